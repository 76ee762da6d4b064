// Builds the production bundle and fails when what `/` loads first (the entry script and the
// chunks its loader preloads, and its stylesheets, gzip) exceeds the budget in budget.json. Then builds the
// browser-test bundle (`--mode e2e`, mocks on) and checks the in-browser mock backend: the chunks
// that `mocks/browser.ts` loads beyond what the app has already loaded. The developer panel (its
// own dynamic import, mounted after the mock has started) is printed beyond both, with no limit.
// Usage: npm run budget [-- --no-build] (--no-build reads dist/ and dist-e2e/ as they are)
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appModules } from './app-loader-html';

const root = process.cwd();
const dist = join(root, 'dist');
const distE2e = join(root, 'dist-e2e');
const { firstLoadKb, mockChunkKb } = JSON.parse(
  readFileSync(join(root, 'budget.json'), 'utf8'),
) as { firstLoadKb: number; mockChunkKb: number };

if (!process.argv.includes('--no-build')) {
  execSync('npx vite build', { stdio: 'inherit' });
  execSync('npx vite build --mode e2e --manifest', { stdio: 'inherit' });
}

const gzipKb = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length / 1024;

interface Row {
  asset: string;
  raw: number;
  gzip: number;
}
/** Prints the files' sizes and their gzip total against the budget (if any); returns the total. */
function report(title: string, rows: Row[], budgetKb: number | null): number {
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`\n${title} (KB):`);
  for (const row of rows)
    console.log(
      `  ${row.gzip.toFixed(1).padStart(7)} gzip  ${row.raw.toFixed(1).padStart(8)} raw  ${row.asset}`,
    );
  const limit = budgetKb === null ? 'no budget, for information' : `budget ${budgetKb} KB`;
  console.log(`  ${total.toFixed(1).padStart(7)} gzip in all; ${limit}`);
  return total;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const { entry, preload } = appModules(html);
const assets = [
  entry,
  ...preload,
  ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]!),
];

if (assets.length === 0) throw new Error('dist/index.html loads no script: is the build broken?');

const rows = assets.map((asset) => {
  const file = join(dist, asset.replace(/^\//, ''));
  return { asset, raw: readFileSync(file).length / 1024, gzip: gzipKb(file) };
});
const total = report('What / loads first', rows, firstLoadKb);

/** A chunk of Vite's manifest: its file and the chunks it imports statically. */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}
const manifestFile = join(distE2e, '.vite', 'manifest.json');
if (!existsSync(manifestFile))
  throw new Error('dist-e2e has no .vite/manifest.json: run without --no-build once.');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
/** A chunk's file and every file it imports statically, transitively. */
const closure = (key: string, seen = new Set<string>()): Set<string> => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(next, seen);
  return seen;
};
const appKeys = closure('index.html');
const mockKey = Object.keys(manifest).find((key) => manifest[key]!.src === 'mocks/browser.ts');
if (!mockKey) throw new Error('The e2e build has no mocks/browser.ts chunk: is mocking on?');
/** The rows of the e2e build's chunks `keys`, except those in `loaded`. */
const e2eRows = (keys: Set<string>, loaded: Set<string>): Row[] =>
  [...keys]
    .filter((key) => !loaded.has(key))
    .map((key) => {
      const file = join(distE2e, manifest[key]!.file);
      return {
        asset: manifest[key]!.file,
        raw: readFileSync(file).length / 1024,
        gzip: gzipKb(file),
      };
    });
const mockKeys = closure(mockKey);
const mockTotal = report(
  'The in-browser mock backend, beyond the app (e2e build)',
  e2eRows(mockKeys, appKeys),
  mockChunkKb,
);
const panelKey = Object.keys(manifest).find(
  (key) => manifest[key]!.src === 'mocks/dev-panel/mount.tsx',
);
if (panelKey)
  report(
    'The developer panel, beyond the app and the mock (e2e build, loaded after them)',
    e2eRows(closure(panelKey), new Set([...appKeys, ...mockKeys])),
    null,
  );

let failed = false;
if (total > firstLoadKb) {
  console.error(
    `\nFirst load over budget by ${(total - firstLoadKb).toFixed(1)} KB. Move code out of the entry (lazy routes and lazy components) before raising the budget.`,
  );
  failed = true;
}
if (mockTotal > mockChunkKb) {
  console.error(
    `\nMock backend over budget by ${(mockTotal - mockChunkKb).toFixed(1)} KB. Keep generators and lookup tables out of the browser's mock (docs/mock-backend.md) before raising the budget.`,
  );
  failed = true;
}
if (failed) process.exit(1);
console.log('Within budget.');
