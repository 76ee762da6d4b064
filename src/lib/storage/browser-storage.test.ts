// Storage that refuses (disabled, full, missing) never breaks a page, and a value that does not
// parse reads as absent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, removeStored, writeStored } from './browser-storage';
import { storedValues } from './stored-values';

const denied = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('browser storage', () => {
  // Storage back before the shared clean-up empties it.
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps, reads and forgets a value in its own area', () => {
    expect(writeStored(storedValues.token, '7|secret')).toBe(true);
    expect(localStorage.getItem('token')).toBe('7|secret');
    expect(readStored(storedValues.token)).toBe('7|secret');
    expect(writeStored(storedValues.blogPage, 3)).toBe(true);
    expect(sessionStorage.getItem('blogCurrentPage')).toBe('3');
    expect(localStorage.getItem('blogCurrentPage')).toBeNull();
    removeStored(storedValues.token);
    expect(readStored(storedValues.token)).toBeNull();
    expect(readStored(storedValues.blogPage)).toBe(3);
  });

  it('reads nothing stored as absent', () => {
    expect(readStored(storedValues.language)).toBeNull();
    expect(readStored(storedValues.quizAnswers(1, 2))).toBeNull();
  });

  it('reads a value that does not parse as absent, and leaves other values alone', () => {
    localStorage.setItem('lang', 'de');
    sessionStorage.setItem('blogCurrentPage', '0');
    localStorage.setItem('academy.quiz.1.2', '{not json');
    localStorage.setItem('academy.progress.1', '[1, 2]');
    sessionStorage.setItem('academy.course-draft.new', JSON.stringify({ savedAt: 'yesterday' }));
    localStorage.setItem('token', '');
    expect(readStored(storedValues.language)).toBeNull();
    expect(readStored(storedValues.blogPage)).toBeNull();
    expect(readStored(storedValues.quizAnswers(1, 2))).toBeNull();
    expect(readStored(storedValues.progress(1))).toBeNull();
    expect(readStored(storedValues.courseDraft(null))).toBeNull();
    expect(readStored(storedValues.token)).toBeNull();
    localStorage.setItem('lang', 'ru');
    expect(readStored(storedValues.language)).toBe('ru');
  });

  it('never throws where storage is disabled: reads are absent, writes say they failed', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(denied);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
    expect(() => globalThis.localStorage).toThrow();
    expect(readStored(storedValues.token)).toBeNull();
    expect(writeStored(storedValues.token, 't')).toBe(false);
    expect(() => removeStored(storedValues.token)).not.toThrow();
    expect(readStored(storedValues.bankPayment('add_funds', null))).toBeNull();
    expect(writeStored(storedValues.bankPayment('add_funds', null), 'p-1')).toBe(false);
  });

  it('never throws where storage is full or its calls refuse', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(denied);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(denied);
    expect(writeStored(storedValues.helpAssistantDismissed, 'dismissed')).toBe(false);
    expect(readStored(storedValues.helpAssistantDismissed)).toBeNull();
    expect(() => removeStored(storedValues.helpAssistantDismissed)).not.toThrow();
  });

  it('never throws where the browser has no storage at all', () => {
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(undefined as unknown as Storage);
    expect(readStored(storedValues.language)).toBeNull();
    expect(writeStored(storedValues.language, 'en')).toBe(false);
    expect(() => removeStored(storedValues.language)).not.toThrow();
  });
});
