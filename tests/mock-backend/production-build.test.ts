// @vitest-environment node
// Production builds carry no mock code: no handlers, no seed, no msw, no worker file, no
// developer panel. The mock-mode build is checked too, so the markers below are known to be the
// right ones. And pusher-js stays out of what `/` loads first in both. Both carry the Content
// Security Policy; only the mock-mode build's lets the mock's own scripts and Trusted Types in.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { bankPageScript } from '../../mocks/payments/bank-page-script';
import { appModules } from '../../scripts/app-loader-html';

const MARKERS = [
  'academy.mock-db',
  // The simulated bank's page.
  'mock-bank-config',
  'learner@academy.test',
  // The mock's Pusher secret. (Its public key is the app's default VITE_PUSHER_KEY, so it ships
  // with the realtime client and is no marker of mock code.)
  'academy-mock-secret',
  // The developer panel's DOM root and its scenario storage key.
  'academy-dev-panel',
  'academy.mock-scenario',
  // A sentence of the panel's own translations (src/locales/*/dev-panel.json).
  'Leave it empty to see every mail.',
];
/**
 * Mock code that only node runs: the check of the mock's own answers against the spec
 * (answer-check.ts), which browser builds swap for a no-op (vite.config.ts).
 */
const NODE_ONLY_MARKERS = ['MockDriftError'];
/** A string of pusher-js's own protocol code. */
const PUSHER_MARKER = 'pusher_internal:subscription_succeeded';
const dirs: string[] = [];

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Builds in a child process: vitest's own VITE_* variables must not leak into the build. */
function buildInto(mode: string): string {
  const outDir = mkdtempSync(join(tmpdir(), `academy-${mode}-`));
  dirs.push(outDir);
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')),
  );
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--mode',
      mode,
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'silent',
    ],
    { env, stdio: 'pipe' },
  );
  return outDir;
}

const markersIn = (outDir: string, markers = MARKERS) => {
  const text = filesOf(outDir)
    .filter((file) => /\.(js|html)$/.test(file))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return markers.filter((marker) => text.includes(marker));
};

/** The text of what `/` loads first: the entry script and the chunks its loader preloads. */
function firstLoadText(outDir: string): string {
  const { entry, preload } = appModules(readFileSync(join(outDir, 'index.html'), 'utf8'));
  return [entry, ...preload]
    .map((path) => readFileSync(join(outDir, path.replace(/^\//, '')), 'utf8'))
    .join('\n');
}

const anyFileHas = (outDir: string, marker: string) =>
  filesOf(outDir).some(
    (file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes(marker),
  );

/** The directives of the policy index.html carries, and the hashes of its inline scripts. */
function pagePolicyOf(outDir: string) {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1];
  const directives = new Map(
    (content ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
  const inlineHashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) =>
    sha256(match[1]!),
  );
  return { directives, inlineHashes };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('build output', () => {
  it('production has no mock code and no worker', { timeout: 120_000 }, () => {
    const outDir = buildInto('production');
    expect(markersIn(outDir)).toEqual([]);
    expect(markersIn(outDir, NODE_ONLY_MARKERS)).toEqual([]);
    for (const worker of ['mockServiceWorker.js', 'mock-service-worker.js'])
      expect(existsSync(join(outDir, worker)), worker).toBe(false);
    expect(filesOf(outDir).some((file) => file.endsWith('.webm'))).toBe(false);
    // pusher-js ships, but only as a lazy chunk for signed-in users.
    expect(anyFileHas(outDir, PUSHER_MARKER)).toBe(true);
    expect(firstLoadText(outDir)).not.toContain(PUSHER_MARKER);
    const { directives, inlineHashes } = pagePolicyOf(outDir);
    expect(inlineHashes.length).toBeGreaterThanOrEqual(2);
    expect(directives.get('script-src')).toEqual([...inlineHashes, "'strict-dynamic'"]);
    expect(directives.get('trusted-types')).toEqual(['app-loader']);
    expect(directives.get('require-trusted-types-for')).toEqual(["'script'"]);
  });

  it('the mock-mode build does carry it', { timeout: 120_000 }, () => {
    const outDir = buildInto('e2e');
    expect(markersIn(outDir)).toEqual(MARKERS);
    expect(markersIn(outDir, NODE_ONLY_MARKERS)).toEqual([]);
    for (const worker of ['mockServiceWorker.js', 'mock-service-worker.js'])
      expect(existsSync(join(outDir, worker)), worker).toBe(true);
    expect(firstLoadText(outDir)).not.toContain(PUSHER_MARKER);
    // The bank page's script, which the mock writes into the page, and its Trusted Types policy.
    const { directives, inlineHashes } = pagePolicyOf(outDir);
    expect(directives.get('script-src')).toEqual([
      ...inlineHashes,
      sha256(bankPageScript),
      "'strict-dynamic'",
    ]);
    expect(directives.get('trusted-types')).toEqual(['app-loader', 'default']);
  });
});
