// @vitest-environment node
// Each class of gap the harness once missed or misreported, served by a proxy in front of the
// mock backend: a secret under another key, a documented header missing and a union broken,
// distinct money rules broken in one run (an extra payout left behind, a reused key answered
// with the first payment), realtime events mistyped or on the wrong channel, and a broken read
// before the purchase journeys. Each is caught by a headline naming the rule, and nothing else
// is blamed. The runs are limited to the groups the faults touch (`only`): the clean mock's
// full run is mock-backend-passes.test.ts.
import { describe, expect, it } from 'vitest';
import { formatHtmlReport } from '../../contract/html-report';
import { formatConsoleReport, groupFailures } from '../../contract/report';
import type { ContractReport } from '../../contract/run';
import { jsonAnswer, mockBehindFaultProxy, type Fault } from './support/fault-proxy';
import { describeFailures, failedResults, runHarness } from './support/run-against-mock';

const running = mockBehindFaultProxy();

type Body = Record<string, unknown>;

const failureLines = (report: ContractReport) =>
  failedResults(report).flatMap((result) => result.failures);

const headlines = (report: ContractReport) =>
  groupFailures(report.results).map((deviation) => deviation.headline);

/** Every failure names one of the broken operations: nothing else is blamed. */
function blamesOnly(report: ContractReport, operationIds: string[]) {
  for (const line of failureLines(report))
    expect(
      operationIds.some((id) => line.includes(id)),
      `${line}\n\n${describeFailures(report)}`,
    ).toBe(true);
}

/** The headline that starts with `start`; fails, listing them all, when there is none. */
function headline(report: ContractReport, start: string | RegExp): string {
  const found = headlines(report).find((line) =>
    typeof start === 'string' ? line.startsWith(start) : start.test(line),
  );
  expect(found, `no headline ${String(start)}:\n${headlines(report).join('\n')}`).toBeDefined();
  return found!;
}

/**
 * Idempotency as a faulty server keeps it. `repeatCreates`: a repeat (same key, same body)
 * reaches the server under a fresh key, so it makes a second record, but answers the first
 * answer. `reuseAnswersFirst`: the same key with another body answers the first answer (what
 * the mock did before it refused a reused key).
 */
function faultyIdempotency(
  operationId: string,
  { repeatCreates = false, reuseAnswersFirst = false },
): Fault {
  const first = new Map<string, { body: string; answer: Buffer }>();
  const keyOf = (headers: Headers) => headers.get('idempotency-key') ?? '';
  return {
    operationId,
    request: (request) => {
      const seen = first.get(keyOf(request.headers));
      if (repeatCreates && seen?.body === request.body?.toString()) {
        request.headers.set('x-original-key', keyOf(request.headers));
        request.headers.set('idempotency-key', crypto.randomUUID());
      }
    },
    answer: (answer, request) => {
      const key = request.headers.get('x-original-key') ?? keyOf(request.headers);
      const seen = first.get(key);
      if (!seen) {
        if (answer.status === 200)
          first.set(key, { body: request.body!.toString(), answer: answer.body });
        return answer;
      }
      const isRepeat = seen.body === request.body?.toString();
      if ((isRepeat && repeatCreates) || (!isRepeat && reuseAnswersFirst))
        return { status: 200, headers: answer.headers, body: seen.answer };
      return answer;
    },
  };
}

// A harness run takes seconds, more on a busy machine than vitest's 5 s default.
describe('the harness against each class of gap', { timeout: 120_000 }, () => {
  it('finds a secret under another key: correct answers after a failed quiz, another account’s e-mail', async () => {
    // The seeded quizzes' answer key, as the mock holds it (the harness reads it from the
    // course owner's view instead).
    const db = (await (await fetch(`${running.mock.url}/__dev/db`)).json()) as {
      courses: { questions?: { id: number; options: { id: number; is_correct: boolean }[] }[] }[];
    };
    const correct = new Map(
      db.courses.flatMap((course) =>
        (course.questions ?? []).map((question) => [
          question.id,
          question.options.filter((option) => option.is_correct).map((option) => option.id),
        ]),
      ),
    );
    running.proxy.setFault([
      {
        operationId: 'submitCourseQuiz',
        answer: jsonAnswer((body) => {
          if (body.passed) return;
          for (const entry of body.question_results as Body[])
            if (!entry.is_correct) entry.answer_key = correct.get(entry.question_id as number);
        }),
      },
      {
        operationId: 'listAllCourseComments',
        answer: jsonAnswer((body) => {
          for (const comment of body.comments as Body[])
            comment.note = 'Ask the instructor at instructor@academy.test';
        }),
      },
    ]);
    const report = await runHarness(running.proxy.url, true, false, { only: ['journeys'] });
    expect(
      headline(
        report,
        /^submitCourseQuiz 200 question_results\[\d+\]\.answer_key: carries the correct options of question \d+/,
      ),
    ).toContain('a failed attempt never reveals the correct answers');
    headline(
      report,
      /^listAllCourseComments 200 comments\[\d+\]\.note: carries the instructor test account's e-mail address/,
    );
    blamesOnly(report, ['submitCourseQuiz', 'listAllCourseComments']);
  });

  it('checks the documented headers and names each shape of a broken union, one headline a field', async () => {
    running.proxy.setFault([
      {
        operationId: 'streamCourseVideo',
        answer: (answer) => {
          if (answer.status !== 206) return answer;
          const headers = new Headers(answer.headers);
          headers.delete('content-range');
          return { ...answer, headers };
        },
      },
      {
        operationId: 'listPaymentHistory',
        answer: jsonAnswer((body) => {
          (body.payments as Body).from = '1';
        }),
      },
    ]);
    const report = await runHarness(running.proxy.url, false, false, { only: ['operations'] });
    headline(report, 'streamCourseVideo 206 header Content-Range: required by the spec, missing');
    expect(headline(report, 'listPaymentHistory 200 payments.from:')).toBe(
      'listPaymentHistory 200 payments.from: none of the 2 allowed shapes fits (shape 1: expected number, received string; shape 2: expected null, received string)',
    );
    // One broken field, one headline each: the paginator's from/to rule stays quiet.
    expect(headlines(report), describeFailures(report)).toHaveLength(2);
    blamesOnly(report, ['streamCourseVideo', 'listPaymentHistory']);
    // The extension answer that broke is not "offered, checked".
    expect(
      report.extensions.find((e) => e.operationId === 'streamCourseVideo' && e.answer === 206)
        ?.status,
    ).toBe('failed');
  });

  it('gives distinct money rules broken in one run a headline each, money first, and reads back what was left', async () => {
    const withdrawals = faultyIdempotency('requestInstructorWithdrawal', { repeatCreates: true });
    const acceptOverBalance = jsonAnswer(
      () => ({
        success: true,
        message_key: 'wallet.withdrawal_requested',
        withdrawal: {
          id: 999,
          created_at: new Date().toISOString(),
          amount: '99999.00',
          status: 'pending',
          admin_notes: null,
        },
      }),
      { when: 422, status: 200 },
    );
    running.proxy.setFault([
      {
        ...withdrawals,
        // A repeat makes a second payout, and a payout above the balance is accepted.
        answer: (answer, request) =>
          answer.status === 422 && answer.body.toString().includes('"amount":')
            ? acceptOverBalance(answer, request)
            : withdrawals.answer!(answer, request),
      },
      // A reused key with another amount answers the first payment.
      faultyIdempotency('payWithSavedCard', { reuseAnswersFirst: true }),
      // And a rule that is not about money, broken before the money journeys run.
      {
        operationId: 'getWishlistCount',
        answer: jsonAnswer((body) => {
          body.wishlist_count = -1;
        }),
      },
    ]);
    const report = await runHarness(running.proxy.url, true, false, { only: ['journeys'] });
    const twice = headline(
      report,
      'requestInstructorWithdrawal sent again with the same Idempotency-Key: the balance moved',
    );
    const over = headline(
      report,
      /^requestInstructorWithdrawal: a payout of [\d.]+ over a balance/,
    );
    const left = headline(
      report,
      'requestInstructorWithdrawal: 2 new payout requests on the server after the run, the run meant to leave 1',
    );
    const reused = headline(
      report,
      'payWithSavedCard: an Idempotency-Key reused with another body answered 200',
    );
    // Each is its own headline in the console, money rules first.
    const console = formatConsoleReport(report);
    const shown = console.split('\n').filter((line) => line.startsWith('✗ '));
    for (const line of [twice, over, left, reused]) expect(shown).toContain(`✗ ${line}`);
    const other = shown.findIndex((line) => line.startsWith('✗ getWishlistCount'));
    expect(other, console).toBeGreaterThan(0);
    expect(shown.slice(0, other)).toHaveLength(
      groupFailures(report.results).filter((d) => d.money).length,
    );
    // Left on the server: both payouts, as the server holds them.
    const payouts = report.leftovers.filter((entry) => entry.kind === 'payout');
    expect(payouts.map((entry) => entry.source)).toEqual(['read back', 'read back']);
    expect(console).toMatch(
      /requestInstructorWithdrawal: payout \d+ of 1000\.00 AMD, pending \(read back/,
    );
    blamesOnly(report, ['requestInstructorWithdrawal', 'payWithSavedCard', 'getWishlistCount']);
  });

  it('tells a realtime payload with a mistyped field from an event on the wrong channel, and shows the frames', async () => {
    running.proxy.setFault({
      operationId: 'authorizeBroadcastChannel',
      frame: (text) => {
        const frame = JSON.parse(text) as { event: string; channel?: string; data: unknown };
        if (frame.event.endsWith('CourseReviewCreated')) {
          const data = JSON.parse(frame.data as string) as Body;
          data.id = String(data.id);
          return JSON.stringify({ ...frame, data: JSON.stringify(data) });
        }
        if (frame.event.endsWith('BroadcastNotificationCreated'))
          return JSON.stringify({ ...frame, channel: 'private-user.999999' });
        return text;
      },
    });
    const report = await runHarness(running.proxy.url, true, false, { only: ['journeys'] });
    headline(
      report,
      /^createCourseReview x-realtime-event App\\Events\\CourseReviewCreated on course\.\d+ id: expected integer, received string/,
    );
    headline(
      report,
      /^authorizeBroadcastChannel x-realtime-event .*BroadcastNotificationCreated: the notification about course \d+ arrived on private-user\.999999, not on private-user\.\d+$/,
    );
    expect(failureLines(report).join('\n')).not.toContain('never arrived');
    blamesOnly(report, ['createCourseReview', 'authorizeBroadcastChannel']);
    const html = formatHtmlReport(report);
    expect(html).toContain('frames received');
    expect(html).toContain('private-user.999999');
  });

  it('keeps a broken read from costing other journeys their checks: the purchases still run', async () => {
    running.proxy.setFault({
      operationId: 'listPurchasedCourses',
      answer: jsonAnswer((body) => {
        (body.courses as Body[])[0]!.title_en = 42;
      }),
    });
    const report = await runHarness(running.proxy.url, true, false, { only: ['journeys'] });
    headline(report, 'listPurchasedCourses 200 courses[0].title_en:');
    blamesOnly(report, ['listPurchasedCourses']);
    // Reported once, under the read; the journeys that read it pass.
    expect(failedResults(report).map((result) => result.group)).toEqual(['reads']);
    const purchases = report.results.filter((result) =>
      /^journey:(payments|quiz|learning|course-review)/.test(result.group),
    );
    expect(purchases.length).toBeGreaterThan(10);
    expect(
      purchases.filter((result) => result.outcome !== 'pass').map((r) => `${r.group} ${r.check}`),
    ).toEqual([]);
  });
});
