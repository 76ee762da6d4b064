// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languages } from '@/lib/i18n/languages';

// Every JSON file under src/locales/<language>/<namespace>.json.
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (typeof value === 'string') {
    into.set(prefix, value);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, String(value));
  }
  return into;
}

const catalogue = new Map<string, Map<string, Flat>>();
for (const [path, content] of Object.entries(files)) {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  if (!catalogue.has(namespace)) catalogue.set(namespace, new Map());
  catalogue.get(namespace)!.set(language, flatten(content));
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('translation files', () => {
  it('exist for the common namespace in every language', () => {
    expect([...(catalogue.get('common')?.keys() ?? [])].sort()).toEqual([...languages].sort());
  });

  for (const [namespace, byLanguage] of catalogue) {
    describe(`namespace ${namespace}`, () => {
      it('exists in arm, en and ru', () => {
        expect([...byLanguage.keys()].sort()).toEqual([...languages].sort());
      });

      const allKeys = new Set([...byLanguage.values()].flatMap((flat) => [...flat.keys()]));
      for (const language of languages) {
        it(`has every key in ${language}, each with text`, () => {
          const flat = byLanguage.get(language) ?? new Map<string, string>();
          const missing = [...allKeys].filter((key) => !flat.has(key));
          expect(missing, `keys missing in ${language}/${namespace}.json`).toEqual([]);
          const empty = [...flat].filter(([, text]) => text.trim() === '').map(([key]) => key);
          expect(empty, `empty texts in ${language}/${namespace}.json`).toEqual([]);
        });
      }

      it('uses the same placeholders in every language', () => {
        const english = byLanguage.get('en') ?? new Map<string, string>();
        for (const language of languages) {
          for (const [key, text] of byLanguage.get(language) ?? []) {
            expect(placeholders(text), `${language}/${namespace}.json ${key}`).toEqual(
              placeholders(english.get(key) ?? ''),
            );
          }
        }
      });
    });
  }
});
