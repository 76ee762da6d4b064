// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { formatDate } from './dates';
import { cachedFormatter } from './intl-cache';

describe('cachedFormatter', () => {
  it('builds a formatter once per key and hands back the same one', () => {
    const create = vi.fn(() => new Intl.NumberFormat('en'));
    const first = cachedFormatter('test:en', create);
    expect(cachedFormatter('test:en', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    const other = vi.fn(() => new Intl.NumberFormat('ru'));
    expect(cachedFormatter('test:ru', other)).not.toBe(first);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('keeps languages apart: a cached formatter never answers for another language', () => {
    expect(formatDate('2026-11-24T10:00:00Z', 'en')).toBe('November 24, 2026');
    expect(formatDate('2026-11-24T10:00:00Z', 'ru')).toMatch(/ноября 2026/);
    expect(formatDate('2026-11-24T10:00:00Z', 'en')).toBe('November 24, 2026');
  });
});
