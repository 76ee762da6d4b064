// `npm run perf`: Lighthouse (mobile, simulated slow 4G and 4x CPU) on every public route of the
// production build, pointed at the standalone mock backend, three runs per route; prints the
// medians and writes them to reports/perf-<time>.json. A benchmark, not a test: timings on shared
// machines are noisy, so it is not part of `npm test`. Then, for every route, when the page first
// answers a press (scripts/first-input.ts): first paint, first working input and that press's INP.
// Options: --runs N (default 3), --route /path (repeatable: only these), --no-build (reuse dist-perf/),
// --explain-tti (after each run, which simulated task and download ended its time to interactive).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startMockServer } from '../mocks/server/mock-server';
import { firstInputTable, measureFirstInput, slowPhone } from './first-input';
import { explainLastInteractive, forgetLastSimulation } from './lib/lantern-tti';
import { prerenderedRoutes } from './public-routes';
import {
  chromiumArgs,
  chromiumPath,
  runCommand,
  serveBuild,
  type ServedBuild,
} from './static-host';

const root = process.cwd();
const outDir = 'dist-perf';

function option(name: string): string[] {
  const values: string[] = [];
  process.argv.forEach((arg, index) => {
    if (arg === name && process.argv[index + 1]) values.push(process.argv[index + 1]!);
  });
  return values;
}

const runs = Number(option('--runs')[0] ?? 3);
const onlyRoutes = option('--route');
const skipBuild = process.argv.includes('--no-build');
/** --save-reports keeps every run's full Lighthouse report (JSON) in reports/lhr/ for diagnosis. */
const saveReports = process.argv.includes('--save-reports');
const explainTti = process.argv.includes('--explain-tti');

interface RunMetrics {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  /**
   * Time to Interactive: Lighthouse 10+ no longer scores it, but still computes it (the `metrics`
   * audit); the first-screen targets in docs/performance.md include it.
   */
  tti: number;
  bytes: number;
  lcpElement: string;
}

/** `npm run build` against the mock, without blocking the event loop the mock answers on. */
async function build(apiUrl: string): Promise<void> {
  const env = { ...process.env };
  delete env.NODE_ENV;
  await runCommand('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'warn'], {
    cwd: root,
    env: {
      ...env,
      VITE_API_MOCKING: 'off',
      VITE_API_BASE_URL: apiUrl,
      VITE_PUSHER_HOST: new URL(apiUrl).hostname,
      VITE_PUSHER_PORT: new URL(apiUrl).port,
      VITE_PUSHER_FORCE_TLS: 'false',
    },
  });
  // The same step `npm run build` runs after Vite: the public pages' first screens, with the
  // reads of the list and item pages answered by the mock.
  await runCommand('npx', ['tsx', 'scripts/prerender.ts', '--out-dir', outDir], { cwd: root, env });
}

async function firstId(apiUrl: string, path: string): Promise<number> {
  const response = await fetch(`${apiUrl}${path}`, { headers: { Accept: 'application/json' } });
  const body = (await response.json()) as unknown;
  const list = Array.isArray(body) ? body : (body as { data?: unknown[] }).data;
  const first = (list ?? [])[0] as { id?: number } | undefined;
  if (!first?.id) throw new Error(`${path} answered no item to measure`);
  return first.id;
}

async function measure(url: string, port: number, warmUp = false): Promise<RunMetrics> {
  forgetLastSimulation();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (explainTti && !warmUp) {
    const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
    const heading = `${new URL(url).pathname} (TTI is never below the LCP, ${lcp} ms):`;
    console.info([heading, ...explainLastInteractive()].join('\n'));
  }
  if (saveReports) {
    mkdirSync(join(root, 'reports', 'lhr'), { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'home';
    writeFileSync(join(root, 'reports', 'lhr', `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] } | undefined
  )?.items?.[0]?.items?.[0]?.node;
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    si: numeric('speed-index'),
    tti:
      (lhr.audits['metrics']?.details as { items?: { interactive?: number }[] } | undefined)
        ?.items?.[0]?.interactive ?? Number.NaN,
    bytes: numeric('total-byte-weight'),
    lcpElement: lcpItems?.selector ?? lcpItems?.nodeLabel ?? '',
  };
}

// The bundle has the API address built in: --no-build starts the mock where the last build expects it.
const apiUrlFile = join(root, outDir, 'perf-api-url.txt');
const mock = await startMockServer({
  host: '127.0.0.1',
  port: skipBuild ? Number(new URL(readFileSync(apiUrlFile, 'utf8').trim()).port) : 0,
});
let server: ServedBuild | undefined;
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  if (!skipBuild) {
    await build(mock.url);
    writeFileSync(apiUrlFile, mock.url);
  }
  server = await serveBuild(root, outDir);
  const base = server.url;

  const blogId = await firstId(mock.url, '/api/blogs?page=1');
  const courseId = await firstId(mock.url, '/api/all-courses-general?page=1');
  // Every prerendered page (the route list the build uses, so a new page is measured too), and
  // one article and one course of those the lists link to.
  const allRoutes = [...prerenderedRoutes, `/single-blog/${blogId}`, `/single-course/${courseId}`];
  const routes = onlyRoutes.length > 0 ? onlyRoutes : allRoutes;

  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });

  // A fresh Chromium's first page loads pay for its own start-up (processes, caches), not the
  // app's: two loads are made and thrown away before anything is measured.
  for (let warmUp = 0; warmUp < 2; warmUp += 1) await measure(base + routes[0], chrome.port, true);

  const rows: (RunMetrics & { route: string; scores: number[]; ttis: number[] })[] = [];
  for (const route of routes) {
    const measured: RunMetrics[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await measure(base + route, chrome.port));
    // The median run by score (Lighthouse's own advice), so the metrics shown belong together.
    const byScore = [...measured].sort((a, b) => a.score - b.score);
    const middle = byScore[Math.floor(byScore.length / 2)]!;
    // TTI moves by a second between runs (a task just over or under Lantern's 50 ms decides it),
    // so it is the median of the runs' own figures, with their range, not the median run's.
    const ttis = measured.map((m) => m.tti).sort((a, b) => a - b);
    rows.push({
      route,
      ...middle,
      tti: ttis[Math.floor(ttis.length / 2)]!,
      ttis,
      scores: measured.map((m) => m.score),
    });
    console.info(
      `${route}: ${measured.map((m) => m.score.toFixed(2)).join(' ')} (LCP ${middle.lcpElement})`,
    );
  }

  const table = [
    '| route | score | FCP | LCP | TBT | CLS | SI | TTI (range) | bytes |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| \`${row.route.replace(/\/\d+$/, '/{id}')}\` | ${row.score.toFixed(2)} | ${(row.fcp / 1000).toFixed(1)} s | ${(row.lcp / 1000).toFixed(1)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${(row.si / 1000).toFixed(1)} s | ${(row.tti / 1000).toFixed(1)} s (${(row.ttis[0]! / 1000).toFixed(1)}–${(row.ttis.at(-1)! / 1000).toFixed(1)}) | ${Math.round(row.bytes / 1024)} KB |`,
    ),
  ].join('\n');
  console.info(`\nLighthouse mobile, median of ${runs} per route:\n\n${table}\n`);
  console.info(`lowest median score: ${Math.min(...rows.map((row) => row.score)).toFixed(2)}`);

  chrome.kill();
  chrome = undefined;
  const firstInput = await measureFirstInput(base, routes, runs);
  const inputTable = firstInputTable(firstInput);
  console.info(
    `\nFirst working input (CPU ${slowPhone.cpuSlowdown}x, ${slowPhone.latencyMs} ms, 1.6 Mbps), median of ${runs} per route:\n\n${inputTable}\n`,
  );

  mkdirSync(join(root, 'reports'), { recursive: true });
  const file = join(root, 'reports', `perf-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown' },
        runs,
        lighthouse: '12.8.2',
        rows,
        firstInput,
      },
      null,
      2,
    ),
  );
  console.info(`written to ${file}`);
} finally {
  chrome?.kill();
  await server?.close();
  await mock.close();
}
