// The HTTP headers a host sends with a build (docs/deployment.md): the pages' Content Security
// Policy as a header, the other security headers, and caching by kind of file. `npm run
// security-headers` prints them as an nginx snippet; `npm run best-practices` serves a build
// with them (scripts/static-host.ts) for Lighthouse.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  pagePolicy,
  parsePolicy,
  serializePolicy,
  type Directive,
} from '../content-security-policy';

/** Every HTML file of a build, relative to it (the hashed assets/ hold none). */
export function htmlFiles(outDir: string, under = ''): string[] {
  return readdirSync(join(outDir, under), { withFileTypes: true }).flatMap((entry) => {
    const path = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return path === 'assets' ? [] : htmlFiles(outDir, path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The policy every page of the build carries, as one header: the pages differ at most in their
 * script hashes (the build writes the same inline scripts into each), so it allows every page's,
 * and adds `frame-ancestors 'none'`, which a `<meta>` cannot carry.
 */
export function sitePolicy(outDir: string): string {
  const files = htmlFiles(outDir);
  if (files.length === 0) throw new Error(`${outDir} holds no HTML file: build it first`);
  let site: Directive[] | null = null;
  const scriptSources = new Set<string>();
  for (const file of files) {
    const policy = pagePolicy(readFileSync(join(outDir, file), 'utf8'));
    if (!policy) throw new Error(`${outDir}/${file} carries no Content Security Policy`);
    const directives = parsePolicy(policy);
    for (const [name, sources] of directives)
      if (name === 'script-src') sources.forEach((source) => scriptSources.add(source));
    const rest = serializePolicy(directives.filter(([name]) => name !== 'script-src'));
    if (site && serializePolicy(site.filter(([name]) => name !== 'script-src')) !== rest)
      throw new Error(`${outDir}/${file} carries another policy than the other pages`);
    site ??= directives;
  }
  const hashes = [...scriptSources].filter((source) => source !== "'strict-dynamic'");
  const header = site!.flatMap((directive): Directive[] => {
    const [name] = directive;
    if (name === 'script-src') return [[name, [...hashes, "'strict-dynamic'"]]];
    // Before the Trusted Types directives, as the build orders them.
    if (name === 'require-trusted-types-for') return [['frame-ancestors', ["'none'"]], directive];
    return [directive];
  });
  return serializePolicy(header);
}

/** Sent with every answer. */
export function securityHeaders(outDir: string): Record<string, string> {
  return {
    'Content-Security-Policy': sitePolicy(outDir),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Nothing the app does needs these; the video player's full screen is its own.
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), fullscreen=(self), picture-in-picture=(self)',
    // No other site's window keeps a handle on the app's (the bank's page is opened in the same
    // tab, never as a pop-up).
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Browsers ignore it over plain HTTP; over HTTPS it keeps them there.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
}

/** Content-hashed build files: a new build has new names, so they are kept for good. */
export const hashedAssetsCaching = 'public, max-age=31536000, immutable';
/** Pages and unhashed files (favicon, service workers): checked with the host on every use. */
export const revalidatedCaching = 'no-cache';

export const cacheControlFor = (path: string): string =>
  path.startsWith('/assets/') ? hashedAssetsCaching : revalidatedCaching;

/** The headers as nginx `add_header` lines (`always`: on error answers too). */
export function nginxSnippet(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
}
