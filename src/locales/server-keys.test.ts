// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInstance, type ResourceKey } from 'i18next';
import { describe, expect, it } from 'vitest';
import { extensionKeys, extractKeys } from '../../scripts/extract-message-keys';
import serverKeys from '../../tests/fixtures/server-message-keys.json';
import arm from './arm/server.json';
import en from './en/server.json';
import ru from './ru/server.json';

// The backend answers with translation keys (tests/api/fixtures/server-message-keys.md lists them); the
// fixture lists all of them (scripts/extract-message-keys.ts). A key missing from the `server`
// namespace would show raw on screen, so every one must be translated in every language.

const languages = ['arm', 'en', 'ru'] as const;
const resources: Record<(typeof languages)[number], ResourceKey> = { arm, en, ru };

// Keys the client itself shows from the same namespace (code entry, role labels, guards, logout).
const clientKeys = [
  'auth.code_required',
  'auth.roles.instructor',
  'auth.roles.learner',
  'auth.unauthenticated',
  'auth.logout_success',
];

const repoRoot = resolve(__dirname, '../..');
const specPath = resolve(repoRoot, '../shared/spec/server-message-keys.md');

function flatten(value: unknown, prefix = '', into = new Map<string, unknown>()) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value);
  }
  return into;
}

function sortDeep(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, child]) => [key, sortDeep(child)]));
}

// Resolve through i18next itself, with the default '.' key separator and no fallback language,
// so a missing key comes back as the key.
const i18n = createInstance();
void i18n.init({
  initAsync: false,
  resources: Object.fromEntries(languages.map((lng) => [lng, { server: resources[lng] }])),
  ns: ['server'],
  defaultNS: 'server',
  fallbackLng: false,
  lng: 'en',
});

describe('server message keys fixture', () => {
  it('is a sorted list of distinct keys', () => {
    expect(serverKeys.length).toBeGreaterThan(100);
    expect(new Set(serverKeys).size).toBe(serverKeys.length);
    expect([...serverKeys].sort()).toEqual(serverKeys);
  });

  it('reads no keys from a parenthesised note of an item', () => {
    const markdown = [
      '## Courses (`auth.`)',
      '- Field validation, `auth.add_course.validation.<field>.<rule>` (sent in `errors`',
      '  relative to `auth.add_course.`, e.g. `validation.title_en.required`):',
      '  - `video.required`',
    ].join('\n');
    expect(extractKeys(markdown)).toEqual(['auth.add_course.validation.video.required']);
  });

  it.skipIf(!existsSync(specPath))('matches server-message-keys.md', () => {
    expect(extractKeys(readFileSync(specPath, 'utf8'))).toEqual(serverKeys);
  });
});

describe('extension message keys (api-spec/extension-message-keys.md)', () => {
  it('adds only keys the shared list lacks', () => {
    const added = extensionKeys();
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter((key) => serverKeys.includes(key))).toEqual([]);
  });
});

describe('server namespace', () => {
  const flat = Object.fromEntries(languages.map((lng) => [lng, flatten(resources[lng])]));
  const required = [...new Set([...serverKeys, ...extensionKeys(), ...clientKeys])].sort();

  for (const lng of languages) {
    describe(lng, () => {
      const t = i18n.getFixedT(lng, 'server');

      it('translates every key the backend sends and the client keys', () => {
        const unresolved = required.filter((key) => {
          const text: unknown = t(key, { returnObjects: true });
          return typeof text !== 'string' || text.trim() === '' || text === key;
        });
        expect(unresolved, `keys not translated in ${lng}/server.json`).toEqual([]);
      });

      it('has only non-empty strings, none equal to its key', () => {
        const bad = [...flat[lng]!]
          .filter(([key, text]) => {
            const leaf = key.slice(key.lastIndexOf('.') + 1);
            return typeof text !== 'string' || text.trim() === '' || text === key || text === leaf;
          })
          .map(([key]) => key);
        expect(bad).toEqual([]);
      });

      it('has no keys beyond the backend and client keys', () => {
        const extra = [...flat[lng]!.keys()].filter((key) => !required.includes(key));
        expect(extra).toEqual([]);
      });

      it('is sorted at every level, two-space indented, with a trailing newline', () => {
        const raw = readFileSync(resolve(__dirname, lng, 'server.json'), 'utf8');
        expect(raw).toBe(JSON.stringify(sortDeep(JSON.parse(raw)), null, 2) + '\n');
      });
    });
  }

  it('has exactly the same keys in arm, en and ru', () => {
    const keysOf = (lng: (typeof languages)[number]) => [...flat[lng]!.keys()].sort();
    expect(keysOf('arm')).toEqual(keysOf('en'));
    expect(keysOf('ru')).toEqual(keysOf('en'));
  });
});
