// @vitest-environment node
// `npm run contract` as a backend team runs it: the command against the standalone mock
// backend, its reports and exit status, and a clear sentence (no stack trace) when the server
// cannot be reached or refuses the test accounts.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READY_ACCOUNTS } from '../../mocks/db/seed';
import { jsonAnswer, startFaultProxy, type RunningProxy } from './support/fault-proxy';
import { resetMock, startMockServer, type RunningMockServer } from './support/run-against-mock';

const root = resolve(import.meta.dirname, '../..');
const CLI = 'contract/cli.ts';

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI the way `npm run contract` does (tsx), with a clean CONTRACT_* environment. */
function runCli(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  const base = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('CONTRACT_')),
  );
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, ...args],
      { cwd: root, env: { ...base, ...env }, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const STACK_LINE = /^\s+at .+\(.*:\d+:\d+\)$/m;

let mock: RunningMockServer;
let proxy: RunningProxy;
let dir: string;

beforeAll(async () => {
  mock = await startMockServer({ port: 0 });
  proxy = await startFaultProxy(mock.url);
  dir = mkdtempSync(join(tmpdir(), 'contract-cli-'));
});

afterAll(async () => {
  await proxy?.close();
  await mock?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

// A whole harness run takes seconds, more on a busy machine than vitest's 5 s default.
describe('npm run contract', { timeout: 120_000 }, () => {
  it('passes against the mock backend and writes the JUnit, JSON and HTML reports', async () => {
    await resetMock(mock);
    const junit = join(dir, 'reports/contract.xml');
    const json = join(dir, 'reports/contract.json');
    const html = join(dir, 'reports/contract.html');
    const run = await runCli([
      '--base-url',
      mock.url,
      '--learner-email',
      READY_ACCOUNTS.learner.email,
      '--learner-password',
      READY_ACCOUNTS.learner.password,
      '--instructor-email',
      READY_ACCOUNTS.instructor.email,
      '--instructor-password',
      READY_ACCOUNTS.instructor.password,
      '--allow-writes',
      '--junit',
      junit,
      '--json',
      json,
      '--html',
      html,
    ]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^result\s+group\s+operation\s+check\s+reason$/m);
    const figures = /(\d+ checks: \d+ passed, 0 failed, \d+ not checked)/.exec(run.stdout)?.[1];
    expect(figures, run.stdout).toBeDefined();
    expect(run.stdout).toContain("Money: calls marked x-moves-money were sent (the server's bank");
    // The page says the same three figures as the console.
    expect(readFileSync(html, 'utf8')).toContain(figures);
    expect(run.stdout).toContain('Left on the server');
    const report = JSON.parse(readFileSync(json, 'utf8')) as {
      summary: { fail: number; total: number };
      allowWrites: boolean;
    };
    expect(report.summary.fail).toBe(0);
    expect(report.allowWrites).toBe(true);
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites /);
    expect(xml).toContain(`tests="${report.summary.total}" failures="0"`);
  });

  it('exits 1 and names the failure when the server breaks the contract (env variables)', async () => {
    await resetMock(mock);
    proxy.setFault({
      operationId: 'listFaqs',
      answer: jsonAnswer(() => undefined, { status: 202 }),
    });
    // The operations group is where this fault shows (a whole run is the first test's).
    const run = await runCli(['--only', 'operations'], {
      CONTRACT_BASE_URL: proxy.url,
      CONTRACT_LEARNER_EMAIL: READY_ACCOUNTS.learner.email,
      CONTRACT_LEARNER_PASSWORD: READY_ACCOUNTS.learner.password,
      CONTRACT_INSTRUCTOR_EMAIL: READY_ACCOUNTS.instructor.email,
      CONTRACT_INSTRUCTOR_PASSWORD: READY_ACCOUNTS.instructor.password,
    });
    proxy.setFault(null);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^FAIL\s+operations\s+listFaqs\s+answers as a visitor/m);
    expect(run.stdout).toContain('listFaqs 202: status 202 is not documented for listFaqs');
    expect(run.stdout).toContain('reads and refused requests only');
  });

  it('says clearly, without a stack trace, when the server cannot be reached', async () => {
    const run = await runCli(['--base-url', `http://127.0.0.1:${await closedPort()}`]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/Cannot reach the server: .*refused the connection/);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).toBe('');
  });

  it('says clearly, without a stack trace, when the credentials are refused', async () => {
    const run = await runCli([
      '--base-url',
      mock.url,
      '--learner-email',
      READY_ACCOUNTS.learner.email,
      '--learner-password',
      'not-the-password',
    ]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `The server refused the learner account ${READY_ACCOUNTS.learner.email}: 401 (auth.invalid_credentials)`,
    );
    expect(run.stderr).not.toMatch(STACK_LINE);
  });

  it('explains its usage when the base URL is missing', async () => {
    const run = await runCli([]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--base-url (or CONTRACT_BASE_URL) is required');
    expect(run.stderr).toContain('Usage: academy-contract --base-url URL');
    expect(run.stderr).toContain("in the app's repository: npm run contract -- --base-url URL");
  });
});
