// Writes the capability registry's table into docs/capabilities.md, formatted as Prettier would.
// Usage: npm run capability-table
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { withCapabilityTable } from '../src/lib/capabilities/table';

const page = join(process.cwd(), 'docs/capabilities.md');
const text = withCapabilityTable(readFileSync(page, 'utf8'));
const options = (await resolveConfig(page)) ?? {};
writeFileSync(page, await format(text, { ...options, filepath: page }));
console.log('docs/capabilities.md ← src/lib/capabilities/registry.ts');
