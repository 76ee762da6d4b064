import { resolve } from 'node:path';
import { linkedPagesPerPattern } from './public-routes';

/**
 * The build folder `--out-dir` names, as an absolute path: relative to the checkout, or as given
 * when absolute (like `vite build --outDir`); `dist` when not given.
 */
export function prerenderOutDir(argv: readonly string[], root: string): string {
  const index = argv.indexOf('--out-dir');
  const outDir = index > 0 ? argv[index + 1] : undefined;
  return resolve(root, outDir ?? 'dist');
}

/**
 * How many linked articles and courses (each) `--linked-pages` allows: the browser journeys'
 * build needs one of each, not the 60 a release makes (each page costs Chromium about a second).
 */
export function prerenderLinkedPages(argv: readonly string[]): number {
  const index = argv.indexOf('--linked-pages');
  if (index < 0) return linkedPagesPerPattern;
  const value = argv[index + 1] ?? '';
  if (!/^\d+$/.test(value))
    throw new Error(`--linked-pages takes a whole number ≥ 0, not "${value}"`);
  return Number(value);
}
