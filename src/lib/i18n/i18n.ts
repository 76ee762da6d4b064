import i18next, { type i18n as I18n, type Module } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { readStored, storedValues, writeStored } from '../storage';
import {
  defaultLanguage,
  fallbackLanguage,
  htmlLang,
  isLanguage,
  languages,
  type Language,
} from './languages';
import { defaultNamespace } from './namespaces';

// Each language and namespace is its own JSON chunk, fetched when first needed, so a page
// only downloads the words it shows. The developer panel's words ship with the panel (mock
// mode only, see mocks/dev-panel/mount.tsx), so production builds carry none of them.
const localeFiles = import.meta.glob<Record<string, unknown>>(
  ['../../locales/*/*.json', '!../../locales/*/dev-panel.json'],
  { import: 'default' },
);

const loadNamespace = resourcesToBackend((language: string, namespace: string) => {
  const load = localeFiles[`../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No translations for ${language}/${namespace}`));
});

/** The stored language, or Armenian (stored at once) when nothing valid is kept. */
export function readStoredLanguage(): Language {
  const stored = readStored(storedValues.language);
  if (stored) return stored;
  writeStored(storedValues.language, defaultLanguage);
  return defaultLanguage;
}

/**
 * Starts downloading namespaces of the stored language (and the English fallback) before
 * i18next asks for them: a first load fetches the route's words beside its chunk instead of
 * after the common words (docs/performance.md). i18next's later import of the same files is
 * answered by the module cache.
 */
export function preloadNamespaces(names: readonly string[]): void {
  const language = readStoredLanguage();
  const wanted = new Set([language, fallbackLanguage]);
  for (const lang of wanted)
    for (const name of new Set([defaultNamespace, ...names]))
      void localeFiles[`../../locales/${lang}/${name}.json`]?.().catch(() => undefined);
}

export interface I18nOptions {
  document?: Pick<Document, 'documentElement'>;
  /** The React binding (react-i18next) is added by the app: this layer stays free of React. */
  plugins?: Module[];
  /** Tests pass a fresh instance so each starts clean. */
  instance?: I18n;
}

export async function initI18n(options: I18nOptions = {}): Promise<I18n> {
  const doc = options.document ?? document;
  const instance = options.instance ?? i18next;
  const language = readStoredLanguage();

  const applyLanguage = (next: string) => {
    if (!isLanguage(next)) return;
    writeStored(storedValues.language, next);
    doc.documentElement.lang = htmlLang[next];
  };
  instance.on('languageChanged', applyLanguage);

  instance.use(loadNamespace);
  for (const plugin of options.plugins ?? []) instance.use(plugin);
  await instance.init({
    lng: language,
    fallbackLng: fallbackLanguage,
    supportedLngs: [...languages],
    // `arm` is not a BCP 47 code; without this i18next would look for a base language.
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    ns: [defaultNamespace],
    defaultNS: defaultNamespace,
    fallbackNS: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyLanguage(instance.language);
  return instance;
}
