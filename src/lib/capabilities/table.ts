// The registry as the Markdown table of docs/capabilities.md (scripts/capability-table.ts writes
// it; a test fails when the page and the registry differ).
import { CAPABILITIES, VERSION_CAPABILITIES, type Capability } from './registry';

export const TABLE_START = '<!-- capability-table:start (npm run capability-table) -->';
export const TABLE_END = '<!-- capability-table:end -->';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const inEarlierSet = (capability: Capability): string =>
  (VERSION_CAPABILITIES.earlier as readonly string[]).includes(capability.id) ? 'on' : 'off';

export function capabilityTable(): string {
  const rows = (CAPABILITIES as readonly Capability[]).map((capability) =>
    [
      `\`${capability.id}\` ${capability.name}`,
      capability.origin === 'later' ? 'later version' : 'extension',
      inEarlierSet(capability),
      capability.offers,
      capability.discovery,
      capability.without,
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    '| Capability | From | Earlier set | What a server with it offers | How the app finds out | What happens without it |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

/** `page` with the table between its markers replaced by the registry's. */
export function withCapabilityTable(page: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error('the page has no capability table markers');
  return `${page.slice(0, start + TABLE_START.length)}\n\n${capabilityTable()}\n\n${page.slice(end)}`;
}

/** The table between the markers of `page`, each row's cells trimmed (Prettier pads them). */
export function capabilityTableIn(page: string): string {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) return '';
  return normalizedTable(page.slice(start + TABLE_START.length, end));
}

export const normalizedTable = (table: string): string =>
  table
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim().replace(/^-{3,}$/, '---'))
        .join('|'),
    )
    .join('\n');
