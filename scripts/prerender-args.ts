import { resolve } from 'node:path';

/**
 * The build folder `--out-dir` names, as an absolute path: relative to the checkout, or as given
 * when absolute (like `vite build --outDir`); `dist` when not given.
 */
export function prerenderOutDir(argv: readonly string[], root: string): string {
  const index = argv.indexOf('--out-dir');
  const outDir = index > 0 ? argv[index + 1] : undefined;
  return resolve(root, outDir ?? 'dist');
}
