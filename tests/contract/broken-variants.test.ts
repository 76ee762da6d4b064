// @vitest-environment node
// The harness fails, naming the operation, status and field, against variants of the mock
// backend that each break exactly one thing of the contract (through a proxy in front of it).
// Every failure of a variant names the broken operation: nothing else is reported.
import { describe, expect, it } from 'vitest';
import type { CheckGroup } from '../../contract/run';
import { formatConsoleReport, groupFailures } from '../../contract/report';
import { jsonAnswer, mockBehindFaultProxy, type Fault } from './support/fault-proxy';
import { describeFailures, failedResults, resetMock, runHarness } from './support/run-against-mock';

const running = mockBehindFaultProxy();

type Body = Record<string, unknown>;
const first = (body: Body, list = 'data') => (body[list] as Body[])[0]!;

/** The learner token of the last request that carried one (for the "no token" fault). */
let lastAuthorization: string | null = null;

interface Variant {
  name: string;
  fault: Fault;
  /**
   * The groups of checks where the fault shows: the run is limited to them, a fraction of a whole
   * run (the clean mock's whole runs are mock-backend-passes.test.ts).
   */
  only: CheckGroup[];
  /** A fragment of the failure line: operation, status and the offending field. */
  names: string;
}

const variants: Variant[] = [
  {
    name: 'a response with a missing required field',
    only: ['operations'],
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
    only: ['operations'],
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
    only: ['operations'],
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
    only: ['operations'],
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
    only: ['operations'],
    fault: { operationId: 'listFaqs', answer: jsonAnswer(() => undefined, { status: 202 }) },
    names: 'listFaqs 202: status 202 is not documented for listFaqs',
  },
  {
    name: 'a protected call answered without a token',
    only: ['refusals'],
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
    only: ['validation'],
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
  // The contract as the real client reads it.
  {
    name: 'a settings 422 in the {message_key, errors} shape instead of the flat map',
    only: ['validation'],
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
    only: ['refusals'],
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
    only: ['journeys'],
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
    only: ['validation'],
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
    only: ['operations'],
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
    only: ['operations'],
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
    only: ['journeys'],
    fault: {
      operationId: 'getSingleCourse',
      answer: jsonAnswer((body) => {
        delete body.user_rating;
      }),
    },
    names: "getSingleCourse: no user_rating with the learner's token",
  },
  // Every keyword the API spec states, whatever the generated zod schema enforces.
  {
    name: 'a fraction where the spec says integer',
    only: ['operations'],
    fault: {
      operationId: 'listTopViewedCourses',
      answer: jsonAnswer((body) => {
        (body as unknown as Body[])[0]!.views = 4.5;
      }),
    },
    names: 'listTopViewedCourses 200 [0].views: expected integer, received number 4.5',
  },
  {
    name: 'an absolute URL where the spec names a stored file',
    only: ['operations'],
    fault: {
      operationId: 'listBlogs',
      answer: jsonAnswer((body) => {
        first(body).image = 'https://cdn.example.com/blog-1.png';
      }),
    },
    names: 'listBlogs 200 data[0].image:',
  },
  {
    name: 'a success key other than the one the spec fixes',
    only: ['journeys'],
    fault: {
      operationId: 'logout',
      answer: jsonAnswer((body) => {
        body.message_key = 'auth.login_success';
      }),
    },
    names: 'logout 200 message_key: "auth.login_success", the spec fixes "auth.logout_success"',
  },
  {
    name: 'a write whose answer contradicts it (a notification marked read answers unread)',
    only: ['journeys'],
    fault: {
      operationId: 'markNotificationRead',
      answer: jsonAnswer((body) => {
        body.read_at = null;
      }),
    },
    names: 'markNotificationRead: answered notification',
  },
  {
    name: 'a new course that approves itself',
    only: ['journeys'],
    fault: {
      operationId: 'createCourse',
      answer: jsonAnswer((body) => {
        (body.course as Body).status = 'approved';
      }),
    },
    names: 'createCourse: course.status is "approved" for a new course',
  },
  {
    name: 'a verification that accepts any code',
    only: ['validation'],
    fault: {
      operationId: 'verifyEmail',
      answer: jsonAnswer(() => ({ message_key: 'auth.email_verified_success' }), {
        when: 422,
        status: 200,
      }),
    },
    names: 'verifyEmail: expected 422, got 200',
  },
  {
    name: 'a login answer without its token',
    only: ['operations'],
    fault: {
      operationId: 'login',
      answer: jsonAnswer((body) => {
        delete body.token;
      }),
    },
    names: 'login 200 token:',
  },
  {
    name: 'a password change whose answer breaks the contract but which changed the password',
    only: ['journeys'],
    fault: {
      operationId: 'changePassword',
      answer: jsonAnswer((body) => {
        body.message_key = 42;
      }),
    },
    // The harness changes it back, so no later step fails with an unrelated 401.
    names: 'changePassword 200 message_key:',
  },
];

// A whole harness run takes seconds, more on a busy machine than vitest's 5 s default.
describe('the harness against broken variants of the mock backend', { timeout: 120_000 }, () => {
  it.each(variants.map((variant) => [variant.name, variant] as const))(
    'fails on %s, naming the operation and field',
    async (_name, { fault, only, names }) => {
      running.proxy.setFault(fault);
      const report = await runHarness(running.proxy.url, true, false, { only });
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

describe(
  'the harness against conformant variants of the mock backend',
  { timeout: 120_000 },
  () => {
    it("passes a server that writes timestamps with an offset, as Laravel's Carbon does", async () => {
      // `2026-10-12T09:30:00.000000Z` → `2026-10-12T09:30:00.000000+00:00`, in every answer.
      let rewritten = 0;
      running.proxy.setFault({
        operationId: '*',
        answer: (answer) => {
          const text = answer.body.toString('utf8');
          const offset = text.replace(
            /"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?)Z"/g,
            (_match, stamp: string) => `"${stamp}+00:00"`,
          );
          if (offset === text) return answer;
          rewritten += 1;
          const headers = new Headers(answer.headers);
          headers.delete('content-length');
          return { ...answer, headers, body: Buffer.from(offset) };
        },
      });
      const report = await runHarness(running.proxy.url);
      expect(rewritten, 'timestamps were rewritten').toBeGreaterThan(10);
      expect(report.summary.fail, describeFailures(report)).toBe(0);
    });

    it('says "not checked" for a step that lacks data, and fails it with --strict', async () => {
      running.proxy.setFault({ operationId: 'listNotifications', answer: jsonAnswer(() => []) });
      const relaxed = await runHarness(running.proxy.url);
      expect(relaxed.summary.fail, describeFailures(relaxed)).toBe(0);
      const console = formatConsoleReport(relaxed);
      expect(console).toMatch(
        /Not checked for want of data \(\d+; --strict makes these failures\)/,
      );
      expect(console).toContain(
        'not checked: markNotificationRead: marks an unread notification read (the learner has no unread notification)',
      );
      expect(console).toMatch(/\d+ checks: \d+ passed, 0 failed, \d+ not checked/);

      await resetMock(running.mock);
      const strict = await runHarness(running.proxy.url, true, true);
      expect(failedResults(strict).flatMap((result) => result.failures)).toContain(
        'not checked (--strict): the learner has no unread notification',
      );
    });

    it('gives one deviation one headline, with the checks it broke folded under it', async () => {
      running.proxy.setFault({
        operationId: 'getProfile',
        answer: jsonAnswer((body) => {
          (body.user as Body).email = 'not-an-address';
        }),
      });
      const report = await runHarness(running.proxy.url);
      const deviations = groupFailures(report.results);
      expect(deviations, describeFailures(report)).toHaveLength(1);
      expect(deviations[0]!.headline).toMatch(/^getProfile 200 user\.email: /);
      expect(deviations[0]!.checks.length).toBeGreaterThan(1);
      expect(formatConsoleReport(report).match(/^✗ /gm)).toHaveLength(1);
    });
  },
);
