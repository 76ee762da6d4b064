// `npm run best-practices`: Lighthouse's best-practices category on `/`, `/sign-in` and
// `/courses` of a production build (`npm run build` against the standalone mock backend), served
// with the headers docs/deployment.md gives a host (scripts/lib/security-headers.ts). Prints each
// page's score, the audits that lost points, and what the two XSS audits found (the Content
// Security Policy's strength, Trusted Types); fails when a score is under 0.95 or either audit
// finds a weakness of high severity. A benchmark-like check, not part of `npm test`: the unit
// and browser tests prove the policy itself.
// Options: --no-build (reuse dist-best-practices/), --route /path (repeatable: only these).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startMockServer } from '../mocks/server/mock-server';
import { cacheControlFor, securityHeaders } from './lib/security-headers';
import { chromiumArgs, chromiumPath, runCommand, serveBuild } from './static-host';

const root = process.cwd();
const outDir = 'dist-best-practices';
const minimumScore = 0.95;

const routeOptions = process.argv.flatMap((arg, index) =>
  arg === '--route' && process.argv[index + 1] ? [process.argv[index + 1]!] : [],
);
const routes = routeOptions.length > 0 ? routeOptions : ['/', '/sign-in', '/courses'];
const skipBuild = process.argv.includes('--no-build');

/** What `npm run build` makes, pointed at `apiUrl` for its API and realtime socket. */
async function build(apiUrl: string): Promise<void> {
  const env = { ...process.env };
  // vitest or a parent script may have set it; Vite would then make a development React build.
  delete env.NODE_ENV;
  const { hostname, port } = new URL(apiUrl);
  await runCommand(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env: {
        ...env,
        VITE_API_MOCKING: 'off',
        VITE_API_BASE_URL: apiUrl,
        VITE_PUSHER_HOST: hostname,
        VITE_PUSHER_PORT: port,
        VITE_PUSHER_FORCE_TLS: 'false',
      },
    },
  );
  // Only the first screens measured here: no linked article or course pages.
  await runCommand(
    'npx',
    ['tsx', 'scripts/prerender.ts', '--out-dir', outDir, '--linked-pages', '0'],
    {
      cwd: root,
      env,
    },
  );
}

interface Finding {
  description?: string;
  directive?: string;
  severity?: string;
}

/** What an informative audit (no score of its own) lists, one line each. */
function findings(audit: { details?: unknown } | undefined): Finding[] {
  const details = audit?.details as { items?: Finding[] } | undefined;
  return details?.items ?? [];
}

const describeFinding = (finding: Finding) =>
  `${finding.severity ?? '?'}: ${finding.directive ? `${finding.directive}: ` : ''}${
    typeof finding.description === 'string'
      ? finding.description
      : JSON.stringify(finding.description)
  }`;

// The bundle has the API address built in: --no-build starts the mock where the last build expects it.
const apiUrlFile = join(root, outDir, 'best-practices-api-url.txt');
const mock = await startMockServer({
  host: '127.0.0.1',
  port: skipBuild ? Number(new URL(readFileSync(apiUrlFile, 'utf8').trim()).port) : 0,
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
let site: Awaited<ReturnType<typeof serveBuild>> | undefined;
let failed = false;
try {
  if (!skipBuild) {
    await build(mock.url);
    writeFileSync(apiUrlFile, mock.url);
  }
  const headers = securityHeaders(join(root, outDir));
  site = await serveBuild(root, outDir, {
    headers: (path) => ({ ...headers, 'Cache-Control': cacheControlFor(path) }),
  });
  console.info(`Serving ${outDir}/ at ${site.url} with:`);
  for (const [name, value] of Object.entries(headers)) console.info(`  ${name}: ${value}`);

  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  const rows: string[] = [];
  for (const route of routes) {
    const result = await lighthouse(`${site.url}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['best-practices'],
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError)
      throw new Error(`Lighthouse could not audit ${route}: ${lhr?.runtimeError?.message}`);
    const category = lhr.categories['best-practices']!;
    const score = category.score ?? 0;
    const lost = category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${lhr.audits[ref.id]?.title})`);
    const csp = findings(lhr.audits['csp-xss']);
    const trustedTypes = findings(lhr.audits['trusted-types-xss']);
    const high = [...csp, ...trustedTypes].filter((finding) => finding.severity === 'High');
    rows.push(
      `| \`${route}\` | ${score.toFixed(2)} | ${csp.length} | ${trustedTypes.length} | ${high.length} |`,
    );
    console.info(`\n${route}: best practices ${score.toFixed(2)}`);
    if (lost.length > 0) console.info(`  audits that lost points: ${lost.join(', ')}`);
    for (const finding of csp) console.info(`  CSP against XSS, ${describeFinding(finding)}`);
    for (const finding of trustedTypes)
      console.info(`  Trusted Types, ${describeFinding(finding)}`);
    if (score < minimumScore || high.length > 0) failed = true;
  }
  console.info(
    [
      '',
      '| route | best practices | CSP findings | Trusted Types findings | high severity |',
      '|---|---|---|---|---|',
      ...rows,
      '',
      failed
        ? `FAILED: a score under ${minimumScore} or a finding of high severity.`
        : `Every page scores at least ${minimumScore}, with no finding of high severity.`,
    ].join('\n'),
  );
} finally {
  chrome?.kill();
  await site?.close();
  await mock.close();
}
if (failed) process.exit(1);
