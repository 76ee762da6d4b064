// @vitest-environment node
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { longestFirst, longestJourneys } from './journey-order';

describe('the browser journeys’ order', () => {
  it('names only journey files that exist, each once', () => {
    for (const file of longestJourneys)
      expect(existsSync(join(import.meta.dirname, '../../tests/browser', file)), file).toBe(true);
    expect(new Set(longestJourneys).size).toBe(longestJourneys.length);
  });

  it('starts the listed files first, longest first, and keeps the order of the rest', () => {
    const files = [
      '/repo/tests/browser/mobile.spec.ts',
      '/repo/tests/browser/courses.spec.ts',
      '/repo/tests/browser/guards.spec.ts',
      '/repo/tests/browser/first-paint.spec.ts',
    ];
    expect(longestFirst(files, (file) => file)).toEqual([
      '/repo/tests/browser/first-paint.spec.ts',
      '/repo/tests/browser/courses.spec.ts',
      '/repo/tests/browser/mobile.spec.ts',
      '/repo/tests/browser/guards.spec.ts',
    ]);
  });
});
