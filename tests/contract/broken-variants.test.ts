// @vitest-environment node
// The harness fails, naming the operation, status and field, against variants of the mock
// backend that each break exactly one thing of the contract (through a proxy in front of it).
// Every failure of a variant names the broken operation: nothing else is reported.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonAnswer, startFaultProxy, type Fault, type RunningProxy } from './support/fault-proxy';
import {
  describeFailures,
  failedResults,
  resetMock,
  runHarness,
  startMockServer,
  type RunningMockServer,
} from './support/run-against-mock';

let mock: RunningMockServer;
let proxy: RunningProxy;

beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
  proxy = await startFaultProxy(mock.url);
});

afterAll(async () => {
  await proxy?.close();
  await mock?.close();
});

beforeEach(async () => {
  proxy.setFault(null);
  await resetMock(mock);
});

type Body = Record<string, unknown>;
const first = (body: Body, list = 'data') => (body[list] as Body[])[0]!;

/** The learner token of the last request that carried one (for the "no token" fault). */
let lastAuthorization: string | null = null;

interface Variant {
  name: string;
  fault: Fault;
  /** A fragment of the failure line: operation, status and the offending field. */
  names: string;
}

const variants: Variant[] = [
  {
    name: 'a response with a missing required field',
    fault: {
      operationId: 'listPublicCourses',
      answer: jsonAnswer((body) => {
        delete first(body).title_en;
      }),
    },
    names: 'listPublicCourses 200 data[0].title_en: expected string, received undefined',
  },
  {
    name: 'a wrong type',
    fault: {
      operationId: 'getProfile',
      answer: jsonAnswer((body) => {
        const user = body.user as Body;
        user.id = String(user.id);
      }),
    },
    names: 'getProfile 200 user.id: expected number, received string',
  },
  {
    name: 'an enum value outside the set',
    fault: {
      operationId: 'listInstructorCourses',
      answer: jsonAnswer((body) => {
        first(body).status = 'archived';
      }),
    },
    names: 'listInstructorCourses 200 data[0].status:',
  },
  {
    name: 'a number out of range',
    fault: {
      operationId: 'getSingleCourse',
      answer: jsonAnswer((body) => {
        body.average_rating = 7;
      }),
    },
    names: 'getSingleCourse 200 average_rating: Too big: expected number to be <=5',
  },
  {
    name: 'an undocumented status code',
    fault: { operationId: 'listFaqs', answer: jsonAnswer(() => undefined, { status: 202 }) },
    names: 'listFaqs 202: status 202 is not documented for listFaqs',
  },
  {
    name: 'a protected call answered without a token',
    fault: {
      operationId: 'getProfile',
      request: (request) => {
        const authorization = request.headers.get('authorization');
        if (authorization) lastAuthorization = authorization;
        else if (lastAuthorization) request.headers.set('authorization', lastAuthorization);
      },
    },
    names: 'getProfile: expected 401, got 200',
  },
  {
    name: 'a 422 without errors',
    fault: {
      operationId: 'bookCall',
      answer: jsonAnswer(
        (body) => {
          delete body.errors;
        },
        { when: 422 },
      ),
    },
    names: 'bookCall 422 errors: expected record, received undefined',
  },
  // Issue 13: the contract as the real client reads it.
  {
    name: 'a settings 422 in the {message_key, errors} shape instead of the flat map',
    fault: {
      operationId: 'updatePhoneNumber',
      answer: jsonAnswer(
        (body) => ({ message_key: (Object.values(body)[0] as string[])[0], errors: body }),
        {
          when: 422,
        },
      ),
    },
    names: 'updatePhoneNumber 422 message_key:',
  },
  {
    name: 'a failure whose `error` is a key the app cannot translate',
    fault: {
      operationId: 'getProfile',
      answer: jsonAnswer(
        (body) => {
          body.error = 'auth.no_such_failure';
        },
        { when: 401 },
      ),
    },
    names: 'getProfile 401: message key "auth.no_such_failure" has no translation',
  },
  {
    name: 'a book-a-call that requires the e-mail address',
    fault: {
      operationId: 'bookCall',
      answer: (answer, request) =>
        request.body?.includes('"email"')
          ? answer
          : jsonAnswer(
              () => ({
                message_key: 'messages.book_call_creation_failed',
                errors: { email: ['messages.email_required'] },
              }),
              { when: answer.status, status: 422 },
            )(answer, request),
    },
    names: 'bookCall: expected 201, got 422',
  },
  {
    name: 'a course-form field error that is no key under auth.add_course.',
    fault: {
      operationId: 'createCourse',
      answer: jsonAnswer(
        (body) => {
          const errors = body.errors as Record<string, string[]>;
          const field = Object.keys(errors)[0]!;
          errors[field] = ['validation.no_such_rule'];
        },
        { when: 422 },
      ),
    },
    names:
      'createCourse 422: message key "auth.add_course.validation.no_such_rule" has no translation',
  },
  {
    name: 'a rejected field naming no field of the course form',
    fault: {
      operationId: 'listInstructorCourses',
      answer: jsonAnswer((body) => {
        first(body).rejected_fields = [
          {
            id: 1,
            field_name: 'thumbnail',
            error_message_en: 'Replace the picture.',
            error_message_ru: null,
            error_message_arm: null,
          },
        ];
      }),
    },
    names: 'listInstructorCourses 200 data[0].rejected_fields[0].field_name',
  },
  {
    name: "an instructor's wishlist count refused",
    fault: {
      operationId: 'getWishlistCount',
      // The mock's tokens start with the user id; the ready instructor is user 2.
      answer: (answer, request) =>
        request.headers.get('authorization')?.startsWith('Bearer 2|')
          ? jsonAnswer(() => ({ message_key: 'auth.something_went_wrong' }), { status: 403 })(
              answer,
              request,
            )
          : answer,
    },
    names: 'getWishlistCount: expected 200, got 403',
  },
  {
    name: "a course page without the learner's user_rating",
    fault: {
      operationId: 'getSingleCourse',
      answer: jsonAnswer((body) => {
        delete body.user_rating;
      }),
    },
    names: "getSingleCourse: no user_rating with the learner's token",
  },
];

// A whole harness run takes seconds, more on a busy machine than vitest's 5 s default.
describe('the harness against broken variants of the mock backend', { timeout: 120_000 }, () => {
  it.each(variants.map((variant) => [variant.name, variant] as const))(
    'fails on %s, naming the operation and field',
    async (_name, { fault, names }) => {
      proxy.setFault(fault);
      const report = await runHarness(proxy.url);
      const failed = failedResults(report);
      expect(failed.length, 'the variant is noticed').toBeGreaterThan(0);
      const lines = failed.flatMap((result) => result.failures);
      expect(
        lines.some((line) => line.includes(names)),
        describeFailures(report),
      ).toBe(true);
      // Nothing but the broken operation is blamed.
      for (const line of lines) expect(line, describeFailures(report)).toContain(fault.operationId);
    },
  );
});
