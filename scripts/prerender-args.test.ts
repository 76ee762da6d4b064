// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerenderLinkedPages, prerenderOutDir } from './prerender-args';
import { linkedPagesPerPattern } from './public-routes';

describe('prerenderOutDir', () => {
  it('keeps an absolute --out-dir as given', () => {
    expect(prerenderOutDir(['node', 'prerender.ts', '--out-dir', '/tmp/e2e-dist'], '/repo')).toBe(
      '/tmp/e2e-dist',
    );
  });

  it('resolves a relative --out-dir against the checkout', () => {
    expect(prerenderOutDir(['node', 'prerender.ts', '--out-dir', 'dist-e2e'], '/repo')).toBe(
      '/repo/dist-e2e',
    );
  });

  it('defaults to dist in the checkout', () => {
    expect(prerenderOutDir(['node', 'prerender.ts'], '/repo')).toBe('/repo/dist');
  });
});

describe('prerenderLinkedPages', () => {
  it('takes --linked-pages, zero included', () => {
    expect(prerenderLinkedPages(['node', 'prerender.ts', '--linked-pages', '2'])).toBe(2);
    expect(prerenderLinkedPages(['node', 'prerender.ts', '--linked-pages', '0'])).toBe(0);
  });

  it('defaults to the release limit', () => {
    expect(prerenderLinkedPages(['node', 'prerender.ts', '--out-dir', 'dist'])).toBe(
      linkedPagesPerPattern,
    );
  });

  it('refuses a count that is not a whole number', () => {
    for (const value of ['-1', '1.5', 'many', '', ' ', undefined])
      expect(() =>
        prerenderLinkedPages([
          'node',
          'prerender.ts',
          '--linked-pages',
          ...(value === undefined ? [] : [value]),
        ]),
      ).toThrow('--linked-pages');
  });
});
