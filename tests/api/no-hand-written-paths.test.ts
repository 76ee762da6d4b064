// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every call goes through the generated client: hand-written code in src/ names no API path,
// so a change to the spec cannot leave a stale copy of a path behind.
const root = join(import.meta.dirname, '../..');
const apiPath = /['"`]\/(api|broadcasting)\//;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export function findHandWrittenPaths(files: string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        apiPath.test(line) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('hand-written code', () => {
  it('names no API path: calls go through src/generated', () => {
    expect(findHandWrittenPaths(sourceFiles(join(root, 'src')))).toEqual([]);
  });

  it('would notice one', () => {
    const probe = join(root, 'tests/api/fixtures/hand-written-path.probe.ts');
    expect(findHandWrittenPaths([probe])).toHaveLength(1);
  });
});
