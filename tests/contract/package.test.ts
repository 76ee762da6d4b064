// @vitest-environment node
// The harness as a backend team gets it: `npm pack` in contract/ builds a self-contained
// tarball, which installs into an empty folder without a registry and checks the standalone
// mock backend (`npm run mock-server`) from there, with the money flags, exiting 0; an
// unreachable server exits 2. Nothing of the package comes from mocks/, and its defaults are the
// mock's ready accounts.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_ACCOUNTS } from '../../contract/mock-accounts';
import { READY_ACCOUNTS } from '../../mocks/db/seed';

const root = resolve(import.meta.dirname, '../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to its end (never through a shell), with a clean CONTRACT_* environment. */
function run(command: string, args: string[], cwd: string): Promise<Run> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('CONTRACT_')),
  );
  return new Promise((done) => {
    execFile(
      command,
      args,
      { cwd, env, timeout: 90_000, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => {
        done({
          code: error ? (typeof error.code === 'number' ? error.code : -1) : 0,
          stdout,
          stderr,
        });
      },
    );
  });
}

/** A port nothing listens on (for the mock server, and for an unreachable one). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as { port: number };
  await new Promise<void>((closed) => server.close(() => closed()));
  return port;
}

/** `npm run mock-server` on a port of its own; resolves once it says it listens. */
function startMockServer(port: number): Promise<ChildProcess> {
  // A process group of its own, so that npm, tsx and node stop together.
  const child = spawn('npm', ['run', 'mock-server'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ready, fail) => {
    let output = '';
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Academy mock backend on')) ready(child);
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      fail(new Error(`npm run mock-server ended (${code}):\n${output}`)),
    );
  });
}

let work: string;
let server: ChildProcess | undefined;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'contract-package-'));
});

afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the harness package', { timeout: 180_000 }, () => {
  it('defaults to the mock backend’s ready accounts without reading mocks/', () => {
    expect(MOCK_ACCOUNTS).toEqual(READY_ACCOUNTS);
  });

  it('packs, installs into an empty folder and checks `npm run mock-server` from there', async () => {
    const packs = join(work, 'packs');
    const empty = join(work, 'backend-ci');
    for (const dir of [packs, empty]) mkdirSync(dir);

    const packed = await run(
      'npm',
      ['pack', '--json', '--pack-destination', packs],
      join(root, 'contract'),
    );
    expect(packed.code, packed.stderr).toBe(0);
    const [tarball] = JSON.parse(packed.stdout) as {
      filename: string;
      files: { path: string }[];
    }[];
    // The bundle, its fixtures, the manifest and its readme: no source, nothing of mocks/.
    expect(tarball!.files.map((file) => file.path).sort()).toEqual([
      'README.md',
      'dist/cli.js',
      'dist/fixtures/photo.png',
      'dist/fixtures/video.webm',
      'package.json',
    ]);

    // No dependencies: it installs without a registry.
    const installed = await run(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', join(packs, tarball!.filename)],
      empty,
    );
    expect(installed.code, installed.stderr).toBe(0);
    expect(readdirSync(join(empty, 'node_modules', '.bin'))).toContain('academy-contract');

    const port = await freePort();
    server = await startMockServer(port);
    const bin = join(empty, 'node_modules', '.bin', 'academy-contract');
    const checked = await run(
      bin,
      ['--base-url', `http://127.0.0.1:${port}`, '--allow-writes', '--json', 'contract.json'],
      empty,
    );
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    expect(checked.stdout).toContain(
      "Money: calls marked x-moves-money were sent (the server's bank",
    );
    // The capability table, from the registry the package bundles: the mock offers every one.
    expect(checked.stdout).toMatch(/^Capabilities \(/m);
    expect(checked.stdout).toMatch(/^ {2}saved-cards\s+offered\s+seen: listSavedCards/m);
    const report = JSON.parse(readFileSync(join(empty, 'contract.json'), 'utf8')) as {
      summary: { fail: number; pass: number };
      money: { sent: boolean };
    };
    expect(report.summary.fail).toBe(0);
    expect(report.summary.pass).toBeGreaterThan(250);

    const unreachable = await run(
      bin,
      ['--base-url', `http://127.0.0.1:${await freePort()}`],
      empty,
    );
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toMatch(/Cannot reach the server: .*refused the connection/);
  });
});
