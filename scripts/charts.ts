// Writes docs/machines/<name>.md, a Mermaid state chart of every machine in src/machines/.
// Usage: npm run charts
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chartFileName, chartPage, machinesOf } from './lib/mermaid-chart';

const root = process.cwd();
const machinesDir = join(root, 'src/machines');
const outDir = join(root, 'docs/machines');

const machineFiles = readdirSync(machinesDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.machine.ts'))
  .sort();

const written = new Set<string>();
for (const file of machineFiles) {
  const module = (await import(pathToFileURL(join(machinesDir, file)).href)) as Record<
    string,
    unknown
  >;
  const machines = machinesOf(module);
  if (Object.keys(machines).length === 0) continue;
  const name = chartFileName(file);
  writeFileSync(join(outDir, name), chartPage(file, machines));
  written.add(name);
  console.log(`${relative(root, join(outDir, name))} ← src/machines/${file}`);
}
for (const stale of readdirSync(outDir).filter(
  (file) => file.endsWith('.md') && !written.has(file),
)) {
  rmSync(join(outDir, stale));
  console.log(`removed stale ${stale}`);
}
