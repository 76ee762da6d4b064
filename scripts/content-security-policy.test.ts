// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  inlineScripts,
  pagePolicy,
  parsePolicy,
  policyDirectives,
  policySettings,
  scriptHash,
  serializePolicy,
  withContentSecurityPolicy,
  withPolicyOfTemplate,
} from './content-security-policy';

/** The sources of one directive of `policy`. */
const sourcesOf = (policy: string, name: string) =>
  parsePolicy(policy).find(([directive]) => directive === name)?.[1];

const policyOf = (env: Record<string, string>, scripts: string[] = [], asHeader = false) =>
  serializePolicy(policyDirectives(policySettings(env), scripts, { asHeader }));

describe('the policy', () => {
  it('for a production build on the same origin as its API, with Pusher’s own hosts', () => {
    expect(policyOf({ VITE_API_MOCKING: 'off' }, ['alert(1)'])).toBe(
      [
        "default-src 'self'",
        "script-src 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=' 'strict-dynamic'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "font-src 'self'",
        "connect-src 'self' wss://ws-mt1.pusher.com https://sockjs-mt1.pusher.com",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "require-trusted-types-for 'script'",
        'trusted-types app-loader',
      ].join('; '),
    );
  });

  it('reaches the configured API (its data, images, media and the bank page it hosts) and realtime server', () => {
    const policy = policyOf({
      VITE_API_BASE_URL: 'https://api.academy.example/v1/',
      VITE_PUSHER_HOST: 'ws.academy.example',
      VITE_PUSHER_PORT: '6001',
      VITE_PUSHER_FORCE_TLS: 'false',
    });
    expect(sourcesOf(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.academy.example',
      'ws://ws.academy.example:6001',
      'wss://ws.academy.example:6001',
    ]);
    expect(sourcesOf(policy, 'img-src')).toContain('https://api.academy.example');
    expect(sourcesOf(policy, 'media-src')).toEqual([
      "'self'",
      'blob:',
      'https://api.academy.example',
    ]);
    expect(sourcesOf(policy, 'form-action')).toEqual(["'self'", 'https://api.academy.example']);
  });

  it('names the bank’s page origin where it is not the API’s, and only TLS sockets where forced', () => {
    const policy = policyOf({
      VITE_API_BASE_URL: 'https://api.academy.example',
      VITE_BANK_PAGE_ORIGIN: 'https://services.bank.example',
      VITE_PUSHER_CLUSTER: 'eu',
    });
    expect(sourcesOf(policy, 'form-action')).toEqual(["'self'", 'https://services.bank.example']);
    expect(sourcesOf(policy, 'connect-src')).toEqual([
      "'self'",
      'https://api.academy.example',
      'wss://ws-eu.pusher.com',
      'https://sockjs-eu.pusher.com',
    ]);
  });

  it('refuses a configured address that is none', () => {
    expect(() => policyOf({ VITE_API_BASE_URL: 'api.academy.example' })).toThrow(
      /VITE_API_BASE_URL/,
    );
  });

  it('with the in-browser mock: its Trusted Types policy and its scripts, its realtime on the page', () => {
    const policy = serializePolicy(
      policyDirectives(policySettings({ VITE_API_MOCKING: 'browser' }, ['mock()']), ['app()']),
    );
    expect(sourcesOf(policy, 'script-src')).toEqual([
      scriptHash('app()'),
      scriptHash('mock()'),
      "'strict-dynamic'",
    ]);
    expect(sourcesOf(policy, 'trusted-types')).toEqual(['app-loader', 'default']);
    expect(sourcesOf(policy, 'connect-src')).toEqual(["'self'"]);
  });

  it('as a header, also refuses to be framed (a <meta> cannot say so)', () => {
    expect(sourcesOf(policyOf({}), 'frame-ancestors')).toBeUndefined();
    expect(sourcesOf(policyOf({}, [], true), 'frame-ancestors')).toEqual(["'none'"]);
  });
});

const page = `<!doctype html>
<html lang="hy">
  <head>
    <meta charset="UTF-8" />
    <script>guard()</script>
    <script type="application/json" id="data">{"a":1}</script>
    <script type="module">inlineModule()</script>
    <script type="module" src="/assets/x.js"></script>
    <script TYPE="text/javascript">classic()</script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('inlineScripts', () => {
  it('takes the scripts the browser runs, not data blocks or files', () => {
    expect(inlineScripts(page)).toEqual(['guard()', 'inlineModule()', 'classic()']);
  });
});

describe('withContentSecurityPolicy', () => {
  const settings = policySettings({ VITE_API_MOCKING: 'off' });
  const built = withContentSecurityPolicy(page, settings);

  it('writes the policy right after the charset, before every script', () => {
    const meta = built.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(built.indexOf('<meta charset'));
    expect(meta).toBeLessThan(built.indexOf('<script'));
  });

  it('allows exactly the page’s inline scripts by their hashes', () => {
    expect(sourcesOf(pagePolicy(built)!, 'script-src')).toEqual([
      scriptHash('guard()'),
      scriptHash('inlineModule()'),
      scriptHash('classic()'),
      "'strict-dynamic'",
    ]);
  });

  it('replaces a policy the page carried, never adds a second', () => {
    const again = withContentSecurityPolicy(built.replace('guard()', 'guard(2)'), settings);
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(sourcesOf(pagePolicy(again)!, 'script-src')).toContain(scriptHash('guard(2)'));
  });
});

describe('withPolicyOfTemplate', () => {
  it('hashes the page’s own inline scripts and keeps the rest of the template’s policy', () => {
    const template = withContentSecurityPolicy(
      page,
      policySettings({ VITE_API_MOCKING: 'browser' }, ['bankPage()']),
    );
    const made = withPolicyOfTemplate(
      template
        .replace('classic()', 'replaced()')
        .replace('</body>', '<script>more()</script></body>'),
      template,
    );
    const policy = pagePolicy(made)!;
    expect(sourcesOf(policy, 'script-src')).toEqual([
      scriptHash('guard()'),
      scriptHash('inlineModule()'),
      scriptHash('replaced()'),
      scriptHash('more()'),
      scriptHash('bankPage()'),
      "'strict-dynamic'",
    ]);
    expect(sourcesOf(policy, 'trusted-types')).toEqual(['app-loader', 'default']);
  });

  it('refuses a template without a policy', () => {
    expect(() => withPolicyOfTemplate(page, page)).toThrow(/no Content Security Policy/);
  });
});
