// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCAPED_API_CALL_STATUS, serveBuild, type ServedBuild } from './static-host';

const root = mkdtempSync(join(tmpdir(), 'static-host-'));
const script = 'export const answer = 42;\n'.repeat(100);

beforeAll(() => {
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  writeFileSync(join(root, 'dist', 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(root, 'dist', 'assets', 'index-abc123.js'), script);
  writeFileSync(join(root, 'dist', 'assets', 'index-abc123.css'), 'body{margin:0}');
  // Outside assets/: never answered as an immutable asset, whatever the address says.
  writeFileSync(join(root, 'dist', 'outside.js'), 'export {};');
  mkdirSync(join(root, 'dist', 'assets-x'), { recursive: true });
  writeFileSync(join(root, 'dist', 'assets-x', 'a.js'), 'export {};');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function served(
  options: Parameters<typeof serveBuild>[2],
  run: (host: ServedBuild) => Promise<void>,
) {
  const host = await serveBuild(root, 'dist', options);
  try {
    await run(host);
  } finally {
    await host.close();
  }
}

describe('the static host of a build', () => {
  it('with immutable assets, serves hashed scripts and styles cached for good and uncompressed', async () => {
    await served({ immutableAssets: true }, async ({ url }) => {
      const response = await fetch(`${url}/assets/index-abc123.js`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe(script);
      const style = await fetch(`${url}/assets/index-abc123.css`);
      expect(style.headers.get('content-type')).toMatch(/^text\/css/);
      // What is not a file of assets/ falls through to the host's usual answers, never cached.
      for (const path of [
        '/assets/missing.js',
        '/assets/..%2Foutside.js',
        '/assets/..%2Fassets-x%2Fa.js',
        '/assets/%E0.js',
      ])
        expect((await fetch(`${url}${path}`)).headers.get('cache-control') ?? '', path).not.toMatch(
          /immutable/,
        );
    });
  });

  it('by default, revalidates every file and compresses it, as vite preview does', async () => {
    await served({}, async ({ url }) => {
      const response = await fetch(`${url}/assets/index-abc123.js`, {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-encoding')).toBe('gzip');
    });
  });

  it('answers any API call 421, since it never serves the API', async () => {
    await served({ immutableAssets: true }, async ({ url }) => {
      expect((await fetch(`${url}/api/user`)).status).toBe(ESCAPED_API_CALL_STATUS);
    });
  });

  it('adds the headers it is given by path, over the file server’s own', async () => {
    const headers = (path: string) => ({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': path.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
    });
    await served({ headers }, async ({ url }) => {
      for (const [path, caching] of [
        ['/', 'no-cache'],
        ['/some/deep/link', 'no-cache'],
        ['/assets/index-abc123.js', 'public, max-age=31536000, immutable'],
      ] as const) {
        const response = await fetch(`${url}${path}`);
        expect(response.status, path).toBe(200);
        expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
        expect(response.headers.get('cache-control'), path).toBe(caching);
      }
    });
  });
});
