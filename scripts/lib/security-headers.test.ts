// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  htmlFiles,
  nginxSnippet,
  securityHeaders,
  sitePolicy,
} from './security-headers';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const page = (policy: string) =>
  `<!doctype html><html><head><meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}"></head></html>`;

/** A build with these pages (path → policy) and a hashed asset. */
function build(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'export {};');
  writeFileSync(join(dir, 'assets', 'not-a-page.html'), '');
  for (const [path, policy] of Object.entries(pages)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), page(policy));
  }
  return dir;
}

const rest = "object-src 'none'; require-trusted-types-for 'script'; trusted-types app-loader";

describe('sitePolicy', () => {
  it("allows every page's scripts in one header, which also refuses framing", () => {
    const dir = build({
      'index.html': `script-src 'sha256-a' 'sha256-b' 'strict-dynamic'; ${rest}`,
      'single-blog/3.html': `script-src 'sha256-a' 'sha256-c' 'strict-dynamic'; ${rest}`,
    });
    expect(htmlFiles(dir).sort()).toEqual(['index.html', 'single-blog/3.html']);
    expect(sitePolicy(dir)).toBe(
      "script-src 'sha256-a' 'sha256-b' 'sha256-c' 'strict-dynamic'; object-src 'none'; frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types app-loader",
    );
  });

  it('refuses a build whose pages differ in more than their scripts, or carry no policy', () => {
    expect(() =>
      sitePolicy(
        build({
          'index.html': `script-src 'strict-dynamic'; ${rest}`,
          'about.html': `script-src 'strict-dynamic'; object-src 'self'`,
        }),
      ),
    ).toThrow(/another policy/);
    const bare = build({});
    writeFileSync(join(bare, 'index.html'), '<!doctype html><title>bare</title>');
    expect(() => sitePolicy(bare)).toThrow(/carries no Content Security Policy/);
    expect(() => sitePolicy(build({}))).toThrow(/no HTML file/);
  });
});

describe('the headers', () => {
  it('are the policy and the other security headers, as nginx lines', () => {
    const headers = securityHeaders(
      build({ 'index.html': `script-src 'strict-dynamic'; ${rest}` }),
    );
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(nginxSnippet({ A: 'x "quoted"' })).toBe('add_header A "x \\"quoted\\"" always;');
  });

  it('cache hashed assets for good and revalidate everything else', () => {
    expect(cacheControlFor('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/about', '/index.html', '/favicon.svg', '/mock-service-worker.js'])
      expect(cacheControlFor(path), path).toBe('no-cache');
  });
});
