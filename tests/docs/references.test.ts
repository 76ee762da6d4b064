// @vitest-environment node
// Every document a newcomer reads (docs/, README.md, api-spec/) stands on the
// repository alone: no issue numbers, no sections of the outside specification, no paths beside
// the repository, no decision docs/decisions.md does not define, no link to a missing file.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkDocuments,
  checkMarkdown,
  checkSourceComments,
  citedDecisions,
  commentText,
  definedDecisions,
  describeProblem,
  documentFiles,
} from './doc-references';

const root = join(import.meta.dirname, '..', '..');

describe('the documents', () => {
  it('include every markdown file and the OpenAPI document', () => {
    const files = documentFiles(root);
    expect(files).toContain('README.md');
    expect(files).toContain('docs/decisions.md');
    expect(files).toContain('api-spec/extension-message-keys.md');
    expect(files).toContain('api-spec/openapi.yaml');
    expect(files).toContain('api-spec/components/schemas/User.yaml');
    expect(files).toContain('contract/README.md');
    expect(files.some((file) => file.includes('node_modules'))).toBe(false);
    expect(files.some((file) => file.startsWith('docs/machines/'))).toBe(true);
  });

  it('reference only what the repository holds', () => {
    expect(checkDocuments(root).map(describeProblem)).toEqual([]);
  });
});

describe('the comments of the source', () => {
  it('reference only what the repository holds', () => {
    expect(checkSourceComments(root).map(describeProblem)).toEqual([]);
  });

  it('are read from line, block and JSX comments, not from code or strings', () => {
    const source = [
      "const url = 'https://example.test/part 3';",
      'const a = 1; // see issue 12',
      '/* part 2 §4',
      ' * still issue 7 */ const b = "issue 9";',
      '{/* part 1 */}',
    ].join('\n');
    const comments = commentText(source).split('\n');
    expect(comments).toHaveLength(5);
    expect(comments[0]).not.toMatch(/part|issue/);
    expect(comments[1]).toMatch(/issue 12/);
    expect(comments[2]).toMatch(/part 2 §4/);
    expect(comments[3]).toMatch(/issue 7/);
    expect(comments[3]).not.toMatch(/issue 9/);
    expect(comments[4]).toMatch(/part 1/);
  });
});

describe('the checker', () => {
  const sample = mkdtempSync(join(tmpdir(), 'doc-references-'));
  mkdirSync(join(sample, 'docs'));
  writeFileSync(join(sample, 'docs', 'there.md'), '# Here it is\n\n## Twice\n\n## Twice\n');
  const decisions = definedDecisions('1. **One.** Text.\n2. **Two.** Text.\n  3. not a decision\n');
  const problems = (text: string) =>
    checkMarkdown(sample, 'docs/page.md', text, decisions).map(({ line, text: found, reason }) => ({
      line,
      found,
      reason,
    }));

  it('reads the numbered decisions', () => {
    expect([...decisions]).toEqual([1, 2]);
    expect(citedDecisions('decisions 19–24, decision 7 and decisions 21, 31 and 32')).toEqual([
      19, 20, 21, 22, 23, 24, 7, 21, 31, 32,
    ]);
  });

  it('finds issue numbers, spec sections and paths beside the repository', () => {
    expect(
      problems(
        [
          'Fine text.',
          'Built for issue 33 (see Issue #4).',
          'As part 3 §4.1 says, and part-2 too.',
          'Read `../shared/spec/README.md` or shared/guides/toolchain.md.',
        ].join('\n'),
      ),
    ).toEqual([
      { line: 2, found: 'issue 33', reason: 'names an issue of the tracker' },
      { line: 2, found: 'Issue #4', reason: 'names an issue of the tracker' },
      { line: 3, found: '§', reason: 'cites a section of the outside specification' },
      { line: 3, found: 'part 3', reason: 'cites a part of the outside specification' },
      { line: 3, found: 'part-2', reason: 'cites a part of the outside specification' },
      { line: 4, found: '../shared', reason: 'points at a folder outside the repository' },
      { line: 4, found: 'shared/spec', reason: 'points at a folder outside the repository' },
      { line: 4, found: 'shared/guides', reason: 'points at a folder outside the repository' },
    ]);
  });

  it('finds decisions that decisions.md does not define', () => {
    expect(problems('Decision 2 holds; decisions 1–3 too.')).toEqual([
      {
        line: 1,
        found: 'decision 3',
        reason: 'cites a decision docs/decisions.md does not define',
      },
    ]);
  });

  it('finds links to missing files, missing headings and files outside the repository', () => {
    expect(
      problems(
        [
          '[ok](there.md) [ok too](there.md#here-it-is) [second](there.md#twice-1) [web](https://example.com)',
          '[gone](missing.md) [no heading](there.md#elsewhere)',
          '[outside](../../outside.md)',
          '```',
          '[in code](missing-in-code.md)',
          '```',
        ].join('\n'),
      ),
    ).toEqual([
      { line: 2, found: 'missing.md', reason: 'links to a file that does not exist' },
      { line: 2, found: 'there.md#elsewhere', reason: 'links to a heading that does not exist' },
      { line: 3, found: '../../outside.md', reason: 'links outside the repository' },
    ]);
  });
});
