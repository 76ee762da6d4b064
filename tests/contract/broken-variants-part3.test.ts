// @vitest-environment node
// The later version's money, learning and quizzes: the harness fails, naming the rule, against variants of the mock backend
// that break its money, quizzes, realtime or a rule derived from the spec's schemas, and reports
// an extension the server lacks without failing (unless asked to). A file of its own so that it
// runs beside broken-variants.test.ts on the second core.
import { describe, expect, it } from 'vitest';
import type { CheckGroup } from '../../contract/run';
import { formatConsoleReport } from '../../contract/report';
import { jsonAnswer, mockBehindFaultProxy, type Fault } from './support/fault-proxy';
import { describeFailures, failedResults, resetMock, runHarness } from './support/run-against-mock';

const running = mockBehindFaultProxy();

type Body = Record<string, unknown>;

interface Variant {
  name: string;
  fault: Fault;
  /**
   * The groups of checks where the fault shows: the run is limited to them, a fraction of a whole
   * run (the clean mock's whole runs are mock-backend-passes.test.ts).
   */
  only: CheckGroup[];
  /** A fragment of the failure line: the operation and the rule broken. */
  names: string;
}

const variants: Variant[] = [
  {
    name: 'a server that charges twice on a repeated Idempotency-Key',
    only: ['journeys'],
    fault: {
      operationId: 'payWithSavedCard',
      // Every request reaches the server with a key of its own, so each one is charged.
      request: (request) => request.headers.set('idempotency-key', crypto.randomUUID()),
    },
    names: 'payWithSavedCard: the same Idempotency-Key answered payment',
  },
  {
    name: 'a quiz that sends the correct answers after a failed attempt',
    only: ['journeys'],
    fault: {
      operationId: 'submitCourseQuiz',
      answer: jsonAnswer((body) => {
        if (body.passed) return;
        for (const entry of body.question_results as Body[]) entry.correct_option_ids = [1];
      }),
    },
    names: 'submitCourseQuiz: a failed attempt reveals the correct options (decision 27',
  },
  {
    name: "a notification pushed without its payload's message",
    only: ['journeys'],
    fault: {
      // Frames belong to no operation: the failure names the one whose x-realtime-event it is.
      operationId: 'authorizeBroadcastChannel',
      frame: (text) => {
        const frame = JSON.parse(text) as { event: string; data: unknown };
        if (!frame.event.endsWith('BroadcastNotificationCreated')) return text;
        const data = JSON.parse(frame.data as string) as Body;
        delete data.message;
        return JSON.stringify({ ...frame, data: JSON.stringify(data) });
      },
    },
    names:
      'authorizeBroadcastChannel x-realtime-event Illuminate\\Notifications\\Events\\BroadcastNotificationCreated on private-user.2 message: required, missing',
  },
  {
    name: "a server that hands out another learner's certificate",
    only: ['journeys'],
    fault: {
      operationId: 'downloadCertificate',
      answer: (answer) =>
        [403, 404].includes(answer.status)
          ? {
              status: 200,
              headers: new Headers({ 'content-type': 'application/pdf' }),
              body: Buffer.from('%PDF-1.4\n%contract harness\n'),
            }
          : answer,
    },
    names: "downloadCertificate: result 1, not the learner's, answered 200",
  },
  {
    name: 'a paged payment history whose last_page does not fit its total',
    only: ['operations'],
    fault: {
      operationId: 'listPaymentHistory',
      answer: jsonAnswer((body) => {
        (body.payments as Body).last_page = 7;
      }),
    },
    names: 'listPaymentHistory 200 payments: Laravel paginator: last_page 7',
  },
  {
    name: 'a payment that reads back with another amount than the charge answered',
    only: ['journeys'],
    fault: {
      operationId: 'getPaymentDetails',
      answer: jsonAnswer((body) => {
        (body.payment as Body).amount = '1.00';
      }),
    },
    // The read-back follows from the spec: payWithSavedCard answers a Payment, which
    // getPaymentDetails reads by its id.
    names: 'payWithSavedCard 200 payment.amount: read back by getPaymentDetails as "1.00"',
  },
  {
    name: 'a 422 that names a field the call does not take',
    only: ['validation'],
    fault: {
      operationId: 'initiatePayment',
      answer: jsonAnswer(
        (body) => {
          body.errors = { card: ['payment.amount_min'] };
        },
        { when: 422 },
      ),
    },
    names: 'initiatePayment 422 errors.card: names no input of initiatePayment',
  },
];

// A whole harness run takes seconds, more on a busy machine than vitest's 5 s default.
describe('the harness against broken variants of part 3', { timeout: 120_000 }, () => {
  it.each(variants.map((variant) => [variant.name, variant] as const))(
    'fails on %s, naming the rule',
    async (_name, { fault, only, names }) => {
      running.proxy.setFault(fault);
      const report = await runHarness(running.proxy.url, true, false, { only });
      const lines = failedResults(report).flatMap((result) => result.failures);
      expect(lines.length, 'the variant is noticed').toBeGreaterThan(0);
      expect(
        lines.some((line) => line.includes(names)),
        describeFailures(report),
      ).toBe(true);
      // Nothing but the broken operation is blamed.
      for (const line of lines) expect(line, describeFailures(report)).toContain(fault.operationId);
    },
  );

  it('reports an extension the server lacks as not offered, a failure only with --require-extensions', async () => {
    const absent = {
      operationId: 'listCertificates',
      answer: jsonAnswer(() => ({ message_key: 'auth.something_went_wrong' }), { status: 404 }),
    };
    running.proxy.setFault(absent);
    const relaxed = await runHarness(running.proxy.url, false);
    expect(relaxed.summary.fail, describeFailures(relaxed)).toBe(0);
    expect(relaxed.extensions.find((e) => e.operationId === 'listCertificates')?.status).toBe(
      'absent',
    );
    expect(formatConsoleReport(relaxed)).toMatch(
      /^ {2}listCertificates\s+not offered by this server$/m,
    );

    await resetMock(running.mock);
    const required = await runHarness(running.proxy.url, false, false, { requireExtensions: true });
    expect(failedResults(required).flatMap((result) => result.failures)).toEqual([
      'listCertificates: not offered by this server (it answered 404), and --require-extensions asks for every extension',
    ]);
  });
});
