// No module may reach itself again through static imports, type-only imports included (the
// project's one cycle rule: eslint-plugin-import's no-cycle skipped `import type`, and was slow).
// A type-only cycle still ties two modules together (router.tsx ↔ layout/ once did): what one
// exports belongs where both can import it without the other. Dynamic `import()` is the way to
// load later, so it is no edge.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]/gm;
const EXTENSIONS = ['.ts', '.tsx', '.js', '.jsx'];

/** The static import specifiers of a module's source. */
export function importSpecifiers(code) {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]);
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file an import names, or null for a package or a non-code file. */
export function resolveImport(root, fromFile, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(root, 'src', specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return null;
  if (EXTENSIONS.some((ext) => base.endsWith(ext)) && isFile(base)) return base;
  for (const ext of EXTENSIONS) if (isFile(base + ext)) return base + ext;
  for (const ext of EXTENSIONS)
    if (isFile(join(base, `index${ext}`))) return join(base, `index${ext}`);
  return null;
}

/** Per lint run: each file's resolved imports, read once. */
const edgesCache = new Map();
function edgesOf(root, file) {
  let edges = edgesCache.get(file);
  if (!edges) {
    let code = '';
    try {
      code = readFileSync(file, 'utf8');
    } catch {
      // A file that vanished has no imports.
    }
    edges = importSpecifiers(code)
      .map((specifier) => resolveImport(root, file, specifier))
      .filter((target) => target !== null);
    edgesCache.set(file, edges);
  }
  return edges;
}

/** The path from `start` back to `target` through static imports, or null. */
function pathBack(root, start, target) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, path] = stack.pop();
    for (const next of edgesOf(root, file)) {
      if (next === target) return path;
      if (!seen.has(next)) {
        seen.add(next);
        stack.push([next, [...path, next]]);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle, type-only imports included.' },
    schema: [
      { type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false },
    ],
    messages: {
      cycle:
        'Import cycle ({{path}}): move what both sides need to a module that imports neither (type-only imports count).',
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? context.cwd;
    const file = context.filename;
    // The file as linted now (an editor's unsaved text), not as on disk.
    edgesCache.set(
      file,
      importSpecifiers(context.sourceCode.text)
        .map((specifier) => resolveImport(root, file, specifier))
        .filter((target) => target !== null),
    );
    const check = (node) => {
      if (!node.source || typeof node.source.value !== 'string') return;
      const target = resolveImport(root, file, node.source.value);
      if (target === null) return;
      const path = target === file ? [] : pathBack(root, target, file);
      if (path === null) return;
      const names = [file, ...path, file].map((entry) =>
        relative(root, entry).split(sep).join('/'),
      );
      context.report({ node, messageId: 'cycle', data: { path: names.join(' → ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};
