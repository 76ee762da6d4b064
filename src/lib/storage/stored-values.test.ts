// The registry is the one list of what the app keeps in the browser: its keys are the ones
// browsers already hold (changing one signs people out or loses their drafts), no two values
// share a key, what is read by name outside the app's modules is in it, and each value's text
// reads back as the value written.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES_STORAGE_KEY } from '../../../mocks/lib/capabilities';
import { SCENARIO_STORAGE_KEY } from '../../../mocks/lib/scenario';
import { THROTTLE_STORAGE_KEY } from '../../../mocks/lib/throttle';
import { LOCAL_STORAGE_KEY as MOCK_DB_KEY } from '../../../mocks/db/store';
import { readStored, writeStored, type StoredValue } from './browser-storage';
import { storedValues, type StoredProgress } from './stored-values';

const root = join(import.meta.dirname, '..', '..', '..');

/** Every entry: a single value's key, or a family's prefix. */
const listed = Object.entries(storedValues).map(([name, entry]) =>
  typeof entry === 'function'
    ? { name, area: entry.area, key: entry.prefix, family: true }
    : { name, area: entry.area, key: entry.key, family: false },
);

describe('the stored values registry', () => {
  it('keeps the keys and areas browsers already hold', () => {
    expect(
      Object.fromEntries(listed.map(({ name, area, key }) => [name, `${area} ${key}`])),
    ).toEqual({
      token: 'local token',
      language: 'local lang',
      helpAssistantDismissed: 'local academy.help-assistant',
      quizAnswers: 'local academy.quiz.',
      progress: 'local academy.progress.',
      blogPage: 'session blogCurrentPage',
      courseDraft: 'session academy.course-draft.',
      bankPayment: 'session academy.bankPayment.',
    });
    expect(storedValues.quizAnswers(4, 17).key).toBe('academy.quiz.4.17');
    expect(storedValues.progress(4).key).toBe('academy.progress.4');
    expect(storedValues.courseDraft(null).key).toBe('academy.course-draft.new');
    expect(storedValues.courseDraft(9).key).toBe('academy.course-draft.course-9');
    expect(storedValues.bankPayment('course_purchase', 17).key).toBe(
      'academy.bankPayment.course_purchase.17',
    );
    expect(storedValues.bankPayment('add_funds', null).key).toBe(
      'academy.bankPayment.add_funds.wallet',
    );
  });

  it("names one course's value with the same object every time (a hook's dependency)", () => {
    expect(storedValues.courseDraft(null)).toBe(storedValues.courseDraft(null));
    expect(storedValues.quizAnswers(1, 2)).toBe(storedValues.quizAnswers(1, 2));
    expect(storedValues.quizAnswers(1, 2)).not.toBe(storedValues.quizAnswers(2, 1));
  });

  it('gives no two values one key: no key is another, or starts with a family prefix', () => {
    const mockKeys = [
      MOCK_DB_KEY,
      SCENARIO_STORAGE_KEY,
      CAPABILITIES_STORAGE_KEY,
      THROTTLE_STORAGE_KEY,
    ];
    for (const entry of listed) {
      for (const other of listed) {
        if (other === entry) continue;
        const clash = other.family ? entry.key.startsWith(other.key) : entry.key === other.key;
        expect(clash, `${entry.name} and ${other.name}`).toBe(false);
      }
      // The mock backend keeps its data beside the app's in the same storage.
      for (const mockKey of mockKeys)
        expect(entry.family ? mockKey.startsWith(entry.key) : mockKey === entry.key).toBe(false);
    }
  });

  it('lists every key read by name before the app starts (index.html, the early menu, the mock bank)', () => {
    const readers = [
      'index.html',
      'src/app/first-screen/early-language-menu.ts',
      'mocks/payments/bank-page-script.ts',
    ];
    const read = readers.flatMap((file) =>
      [
        ...readFileSync(join(root, file), 'utf8').matchAll(
          /(localStorage|sessionStorage)\.(?:getItem|setItem|removeItem)\(\s*'([^']+)'/g,
        ),
      ].map(([, storage, key]) => `${storage === 'localStorage' ? 'local' : 'session'} ${key}`),
    );
    expect(new Set(read)).toEqual(
      new Set(['local lang', 'local token', 'session blogCurrentPage']),
    );
    const singles = listed.filter((entry) => !entry.family).map((e) => `${e.area} ${e.key}`);
    for (const each of read) expect(singles).toContain(each);
  });

  const roundTrip = <T>(entry: StoredValue<T>, value: T) => {
    expect(writeStored(entry, value)).toBe(true);
    expect(readStored(entry)).toEqual(value);
  };

  it('reads back each value as written', () => {
    roundTrip(storedValues.token, '12|abc');
    roundTrip(storedValues.language, 'en');
    roundTrip(storedValues.helpAssistantDismissed, 'dismissed');
    roundTrip(storedValues.quizAnswers(1, 2), { answers: { 5: [1, 3] }, practice: { a: 'x' } });
    const progress: StoredProgress = {
      position_seconds: 60,
      duration_seconds: 600,
      completed: false,
      updated_at: '2026-05-01T10:00:00Z',
      pending: true,
    };
    roundTrip(storedValues.progress(1), { '17': progress });
    roundTrip(storedValues.blogPage, 4);
    roundTrip(storedValues.courseDraft(3), {
      savedAt: 1_700_000_000_000,
      values: { title_en: 'A' },
    });
    roundTrip(storedValues.bankPayment('course_purchase', 3), 'pay_123');
  });

  it('stores text as the readers by name expect it', () => {
    writeStored(storedValues.language, 'ru');
    writeStored(storedValues.blogPage, 2);
    expect(localStorage.getItem('lang')).toBe('ru');
    expect(sessionStorage.getItem('blogCurrentPage')).toBe('2');
  });

  it('keeps what still has its shape and drops what lost it', () => {
    localStorage.setItem(
      'academy.quiz.1.2',
      JSON.stringify({ answers: { 1: [2], 2: 'three', 3: [4, 'x'] }, practice: { a: 'x', b: 5 } }),
    );
    expect(readStored(storedValues.quizAnswers(1, 2))).toEqual({
      answers: { 1: [2] },
      practice: { a: 'x' },
    });
    const kept = { position_seconds: 1, duration_seconds: 2, completed: false, updated_at: 'now' };
    localStorage.setItem(
      'academy.progress.1',
      JSON.stringify({ 17: kept, 18: { position_seconds: '1' }, 19: null }),
    );
    expect(readStored(storedValues.progress(1))).toEqual({ 17: kept });
    localStorage.setItem('academy.quiz.1.2', JSON.stringify({ answers: {} }));
    expect(readStored(storedValues.quizAnswers(1, 2))).toBeNull();
    localStorage.setItem('academy.help-assistant', 'shown');
    expect(readStored(storedValues.helpAssistantDismissed)).toBeNull();
    sessionStorage.setItem('blogCurrentPage', '2.5');
    expect(readStored(storedValues.blogPage)).toBeNull();
  });
});
