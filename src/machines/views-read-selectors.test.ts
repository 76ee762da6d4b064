// @vitest-environment node
// Which screen a state shows is decided in one place: the machine's own module or its *.view.ts
// selector. Anywhere else in src/, calling `matches` on a machine's snapshot (a state name checked
// by a view) is refused, so a renamed state cannot silently fall through a view's ladder. The
// check asks TypeScript what each `.matches(` is called on, so a DOM element's `matches(selector)`
// or a media query's `matches` is never mistaken for a snapshot's.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Where a machine's states may be read by name: its own module, and its view selector. */
const mayReadStates = (file: string) => relative(src, file).split(sep)[0] === 'machines';

function compilerOptions(): ts.CompilerOptions {
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  return { ...ts.parseJsonConfigFileContent(config.config, ts.sys, root).options, noEmit: true };
}

/**
 * Each `x.matches(…)` in `files` whose `matches` is XState's (declared in its package), as
 * `file:line`. `extra` adds files that exist only in memory (the test's own samples).
 */
function snapshotMatches(files: string[], extra: Record<string, string> = {}): string[] {
  const options = compilerOptions();
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => extra[name] ?? readFile(name);
  host.fileExists = (name) => name in extra || fileExists(name);
  host.getSourceFile = (name, language, ...rest) =>
    name in extra
      ? ts.createSourceFile(name, extra[name]!, language)
      : getSourceFile(name, language, ...rest);
  const roots = [...files, ...Object.keys(extra)];
  const program = ts.createProgram({ rootNames: roots, options, host });
  const checker = program.getTypeChecker();
  const found: string[] = [];
  for (const name of roots) {
    const file = program.getSourceFile(name);
    if (!file) throw new Error(`not compiled: ${name}`);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'matches'
      ) {
        const declarations = checker.getSymbolAtLocation(node.expression.name)?.declarations ?? [];
        const fromXState = declarations.some((declaration) =>
          /[\\/]node_modules[\\/]xstate[\\/]/.test(declaration.getSourceFile().fileName),
        );
        if (fromXState) {
          const { line } = file.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${relative(root, name)}:${line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

// A sample view, compiled with the real files, that the check must catch (and only on line 4).
const sample = join(src, 'features', 'sample-view.ts');
const sampleCode = [
  "import { createActor } from 'xstate';",
  "import { quizMachine } from '@/machines/quiz/quiz.machine';",
  'const snapshot = createActor(quizMachine, { input: {} as never }).getSnapshot();',
  "export const loading = snapshot.matches('loading');",
  "export const button = document.body.matches('button');",
  "export const narrow = window.matchMedia('(max-width: 40em)').matches;",
].join('\n');

describe('views read a machine through its view selector', () => {
  // Only files that call `.matches(` at all are compiled (one program): the check stays quick.
  let found: string[] = [];
  beforeAll(() => {
    const candidates = sourceFiles(src).filter(
      (file) => !mayReadStates(file) && readFileSync(file, 'utf8').includes('.matches('),
    );
    found = snapshotMatches(candidates, { [sample]: sampleCode });
  }, 60_000);

  it('no file outside src/machines asks a machine snapshot which state it is in', () => {
    expect(found.filter((at) => !at.startsWith('src/features/sample-view.ts'))).toEqual([]);
  });

  it('fires on a snapshot read in a view, and not on a DOM element or a media query', () => {
    expect(found.filter((at) => at.startsWith('src/features/sample-view.ts'))).toEqual([
      'src/features/sample-view.ts:4',
    ]);
  });
});
