// The hand-written product code under src/ (no tests, nothing generated), for the tests that
// keep a decision in one home by reading the code: each names the files it allows, with why.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const repositoryRoot = join(import.meta.dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Repository-relative paths (`src/lib/http/api-error.ts`) of the product code. */
export const appSourceFiles = (): string[] =>
  sourceFiles(join(repositoryRoot, 'src'))
    .map((path) => relative(repositoryRoot, path).split('\\').join('/'))
    .filter((path) => !path.startsWith('src/generated/'));

/** The code without its comments (a comment may name what the code must not do). */
export const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** A product file's code, without its comments. */
export const codeOf = (path: string): string =>
  withoutComments(readFileSync(join(repositoryRoot, path), 'utf8'));
