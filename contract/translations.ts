// The app translates every message key a server sends with the `server` namespace
// (src/locales/<lang>/server.json). A key missing there shows the user a raw key, so the
// harness checks every key it receives against each language's file.
import arm from '../src/locales/arm/server.json';
import en from '../src/locales/en/server.json';
import ru from '../src/locales/ru/server.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

/**
 * Language code to the set of keys of its server namespace, bundled into the harness's package.
 * Every language of src/locales has its line (a test compares them with the folders).
 */
export const serverKeysByLanguage: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({ arm, en, ru }).map(([language, tree]) => [
    language,
    new Set(flatten(tree as Tree)),
  ]),
);

/** The languages whose server.json lacks `key` (empty when every language translates it). */
export function languagesMissing(key: string): string[] {
  return [...serverKeysByLanguage]
    .filter(([, keys]) => !keys.has(key))
    .map(([language]) => language);
}
