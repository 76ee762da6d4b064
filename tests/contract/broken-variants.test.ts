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
];

describe('the harness against broken variants of the mock backend', () => {
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
