/**
 * Reads the list of message keys the backend sends (server-message-keys.md; the repository's copy
 * is tests/api/fixtures/server-message-keys.md) and writes every full key, braces expanded, as a
 * sorted JSON array to tests/fixtures/server-message-keys.json. The locale test checks that every one of them is
 * translated in arm, en and ru.
 *
 * Usage: npx tsx scripts/extract-message-keys.ts [path/to/server-message-keys.md]
 * (a given path is relative to the current directory; the default is the repository's copy,
 * tests/api/fixtures/server-message-keys.md)
 *
 * How the document is read:
 * - Keys are the `backticked` tokens in list items and paragraphs under a `## ` heading; text
 *   before the first heading and the headings themselves give no keys.
 * - A heading with a backticked token ending in '.' (`auth.`) gives that prefix to the bare keys
 *   of its section; a key already starting with the prefix is taken as written.
 * - A list item with a pattern token (`auth.add_course.validation.<field>.<rule>`) gives the
 *   part before '<' as the prefix of the keys in its nested items.
 * - A token starting with '.' (`.max`) is a further rule of the field of the last full token in
 *   the same item: after `title_{en,ru,arm}.string`, `.max` means `title_{en,ru,arm}.max`.
 * - `{a,b}` groups expand to every combination.
 * - A parenthesised note in an item gives no keys (`(the backend sends these in `errors` …)`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KEY_SHAPE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/;

interface Item {
  indent: number;
  text: string;
}

interface Section {
  heading: string;
  prefix: string;
  items: Item[];
}

export function expandBraces(token: string): string[] {
  const match = /\{([^{}]*)\}/.exec(token);
  if (!match) return [token];
  const [group, alternatives = ''] = match;
  const before = token.slice(0, match.index);
  const after = token.slice(match.index + group.length);
  return alternatives
    .split(',')
    .map((alt) => alt.trim())
    .flatMap((alt) => expandBraces(before + alt + after));
}

function backticked(text: string): string[] {
  return [...text.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? '').trim());
}

function splitSections(markdown: string): Section[] {
  const sections: Section[] = [];
  let current: Section | undefined;
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^##\s+(.*)$/.exec(line)?.[1];
    if (heading !== undefined) {
      const prefix = backticked(heading).find((t) => t.endsWith('.')) ?? '';
      current = { heading, prefix, items: [] };
      sections.push(current);
      continue;
    }
    if (!current || line.trim() === '' || /^#/.test(line)) continue;
    const bullet = /^(\s*)[-*]\s+(.*)$/.exec(line);
    const last = current.items.at(-1);
    if (bullet) {
      current.items.push({ indent: (bullet[1] ?? '').length, text: bullet[2] ?? '' });
    } else if (last && /^\s+/.test(line)) {
      // Continuation line of the item above.
      last.text += ' ' + line.trim();
    } else {
      // A paragraph (no bullet): one item at indent -1, so it never nests under a bullet.
      current.items.push({ indent: -1, text: line.trim() });
    }
  }
  return sections;
}

export function extractKeys(markdown: string): string[] {
  const keys = new Set<string>();
  for (const section of splitSections(markdown)) {
    // Stack of enclosing list items and the prefix each gives to its nested items.
    const stack: { indent: number; prefix: string }[] = [];
    for (const item of section.items) {
      while ((stack.at(-1)?.indent ?? -Infinity) >= item.indent) stack.pop();
      const prefix = stack.at(-1)?.prefix ?? section.prefix;
      let ownPrefix = prefix;
      let field: string | undefined;
      for (const token of backticked(item.text.replace(/\([^()]*\)/g, ''))) {
        if (token.includes('<')) {
          ownPrefix = token.slice(0, token.indexOf('<'));
          continue;
        }
        let relative: string;
        if (token.startsWith('.')) {
          if (field === undefined) {
            throw new Error(`"${token}" has no field before it in: ${item.text}`);
          }
          relative = field + token;
        } else {
          relative = token;
          field = token.includes('.') ? token.slice(0, token.lastIndexOf('.')) : undefined;
        }
        const full = prefix && !relative.startsWith(prefix) ? prefix + relative : relative;
        for (const key of expandBraces(full)) {
          if (!KEY_SHAPE.test(key)) {
            throw new Error(`"${key}" (from "${token}" in "${section.heading}") is not a key`);
          }
          keys.add(key);
        }
      }
      stack.push({ indent: item.indent, prefix: ownPrefix });
    }
  }
  const sorted = [...keys].sort();
  // A key can't be both a leaf string and an object in the nested JSON.
  const set = new Set(sorted);
  for (const key of sorted) {
    const parts = key.split('.');
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('.');
      if (set.has(parent)) throw new Error(`"${parent}" is both a key and a parent of "${key}"`);
    }
  }
  return sorted;
}

/**
 * The keys of this API's own additions (api-spec/extension-message-keys.md): the later version's
 * calls and the extensions answer them although the list of the real backend's keys lacks them.
 * Accepted and translated like those keys.
 */
export function extensionKeys(): string[] {
  return extractKeys(readFileSync(resolve(repoRoot, 'api-spec/extension-message-keys.md'), 'utf8'));
}

function main(): void {
  const arg = process.argv[2];
  const source = arg
    ? resolve(process.cwd(), arg)
    : resolve(repoRoot, 'tests/api/fixtures/server-message-keys.md');
  const target = resolve(repoRoot, 'tests/fixtures/server-message-keys.json');
  const keys = extractKeys(readFileSync(source, 'utf8'));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, JSON.stringify(keys, null, 2) + '\n');
  const byTop = new Map<string, number>();
  for (const key of keys) {
    const top = key.slice(0, key.indexOf('.'));
    byTop.set(top, (byTop.get(top) ?? 0) + 1);
  }
  const summary = [...byTop].map(([top, n]) => `${top}.: ${n}`).join(', ');
  console.log(`${keys.length} keys (${summary}) -> ${target}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main();
}
