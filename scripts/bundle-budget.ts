// Builds the production bundle and fails when what `/` loads first (the entry script, its
// modulepreloads and its stylesheets, gzip) exceeds the budget in budget.json.
// Usage: npm run budget [-- --no-build]
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.cwd();
const dist = join(root, 'dist');
const { firstLoadKb } = JSON.parse(readFileSync(join(root, 'budget.json'), 'utf8')) as {
  firstLoadKb: number;
};

if (!process.argv.includes('--no-build')) execSync('npx vite build', { stdio: 'inherit' });

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const assets = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
].map((match) => match[1]!);

if (assets.length === 0) throw new Error('dist/index.html loads no script: is the build broken?');

const rows = assets.map((asset) => {
  const bytes = readFileSync(join(dist, asset.replace(/^\//, '')));
  return { asset, raw: bytes.length / 1024, gzip: gzipSync(bytes, { level: 9 }).length / 1024 };
});
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

console.log('\nWhat / loads first (KB):');
for (const row of rows)
  console.log(
    `  ${row.gzip.toFixed(1).padStart(7)} gzip  ${row.raw.toFixed(1).padStart(8)} raw  ${row.asset}`,
  );
console.log(`  ${total.toFixed(1).padStart(7)} gzip in all; budget ${firstLoadKb} KB`);

if (total > firstLoadKb) {
  console.error(
    `\nOver budget by ${(total - firstLoadKb).toFixed(1)} KB. Move code out of the entry (lazy routes and lazy components) before raising the budget.`,
  );
  process.exit(1);
}
console.log('Within budget.');
