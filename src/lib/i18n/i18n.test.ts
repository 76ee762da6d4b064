import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, readStoredLanguage } from './i18n';

describe('language choice', () => {
  it('starts in Armenian and stores it when nothing is stored', async () => {
    const i18n = await initI18n({ instance: createInstance() });
    expect(i18n.language).toBe('arm');
    expect(localStorage.getItem('lang')).toBe('arm');
    expect(document.documentElement.lang).toBe('hy');
    expect(i18n.t('nav.home')).toBe('Գլխավոր');
  });

  it('keeps a stored language and ignores an invalid one', () => {
    localStorage.setItem('lang', 'ru');
    expect(readStoredLanguage()).toBe('ru');
    localStorage.setItem('lang', 'de');
    expect(readStoredLanguage()).toBe('arm');
    expect(localStorage.getItem('lang')).toBe('arm');
  });

  it('stores a change and sets <html lang> to a valid code', async () => {
    localStorage.setItem('lang', 'en');
    const i18n = await initI18n({ instance: createInstance() });
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('ru');
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(i18n.t('nav.home')).toBe('Главная');
  });

  it('falls back to English for a key missing in the current language', async () => {
    localStorage.setItem('lang', 'arm');
    const i18n = await initI18n({ instance: createInstance() });
    i18n.addResource('en', 'common', 'onlyInEnglish', 'Only in English');
    expect(i18n.t('onlyInEnglish')).toBe('Only in English');
  });
});
