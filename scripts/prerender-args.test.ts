import { describe, expect, it } from 'vitest';
import { prerenderOutDir } from './prerender-args';

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
