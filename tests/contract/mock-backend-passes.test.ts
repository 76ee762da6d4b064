// @vitest-environment node
// The harness passes against the project's own standalone mock backend: every operation, every
// refusal and validation rule, and every journey. Without --allow-writes it changes nothing,
// and its reports are well-formed.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { WRITES_NEEDED } from '../../contract/harness';
import { formatConsoleReport, formatJsonReport, formatJunitReport } from '../../contract/report';
import type { ContractReport } from '../../contract/run';
import { CAPABILITY_IDS } from '../../src/lib/capabilities/registry';
import { formatHtmlReport } from '../../contract/html-report';
import { listOperations, matchOperation, movesMoney, operation } from '../../contract/spec';
import { mockBehindFaultProxy } from './support/fault-proxy';
import { describeFailures, resetMock, runHarness } from './support/run-against-mock';

// jsdom (a devDependency) ships no types; its XML parser is strict, so a parse error means the
// report is not well-formed.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    markup: string,
    options: { contentType: string },
  ) => { window: { document: Document } };
};

const running = mockBehindFaultProxy();

/** Requests the mock itself answered (its own log) for operations marked x-moves-money. */
const moneyCallsInMockLog = (requests = running.mock.requests) =>
  requests.filter((entry) => {
    const match = matchOperation(entry.method, entry.path);
    return match !== null && movesMoney(match.operationId) !== null;
  });

/** Successes the harness cannot produce on any server: they need what was mailed. */
const NEEDS_MAIL = ['verifyEmail', 'resetPassword'];
// Administrators' calls (403 to every test account), and the one call the harness never makes
// succeed: deleting the learner's saved card, which only the bank's page can add back.
const NEVER_SUCCEEDS = ['confirmPayment', 'refundPayment', 'deleteSavedCard'];
// A certificate needs a passed quiz, and the harness cannot know the right answers (it sends
// the first option of each question, which fails the seeded quiz); the calls are still made
// (refusals, not found) and the journey downloads and verifies when an attempt does pass.
const NEEDS_A_PASS = ['downloadCertificate', 'verifyCertificate'];

/**
 * One run without --allow-writes, through the proxy, shared by the checks that read it (its
 * report, the proxy's log, the mock's own log): a whole run costs seconds, and three of them
 * answered the same questions. Made by the first test that asks, after that test's reset.
 */
let readOnlyRun: Promise<{
  report: ContractReport;
  proxyLog: typeof running.proxy.log;
  mockRequests: typeof running.mock.requests;
}> | null = null;
const sharedReadOnlyRun = () =>
  (readOnlyRun ??= runHarness(running.proxy.url, false).then((report) => ({
    report,
    proxyLog: [...running.proxy.log],
    mockRequests: [...running.mock.requests],
  })));

// A whole harness run takes seconds, more on a busy machine than vitest's 5 s default.
describe('the harness against the mock backend', { timeout: 120_000 }, () => {
  // Decision 33: the contract accepts both versions' answers and reports which one it met.
  it('passes against the earlier version too, and reports which version each spoke', async () => {
    const switchTo = (version: string) =>
      fetch(`${running.mock.url}/__dev/api-version`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ version }),
      });
    expect((await switchTo('earlier')).ok).toBe(true);
    const earlier = await runHarness(running.proxy.url, true);
    expect(earlier.summary.fail, describeFailures(earlier)).toBe(0);
    expect(earlier.backendVersion).toBe('earlier');
    expect(formatConsoleReport(earlier)).toContain('Backend version: earlier');
    expect(earlier.versionEvidence).toEqual([
      'sign-in answers token and user',
      'the profile answers no role and user.balance',
    ]);
    await resetMock(running.mock);
    const later = await runHarness(running.proxy.url, false);
    expect(later.backendVersion).toBe('later');
    expect(later.versionEvidence).toEqual([
      'sign-in answers user and role',
      'the profile answers role and user.balance',
    ]);
  });

  // The capability registry is the app's and the mock's list; the report says what a server has.
  it('reports each capability of the registry by what the server answered', async () => {
    const off = ['saved-cards', 'money-details', 'certificates'] as const;
    const answer = await fetch(`${running.mock.url}/__dev/capabilities`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ capabilities: Object.fromEntries(off.map((id) => [id, false])) }),
    });
    expect(answer.ok).toBe(true);
    const report = await runHarness(running.proxy.url, false);
    await resetMock(running.mock);
    const status = Object.fromEntries(report.capabilities.map((entry) => [entry.id, entry]));
    expect(Object.keys(status)).toEqual(CAPABILITY_IDS);
    for (const id of off) expect(status[id]!.status, id).toBe('absent');
    expect(status['saved-cards']!.evidence).toContain('listSavedCards 404');
    expect(status['money-details']!.evidence).toContain('listPaymentHistory total_spent left out');
    for (const id of ['bootcamps', 'purchased-courses', 'login-profile', 'catalogue-filters'])
      expect(status[id]!.status, id).toBe('offered');
    expect(status['terms-acceptance']!.status).toBe('not told');
    const console = formatConsoleReport(report);
    expect(console).toMatch(/^ {2}saved-cards\s+not offered by this server\s+missing: /m);
    expect(console).toMatch(/^ {2}bootcamps\s+offered\s+seen: listBootcamps$/m);
    // The HTML report says what the app does without each one.
    expect(formatHtmlReport(report)).toContain('No saved card is offered');
  });

  it('passes with --allow-writes, exercising every operation and cleaning up', async () => {
    const report = await runHarness(running.proxy.url, true);
    expect(report.summary.fail, describeFailures(report)).toBe(0);
    expect(report.backendVersion).toBe('later');
    expect(report.summary.pass).toBeGreaterThan(250);

    // Every operation of the spec was called; all but the mailed-code ones succeeded at least
    // once (the resend may be held back right after registration: 429 is documented).
    for (const entry of report.coverage) {
      expect(entry.statuses.length, `${entry.operationId} was never called`).toBeGreaterThan(0);
      if (
        ![...NEEDS_MAIL, ...NEVER_SUCCEEDS, ...NEEDS_A_PASS, 'resendVerificationCode'].includes(
          entry.operationId,
        )
      )
        expect(entry.succeeded, `${entry.operationId} never succeeded`).toBe(true);
    }
    expect(report.coverage.map((entry) => entry.operationId)).toEqual(
      listOperations().map((entry) => entry.operationId),
    );

    // Each kind of check ran.
    const groups = new Set(report.results.map((result) => result.group.split(':')[0]));
    expect([...groups].sort()).toEqual([
      'journey',
      'not-found',
      'operations',
      'refusals',
      'validation',
    ]);
    const journeys = new Set(
      report.results.filter((r) => r.group.startsWith('journey:')).map((r) => r.group),
    );
    for (const name of ['catalogue', 'wishlist', 'cart', 'instructor-course', 'session'])
      expect(journeys).toContain(`journey:${name}`);
    expect(journeys).toContain('journey:notifications-learner');
    expect(journeys).toContain('journey:broadcasting-learner');
    // The later version: money through the mock's sandbox bank, quizzes, realtime end to end.
    for (const name of [
      'payments-bank-purchase',
      'payments-balance',
      'instructor-wallet',
      'ownership',
      'quiz',
      'realtime-learner',
      'realtime-instructor',
      'realtime-course',
      'realtime-events',
    ])
      expect(journeys).toContain(`journey:${name}`);
    const part3 = report.results.filter((r) =>
      /^journey:(payments|instructor-wallet|ownership|quiz|realtime)/.test(r.group),
    );
    expect(
      part3.filter((r) => r.outcome !== 'pass').map((r) => `${r.group} ${r.check}: ${r.reason}`),
    ).toEqual([]);
    expect(report.money).toEqual({ sent: true, sandbox: 'mock-bank', reason: null });
    expect(moneyCallsInMockLog().length).toBeGreaterThan(0);
    // Every extension, operation or answer (the callback's JSON, the video's ranges), was offered.
    expect(report.extensions.filter((entry) => entry.status !== 'offered')).toEqual([]);

    // What cannot be removed is listed; what can (wishlist, cart) is not. What the API can list
    // is read back from the server: the payments, the courses bought, the payout, the course.
    const leftovers = report.leftovers.map((leftover) => leftover.operationId);
    expect(leftovers).toContain('createCourse');
    const readBack = report.leftovers.filter((leftover) => leftover.source === 'read back');
    expect(readBack.map((leftover) => leftover.kind).sort()).toEqual([
      'course',
      'payment',
      'payment',
      'payment',
      'payment',
      'payout',
      'purchase',
      'purchase',
    ]);
    expect(
      report.leftovers.filter((leftover) => leftover.kind && leftover.source === 'recorded'),
    ).toEqual([]);
    expect(leftovers).not.toContain('addToWishlist');
    expect(leftovers).not.toContain('addToCart');

    // What it added to the wishlist and cart it removed again.
    for (const list of ['Wishlist', 'Cart']) {
      const changes = running.proxy.log
        .filter(
          (entry) =>
            [`addTo${list}`, `removeFrom${list}`].includes(entry.operationId ?? '') &&
            entry.status === 200,
        )
        .map((entry) => entry.operationId);
      expect(changes).toEqual([`addTo${list}`, `removeFrom${list}`]);
    }
  });

  it('without --allow-writes sends only reads and refused requests', async () => {
    const { report, proxyLog } = await sharedReadOnlyRun();
    expect(report.summary.fail, describeFailures(report)).toBe(0);
    expect(report.results.some((result) => result.reason === WRITES_NEEDED)).toBe(true);
    // Signing in and authorising the own channel change no data; any other non-GET call must
    // have been refused.
    const accepted = proxyLog.filter(
      (entry) =>
        entry.operationId !== null &&
        operation(entry.operationId).method !== 'GET' &&
        !['login', 'authorizeBroadcastChannel'].includes(entry.operationId) &&
        entry.status < 400,
    );
    expect(accepted).toEqual([]);
    expect(proxyLog.every((entry) => entry.operationId !== null)).toBe(true);
  });

  it("without --allow-writes sends no call that could move money: none in the mock's log", async () => {
    const { report, mockRequests } = await sharedReadOnlyRun();
    expect(report.summary.fail, describeFailures(report)).toBe(0);
    expect(moneyCallsInMockLog(mockRequests)).toEqual([]);
    expect(mockRequests.length).toBeGreaterThan(300);
    expect(report.money.sent).toBe(false);
    // Every operation marked x-moves-money was guarded, refusals and validation included.
    const guarded = report.results.filter((r) => r.reason?.startsWith('could move money'));
    for (const { operationId } of listOperations().filter((o) => movesMoney(o.operationId)))
      expect(
        guarded.some((r) => r.operationId === operationId),
        `${operationId} was not guarded`,
      ).toBe(true);
  });

  it('with --allow-writes sends no money call to a server that does not say its bank is a sandbox, until --sandbox-bank says it', async () => {
    // The proxy hides the mock bank's sandbox declaration, as a staging server would lack it.
    running.proxy.setFault({
      operationId: '*',
      answer: (answer, request) =>
        request.path === '/mock-bank/sandbox'
          ? { status: 404, headers: new Headers(), body: Buffer.from('') }
          : answer,
    });
    const report = await runHarness(running.proxy.url, true);
    expect(report.summary.fail, describeFailures(report)).toBe(0);
    expect(report.money).toMatchObject({ sent: false, sandbox: null });
    expect(moneyCallsInMockLog()).toEqual([]);
    expect(formatConsoleReport(report)).toContain(
      "Money: no call marked x-moves-money was sent (the server's bank does not say it is a sandbox",
    );

    // --sandbox-bank: the team states it, and the money journeys run (the bank's page, at the
    // mock's own origin, is still the mock bank's and is paid).
    await resetMock(running.mock);
    running.mock.requests.length = 0;
    const declared = await runHarness(running.proxy.url, true, false, { sandboxBank: true });
    expect(declared.summary.fail, describeFailures(declared)).toBe(0);
    expect(declared.money).toEqual({ sent: true, sandbox: 'declared', reason: null });
    expect(moneyCallsInMockLog().length).toBeGreaterThan(0);
    const bank = declared.results.filter((r) => r.group === 'journey:payments-bank-purchase');
    expect(bank.length).toBeGreaterThan(0);
    expect(bank.every((r) => r.outcome === 'pass')).toBe(true);
  });

  it('writes a console table, well-formed JUnit XML and JSON', async () => {
    const { report } = await sharedReadOnlyRun();
    const junit = formatJunitReport(report);
    const { document } = new JSDOM(junit, { contentType: 'text/xml' }).window;
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const root = document.documentElement;
    expect(root.tagName).toBe('testsuites');
    expect(Number(root.getAttribute('tests'))).toBe(report.summary.total);
    expect(document.getElementsByTagName('testcase')).toHaveLength(report.results.length);
    expect(document.getElementsByTagName('skipped')).toHaveLength(report.summary.skip);
    const suites = [...document.getElementsByTagName('testsuite')].map((s) =>
      s.getAttribute('name'),
    );
    expect(suites).toContain('operations');
    expect(suites).toContain('journey:wishlist');

    expect(JSON.parse(formatJsonReport(report))).toEqual(JSON.parse(JSON.stringify(report)));

    const table = formatConsoleReport(report);
    expect(table).toMatch(/^result\s+group\s+operation\s+check\s+reason$/m);
    expect(table).toMatch(/^pass\s+operations\s+getProfile\s+answers as learner$/m);
    expect(table).toMatch(
      /^skipped\s+journey:wishlist\s+addToWishlist\s+adds a course\s+changes data/m,
    );
    // The console ends with the same three figures as the HTML report's summary.
    expect(table.trimEnd().split('\n').at(-1)).toMatch(
      new RegExp(
        `^${report.summary.total} checks: ${report.summary.pass} passed, 0 failed, ${report.summary.skip} not checked \\(`,
      ),
    );
    const html = formatHtmlReport(report);
    expect(html).toContain(
      `${report.summary.total} checks: ${report.summary.pass} passed, 0 failed, ${report.summary.skip} not checked`,
    );
    expect(html).not.toMatch(/<script|<link|src=/);
  });

  it('escapes failures into well-formed JUnit', () => {
    const report: ContractReport = {
      baseUrl: 'http://127.0.0.1:1/?a=1&b=2',
      allowWrites: false,
      startedAt: new Date(0).toISOString(),
      durationMs: 5,
      summary: { total: 1, pass: 0, fail: 1, skip: 0 },
      results: [
        {
          group: 'operations',
          operationId: 'getProfile',
          check: 'answers as <learner>',
          outcome: 'fail',
          failures: ['getProfile 200 user.first_name: <"&\'> \u0001 invalid'],
          calls: ['GET /api/user/profile?x=1&y=2 -> 200'],
          durationMs: 5,
        },
      ],
      leftovers: [],
      coverage: [],
      backendVersion: 'later',
      versionEvidence: [],
      extensions: [],
      capabilities: [],
      money: { sent: false, sandbox: null, reason: 'not in this test' },
    };
    const junit = formatJunitReport(report);
    const { document } = new JSDOM(junit, { contentType: 'text/xml' }).window;
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const failure = document.getElementsByTagName('failure')[0]!;
    expect(failure.getAttribute('message')).toBe(`getProfile 200 user.first_name: <"&'>  invalid`);
    expect(failure.textContent).toContain('call: GET /api/user/profile?x=1&y=2 -> 200');
    expect(document.getElementsByTagName('testcase')[0]!.getAttribute('name')).toBe(
      'getProfile: answers as <learner>',
    );
  });
});
