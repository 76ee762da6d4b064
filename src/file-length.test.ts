// @vitest-environment node
// A hand-written file of src/ stays under 400 lines: past that it is nearly always several
// concerns in one file (a page with its form, its panels and its clock), which is split into
// parts instead. Generated code and tests are not counted. A file listed below may not grow; it
// leaves the list once split.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 400;
const src = import.meta.dirname;

/** Over the limit for now, each with the length it may not exceed and why it is still one file. */
const OVER_FOR_NOW: Record<string, { lines: number; why: string }> = {};

const handWritten = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : handWritten(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const lengths = Object.fromEntries(
  handWritten(src).map((file) => [
    relative(src, file).split('\\').join('/'),
    readFileSync(file, 'utf8').split('\n').length - 1,
  ]),
);

/** The files longer than allowed: over the limit and not listed, or listed and grown. */
function tooLong(files: Record<string, number>, listed = OVER_FOR_NOW): string[] {
  return Object.entries(files)
    .filter(([file, lines]) => lines > (listed[file]?.lines ?? MAX_LINES))
    .map(([file, lines]) => `${file}: ${lines} lines`);
}

describe('file length', () => {
  it(`keeps every hand-written file of src/ within ${MAX_LINES} lines`, () => {
    expect(tooLong(lengths)).toEqual([]);
  });

  it('lists only files that are still over the limit and exist', () => {
    const stale = Object.keys(OVER_FOR_NOW).filter(
      (file) => lengths[file] === undefined || lengths[file] <= MAX_LINES,
    );
    expect(stale).toEqual([]);
  });

  it('fires on a file over the limit, and on a listed file that grows', () => {
    expect(tooLong({ 'features/big-page.tsx': 401, 'features/small-page.tsx': 400 })).toEqual([
      'features/big-page.tsx: 401 lines',
    ]);
    const listed = { 'features/long-page.tsx': { lines: 600, why: 'to be split' } };
    expect(tooLong({ 'features/long-page.tsx': 600 }, listed)).toEqual([]);
    expect(tooLong({ 'features/long-page.tsx': 601 }, listed)).toEqual([
      'features/long-page.tsx: 601 lines',
    ]);
  });
});
