// The Content Security Policy of every page a build writes (docs/deployment.md). Scripts run only
// by hash: the hashes of the page's own inline scripts, computed here from the final HTML, plus
// `'strict-dynamic'`, so the modules the hashed loader adds (app-loader-html.ts) are trusted
// through it and nothing else is, not even a file of the site's own origin. Trusted Types guard
// the DOM's script sinks; the loader's policy is the only one production allows. The network is
// limited to the configured API and realtime hosts. `vite build` writes the policy into every page
// (vite.config.ts); the prerender step keeps it true for the pages it makes.
import { createHash } from 'node:crypto';
import { MOCK_TRUSTED_TYPES_POLICY } from '../mocks/lib/trusted-types.ts';
import { appLoaderTrustedTypesPolicy } from './app-loader-html.ts';

/** What the policy is made from: the build's settings (README, "Configuration"). */
export interface PolicySettings {
  /** `VITE_API_BASE_URL`: '' is the page's own origin. */
  apiBaseUrl: string;
  /** `VITE_PUSHER_*`, with the app's defaults (src/lib/env.ts). */
  pusher: { cluster: string; host: string; port: number; forceTls: boolean };
  /** `VITE_BANK_PAGE_ORIGIN`: the bank's hosted page; '' is the API's origin (the mock's bank). */
  bankPageOrigin: string;
  /**
   * The build carries the in-browser mock (`VITE_API_MOCKING=browser`): its Trusted Types policy
   * and the hashes of the scripts it writes into a page are allowed too.
   */
  inBrowserMock: boolean;
  /** Scripts the page creates at run time (the mock's bank page), allowed by hash. */
  extraScripts?: readonly string[];
}

type Env = Readonly<Record<string, string | undefined>>;

const read = (value: string | undefined, fallback: string) =>
  value === undefined || value === '' ? fallback : value;

/** The settings as the app reads them from `env` (the same defaults as src/lib/env.ts). */
export function policySettings(env: Env, extraScripts: readonly string[] = []): PolicySettings {
  return {
    apiBaseUrl: read(env.VITE_API_BASE_URL, ''),
    pusher: {
      cluster: read(env.VITE_PUSHER_CLUSTER, 'mt1'),
      host: read(env.VITE_PUSHER_HOST, ''),
      port: Number(read(env.VITE_PUSHER_PORT, '443')),
      forceTls: read(env.VITE_PUSHER_FORCE_TLS, 'true') === 'true',
    },
    bankPageOrigin: read(env.VITE_BANK_PAGE_ORIGIN, ''),
    inBrowserMock: env.VITE_API_MOCKING === 'browser',
    extraScripts,
  };
}

/** `'sha256-…'`: the source expression that allows exactly this script text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hosts pusher-js opens (src/lib/realtime/realtime-options.ts): a self-hosted server on its
 * port, or Pusher's own socket and HTTP-fallback hosts for the cluster. Without TLS forced,
 * pusher-js tries the TLS socket too after 2 s. The in-browser mock answers on the page itself.
 */
function realtimeSources({ pusher, inBrowserMock }: PolicySettings): string[] {
  if (inBrowserMock) return [];
  const schemes = pusher.forceTls ? ['wss'] : ['ws', 'wss'];
  if (pusher.host) return schemes.map((scheme) => `${scheme}://${pusher.host}:${pusher.port}`);
  const http = pusher.forceTls ? ['https'] : ['http', 'https'];
  return [
    ...schemes.map((scheme) => `${scheme}://ws-${pusher.cluster}.pusher.com`),
    ...http.map((scheme) => `${scheme}://sockjs-${pusher.cluster}.pusher.com`),
  ];
}

/** An origin of a configured address, or nothing for the page's own ('' or a path). */
function originOf(address: string, variable: string): string[] {
  if (!address || address.startsWith('/')) return [];
  try {
    return [new URL(address).origin];
  } catch {
    throw new Error(`${variable} is not an address: ${address}`);
  }
}

/** One directive: its name and its sources, in order. */
export type Directive = readonly [name: string, sources: readonly string[]];

/**
 * The policy for a page whose inline scripts are `inlineScripts`. A `<meta>` cannot carry
 * `frame-ancestors`: `asHeader` adds it for the HTTP header (securityHeaders).
 */
export function policyDirectives(
  settings: PolicySettings,
  inlineScripts: readonly string[],
  { asHeader = false }: { asHeader?: boolean } = {},
): Directive[] {
  const api = originOf(settings.apiBaseUrl, 'VITE_API_BASE_URL');
  const bank = settings.bankPageOrigin
    ? originOf(settings.bankPageOrigin, 'VITE_BANK_PAGE_ORIGIN')
    : api;
  const scripts = [...new Set([...inlineScripts, ...(settings.extraScripts ?? [])])];
  const directives: Directive[] = [
    ['default-src', ["'self'"]],
    ['script-src', [...scripts.map(scriptHash), "'strict-dynamic'"]],
    // Styles cannot run script; the prerendered markup and the libraries set style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // data: for the small images Vite inlines, blob: for a photo's preview before its upload.
    ['img-src', ["'self'", 'data:', 'blob:', ...api]],
    // The video's signed address and its captions are the API's; a downloaded video is a blob.
    ['media-src', ["'self'", 'blob:', ...api]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...api, ...realtimeSources(settings)]],
    // Service workers of the site's own origin only (the in-browser mock's).
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'", ...bank]],
    ...(asHeader ? [['frame-ancestors', ["'none'"]] as const] : []),
    ['require-trusted-types-for', ["'script'"]],
    [
      'trusted-types',
      [appLoaderTrustedTypesPolicy, ...(settings.inBrowserMock ? [MOCK_TRUSTED_TYPES_POLICY] : [])],
    ],
  ];
  return directives.map(([name, sources]) => [name, [...new Set(sources)]] as const);
}

export const serializePolicy = (directives: readonly Directive[]): string =>
  directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

export function parsePolicy(policy: string): Directive[] {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([name, ...sources]) => [name!, sources] as const);
}

/** The text of every inline script the browser runs (not data blocks such as JSON). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    const runs = !type || type === 'module' || /^(text|application)\/(java|ecma)script$/.test(type);
    if (runs) scripts.push(match[2]!);
  }
  return scripts;
}

const policyMeta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">\n?\s*/;
const charsetMeta = /<meta\s+charset=["']?[\w-]+["']?\s*\/?>/i;

/** The policy a page carries in its `<meta>`, or null. */
export function pagePolicy(html: string): string | null {
  const match = policyMeta.exec(html);
  return match ? match[1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&') : null;
}

const attributeValue = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `html` carrying `policy` in a `<meta>` right after its charset: before every script and every
 * resource it governs (a policy applies only to what follows it).
 */
export function withPolicyMeta(html: string, policy: string): string {
  const page = html.replace(policyMeta, '');
  const match = charsetMeta.exec(page);
  if (!match) throw new Error('the page has no <meta charset>: the policy goes right after it');
  const end = match.index + match[0].length;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${attributeValue(policy)}">`;
  return `${page.slice(0, end)}\n    ${meta}${page.slice(end)}`;
}

/** A page as `vite build` writes it: its policy from `settings` and its own inline scripts. */
export function withContentSecurityPolicy(html: string, settings: PolicySettings): string {
  return withPolicyMeta(html, serializePolicy(policyDirectives(settings, inlineScripts(html))));
}

/**
 * `page`, made from `template` (the prerender step), with the policy of the template and the
 * hashes of its own inline scripts in place of the template's: the rest of the policy (and any
 * hash of a script the page creates) is kept.
 */
export function withPolicyOfTemplate(page: string, template: string): string {
  const policy = pagePolicy(template);
  if (!policy)
    throw new Error('the template has no Content Security Policy: was it built by Vite?');
  const templateHashes = new Set(inlineScripts(template).map(scriptHash));
  const pageHashes = inlineScripts(page).map(scriptHash);
  const directives = parsePolicy(policy).map(([name, sources]): Directive => {
    if (name !== 'script-src') return [name, sources];
    const kept = sources.filter((source) => !templateHashes.has(source));
    return [name, [...new Set([...pageHashes, ...kept])]];
  });
  return withPolicyMeta(page, serializePolicy(directives));
}
