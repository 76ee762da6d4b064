import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

// What a newcomer with only a clone can follow: the documents say things in the project's own
// words, and every reference they make resolves inside the repository. A number of the issue
// tracker, a section of the product's outside specification or a path beside the repository
// points at something the clone does not hold.

export type DocProblem = { file: string; line: number; text: string; reason: string };

const outsideReferences: { pattern: RegExp; reason: string }[] = [
  { pattern: /\bissues? ?#?\d+/gi, reason: 'names an issue of the tracker' },
  { pattern: /§/g, reason: 'cites a section of the outside specification' },
  {
    pattern: /(?<![\w-])parts? ?-?\d+\b(?![.\w-])/gi,
    reason: 'cites a part of the outside specification',
  },
  { pattern: /\.\.\/shared\b/g, reason: 'points at a folder outside the repository' },
  { pattern: /\bshared\/(?:spec|guides)\b/gi, reason: 'points at a folder outside the repository' },
];

/** The numbers `docs/decisions.md` defines, from its numbered list (`12. **Title.** …`). */
export function definedDecisions(decisionsText: string): Set<number> {
  return new Set([...decisionsText.matchAll(/^(\d+)\. \*\*/gm)].map((match) => Number(match[1])));
}

/** Every decision number a text cites: "decision 7", "decisions 19–24", "decisions 21, 31 and 32". */
export function citedDecisions(line: string): number[] {
  const numbers: number[] = [];
  for (const match of line.matchAll(/\bdecisions? (\d+(?:\s*(?:[–-]|,|and|&)\s*\d+)*)/gi)) {
    for (const part of (match[1] ?? '').split(/\s*(?:,|and|&)\s*/)) {
      const [from = 0, to = from] = part.split(/\s*[–-]\s*/).map(Number);
      for (let number = from; number <= to; number += 1) numbers.push(number);
    }
  }
  return numbers;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of withoutFences(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = headingAnchor((match[1] ?? '').replace(/`/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The text with fenced code blocks blanked (line numbers kept): a link there is no link. */
function withoutFences(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

/**
 * The problems of one document at `file` (relative to `root`): references outside the
 * repository, decisions `docs/decisions.md` does not define, and relative links to a file or a
 * heading that does not exist.
 */
export function checkMarkdown(
  root: string,
  file: string,
  text: string,
  decisions: Set<number>,
): DocProblem[] {
  const problems: DocProblem[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    for (const { pattern, reason } of outsideReferences)
      for (const match of line.matchAll(pattern))
        problems.push({ file, line: index + 1, text: match[0], reason });
    for (const number of citedDecisions(line))
      if (!decisions.has(number))
        problems.push({
          file,
          line: index + 1,
          text: `decision ${number}`,
          reason: 'cites a decision docs/decisions.md does not define',
        });
  });
  // Links are markdown's; a YAML description's regular expression may look like one.
  if (!file.endsWith('.md')) return problems;
  withoutFences(text)
    .split('\n')
    .forEach((line, index) => {
      for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1] ?? '';
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const absolute = path === '' ? join(root, file) : resolve(root, dirname(file), path);
        const reason = !`${absolute}${sep}`.startsWith(`${root}${sep}`)
          ? 'links outside the repository'
          : !existsSync(absolute)
            ? 'links to a file that does not exist'
            : anchor &&
                statSync(absolute).isFile() &&
                absolute.endsWith('.md') &&
                !anchorsOf(readFileSync(absolute, 'utf8')).has(anchor)
              ? 'links to a heading that does not exist'
              : undefined;
        if (reason) problems.push({ file, line: index + 1, text: target, reason });
      }
    });
  return problems;
}

/** Folders of installed packages, build output and reports: nothing a newcomer reads. */
const notDocuments = /^(\..*|node_modules|dist.*|coverage|reports|test-results)$/;

/**
 * The documents a newcomer reads: every markdown file of the repository (README.md, docs/, the
 * API's rules, the contract harness's readme, …) and the OpenAPI document's YAML, whose
 * descriptions the generated code repeats.
 */
export function documentFiles(root: string): string[] {
  const walk = (folder: string, extensions: RegExp): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? notDocuments.test(entry.name)
          ? []
          : walk(join(folder, entry.name), extensions)
        : extensions.test(entry.name)
          ? [join(folder, entry.name)]
          : [],
    );
  const files = [...walk('.', /\.md$/), ...walk('api-spec', /\.yaml$/)];
  return files.map((file) => file.split(sep).join('/')).sort();
}

export function checkDocuments(root: string): DocProblem[] {
  const decisions = definedDecisions(readFileSync(join(root, 'docs/decisions.md'), 'utf8'));
  return documentFiles(root).flatMap((file) =>
    checkMarkdown(root, file, readFileSync(join(root, file), 'utf8'), decisions),
  );
}

/**
 * The comments of a source file, line by line (other text blanked, line numbers kept): what a
 * reader of the code reads as prose. Line comments, block comments and JSX comments count;
 * strings and code do not.
 */
export function commentText(source: string): string {
  let inBlock = false;
  return source
    .split('\n')
    .map((line) => {
      let comment = '';
      let rest = line;
      while (rest.length > 0) {
        if (inBlock) {
          const end = rest.indexOf('*/');
          comment += ` ${end === -1 ? rest : rest.slice(0, end)}`;
          if (end === -1) break;
          inBlock = false;
          rest = rest.slice(end + 2);
          continue;
        }
        const lineComment = rest.search(/(^|[^:'"`\\])\/\//);
        const block = rest.indexOf('/*');
        if (block !== -1 && (lineComment === -1 || block < lineComment)) {
          inBlock = true;
          rest = rest.slice(block + 2);
          continue;
        }
        if (lineComment !== -1) comment += ` ${rest.slice(rest.indexOf('//', lineComment) + 2)}`;
        break;
      }
      return comment;
    })
    .join('\n');
}

/** The hand-written source a newcomer reads: the app, the mock, the harness, scripts, tests. */
export function sourceFiles(root: string): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? notDocuments.test(entry.name) || (folder === 'src' && entry.name === 'generated')
          ? []
          : walk(join(folder, entry.name))
        : /\.(tsx?|jsx?|css)$/.test(entry.name)
          ? [join(folder, entry.name)]
          : [],
    );
  return (
    ['src', 'mocks', 'contract', 'scripts', 'eslint', 'tests']
      .flatMap(walk)
      .map((file) => file.split(sep).join('/'))
      // The checker's own tests hold examples of what it refuses.
      .filter((file) => !file.startsWith('tests/docs/'))
      .sort()
  );
}

/** The comments of every source file, checked like a document (links aside). */
export function checkSourceComments(root: string): DocProblem[] {
  const decisions = definedDecisions(readFileSync(join(root, 'docs/decisions.md'), 'utf8'));
  return sourceFiles(root).flatMap((file) =>
    checkMarkdown(root, file, commentText(readFileSync(join(root, file), 'utf8')), decisions),
  );
}

export function describeProblem({ file, line, text, reason }: DocProblem): string {
  return `${file}:${line} "${text}" ${reason}`;
}
