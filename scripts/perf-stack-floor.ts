// `npm run perf:stack-floor`: the floor under `npm run perf`'s time to interactive. It builds
// scripts/stack-floor/stack-floor-page.tsx (the stack the spec README fixes and nothing else),
// puts it in a prerendered page of the last `npm run perf` build in place of the app's scripts,
// requested the same way (after the paint), and runs the same Lighthouse profile on it. The
// difference between this and the page's own figure is what the app itself adds.
// Options: --route /path (default /sign-in; it must be in dist-perf/), --runs N (default 5),
// --explain-tti (which simulated task ended each run's TTI).
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { reactModules } from './lib/chunk-groups';
import { explainLastInteractive, forgetLastSimulation } from './lib/lantern-tti';
import { prerenderedFileName, withOtherScripts } from './prerender-html';
import { chromiumArgs, chromiumPath, serveBuild } from './static-host';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const root = process.cwd();
const route = option('--route') ?? '/sign-in';
const runs = Number(option('--runs') ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');
const explainTti = process.argv.includes('--explain-tti');
const builtPage = join(root, 'dist-perf', prerenderedFileName(route));
if (!existsSync(builtPage)) {
  throw new Error(`${builtPage} is missing: run npm run perf -- --route ${route} first`);
}

const work = mkdtempSync(join(tmpdir(), 'stack-floor-'));
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  const floorOut = join(work, 'floor');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir: floorOut,
      emptyOutDir: true,
      rolldownOptions: {
        input: { floor: join(root, 'scripts/stack-floor/stack-floor-page.tsx') },
        // Chunked like the app: React in its own file, the rest of the stack in another.
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: reactModules, priority: 20 },
              { name: 'stack', test: /node_modules/, priority: 10 },
            ],
          },
        },
      },
    },
  });
  const site = join(work, 'site');
  cpSync(join(root, 'dist-perf'), site, { recursive: true });
  const floorFiles = readdirSync(join(floorOut, 'assets')).filter((file) => file.endsWith('.js'));
  for (const file of floorFiles) cpSync(join(floorOut, 'assets', file), join(site, 'assets', file));
  const entry = floorFiles.find((file) => file.startsWith('floor-'));
  if (!entry) throw new Error('the floor build has no entry chunk');
  const pageFile = join(site, prerenderedFileName(route));
  writeFileSync(
    pageFile,
    withOtherScripts(
      readFileSync(pageFile, 'utf8'),
      floorFiles.filter((file) => file !== entry).map((file) => `/assets/${file}`),
      `/assets/${entry}`,
    ),
  );

  const server = await serveBuild(work, 'site');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  try {
    const measured: { tti: number; fcp: number; lcp: number; kb: number }[] = [];
    // Two loads thrown away first, as npm run perf does: a fresh Chromium's start is not the page's.
    for (let run = -2; run < runs; run += 1) {
      forgetLastSimulation();
      const result = await lighthouse(server.url + route, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (run < 0) continue;
      if (!result || result.lhr.runtimeError) {
        throw new Error(
          `Lighthouse could not measure ${route}: ${result?.lhr.runtimeError?.message}`,
        );
      }
      const audits = result.lhr.audits;
      const tti = (audits['metrics']?.details as { items?: { interactive?: number }[] } | undefined)
        ?.items?.[0]?.interactive;
      const row = {
        tti: tti ?? Number.NaN,
        fcp: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
        lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        kb: (audits['total-byte-weight']?.numericValue ?? Number.NaN) / 1024,
      };
      measured.push(row);
      console.info(
        `run ${run + 1}: TTI ${(row.tti / 1000).toFixed(2)} s, FCP ${(row.fcp / 1000).toFixed(2)} s, LCP ${(row.lcp / 1000).toFixed(2)} s, ${Math.round(row.kb)} KB`,
      );
      if (explainTti) console.info(explainLastInteractive().join('\n'));
    }
    const ttis = measured.map((row) => row.tti);
    console.info(
      `\n${route} with only the fixed stack (${floorFiles.length} scripts), median of ${runs}: ` +
        `TTI ${(median(ttis) / 1000).toFixed(2)} s (${(Math.min(...ttis) / 1000).toFixed(2)}–${(Math.max(...ttis) / 1000).toFixed(2)}), ` +
        `FCP ${(median(measured.map((row) => row.fcp)) / 1000).toFixed(2)} s, ` +
        `${Math.round(median(measured.map((row) => row.kb)))} KB; ` +
        `machine: ${availableParallelism()} cores, ${cpus()[0]?.model ?? 'unknown CPU'}`,
    );
  } finally {
    await chrome.kill();
    await server.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
