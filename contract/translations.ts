// The app translates every message key a server sends with the `server` namespace
// (src/locales/<lang>/server.json). A key missing there shows the user a raw key, so the
// harness checks every key it receives against each language's file.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const localesDir = join(import.meta.dirname, '../src/locales/');

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

/** Language code to the set of keys of its server namespace. */
export const serverKeysByLanguage: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${localesDir}${entry.name}/server.json`))
    .map((entry) => [
      entry.name,
      new Set(
        flatten(JSON.parse(readFileSync(`${localesDir}${entry.name}/server.json`, 'utf8')) as Tree),
      ),
    ]),
);

/** The languages whose server.json lacks `key` (empty when every language translates it). */
export function languagesMissing(key: string): string[] {
  return [...serverKeysByLanguage]
    .filter(([, keys]) => !keys.has(key))
    .map(([language]) => language);
}
