// @vitest-environment node
// The harness passes against the project's own standalone mock backend: every operation, every
// refusal and validation rule, and every journey. Without --allow-writes it changes nothing,
// and its reports are well-formed.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WRITES_NEEDED } from '../../contract/harness';
import { formatConsoleReport, formatJsonReport, formatJunitReport } from '../../contract/report';
import type { ContractReport } from '../../contract/run';
import { listOperations, operation } from '../../contract/spec';
import { startFaultProxy, type RunningProxy } from './support/fault-proxy';
import {
  describeFailures,
  resetMock,
  runHarness,
  startMockServer,
  type RunningMockServer,
} from './support/run-against-mock';

// jsdom (a devDependency) ships no types; its XML parser is strict, so a parse error means the
// report is not well-formed.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (
    markup: string,
    options: { contentType: string },
  ) => { window: { document: Document } };
};

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
  await resetMock(mock);
  proxy.log.length = 0;
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

// A whole harness run takes seconds, more on a busy machine than vitest's 5 s default.
describe('the harness against the mock backend', { timeout: 120_000 }, () => {
  // Decision 33: the contract accepts both versions' answers and reports which one it met.
  it('passes against the earlier version too, and reports which version each spoke', async () => {
    const switchTo = (version: string) =>
      fetch(`${mock.url}/__dev/api-version`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ version }),
      });
    expect((await switchTo('earlier')).ok).toBe(true);
    const earlier = await runHarness(proxy.url, true);
    expect(earlier.summary.fail, describeFailures(earlier)).toBe(0);
    expect(earlier.backendVersion).toBe('earlier');
    expect(formatConsoleReport(earlier)).toContain('Backend version: earlier');
    await resetMock(mock);
    const later = await runHarness(proxy.url, false);
    expect(later.backendVersion).toBe('later');
  });

  it('passes with --allow-writes, exercising every operation and cleaning up', async () => {
    const report = await runHarness(proxy.url, true);
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

    // What cannot be removed is listed; what can (wishlist, cart) is not.
    const leftovers = report.leftovers.map((leftover) => leftover.operationId);
    expect(leftovers).toContain('createCourse');
    expect(leftovers).not.toContain('addToWishlist');
    expect(leftovers).not.toContain('addToCart');

    // What it added to the wishlist and cart it removed again.
    for (const list of ['Wishlist', 'Cart']) {
      const changes = proxy.log
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
    const report = await runHarness(proxy.url, false);
    expect(report.summary.fail, describeFailures(report)).toBe(0);
    expect(report.results.some((result) => result.reason === WRITES_NEEDED)).toBe(true);
    // Signing in and authorising the own channel change no data; any other non-GET call must
    // have been refused.
    const accepted = proxy.log.filter(
      (entry) =>
        entry.operationId !== null &&
        operation(entry.operationId).method !== 'GET' &&
        !['login', 'authorizeBroadcastChannel'].includes(entry.operationId) &&
        entry.status < 400,
    );
    expect(accepted).toEqual([]);
    expect(proxy.log.every((entry) => entry.operationId !== null)).toBe(true);
  });

  it('writes a console table, well-formed JUnit XML and JSON', async () => {
    const report = await runHarness(mock.url, false);
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
    expect(table).toContain(
      `${report.summary.total} checks: ${report.summary.pass} passed, 0 failed`,
    );
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
      extensions: [],
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
