// @vitest-environment node
// One `Field` frames every input and one `FormAlert` says every form's outcome: a feature's
// input, select or text area sits inside a `<Field>` (which names it, describes it and marks it
// invalid), and a feature never builds an alert or status box of its own. The few raw controls
// and hand-made boxes that are right where they are, are listed below with their reasons; a new
// one fails here until it moves onto Field/FormAlert or is listed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appSourceFiles, repositoryRoot } from '../../../tests/support/app-source';

const CONTROLS = new Set(['input', 'select', 'textarea']);
// CourseFormGroup is a Field with the course form's legend (course-form/course-field.tsx).
const FRAMES = new Set(['Field', 'CourseFormGroup']);

/** A raw control outside a Field, or a hand-made alert, as `what` (`<input>`, `role="alert"`). */
interface Finding {
  path: string;
  what: string;
  line: number;
}

const tagName = (node: ts.JsxOpeningLikeElement) => node.tagName.getText();

function openingOf(node: ts.Node): ts.JsxOpeningLikeElement | null {
  if (ts.isJsxElement(node)) return node.openingElement;
  if (ts.isJsxSelfClosingElement(node)) return node;
  return null;
}

/** Inside a `<Field>` (or a frame built on it), its render function included. */
function framed(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxElement(parent) && FRAMES.has(tagName(parent.openingElement))) return true;
  }
  return false;
}

/** The string literals an attribute's value can be (`"alert"`, `{a ? 'alert' : 'status'}`). */
function literalsOf(attribute: ts.JsxAttribute): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node)) found.push(node.text);
    else if (ts.isTemplateExpression(node)) found.push(node.head.text);
    ts.forEachChild(node, visit);
  };
  if (attribute.initializer) visit(attribute.initializer);
  return found;
}

/** What in `code` (a .tsx file at `path`) is a raw control or a hand-made alert. */
export function unframed(path: string, code: string): Finding[] {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    const opening = openingOf(node);
    if (opening) {
      const tag = tagName(opening);
      if (CONTROLS.has(tag) && !framed(node))
        findings.push({ path, what: `<${tag}>`, line: lineOf(node) });
      for (const attribute of opening.attributes.properties) {
        if (!ts.isJsxAttribute(attribute)) continue;
        const name = attribute.name.getText();
        const values = literalsOf(attribute);
        if (name === 'role' && values.includes('alert'))
          findings.push({ path, what: 'role="alert"', line: lineOf(attribute) });
        if (name === 'className' && values.some((value) => /\bform-alert\b/.test(value)))
          findings.push({ path, what: 'class "form-alert"', line: lineOf(attribute) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

interface Allowed {
  path: string;
  what: Finding['what'];
  /** How many the file has: one more (or one fewer) fails, so the list stays true. */
  count: number;
  reason: string;
}

const ALLOWED: readonly Allowed[] = [
  {
    path: 'src/features/auth/terms-box.tsx',
    what: '<input>',
    count: 1,
    reason:
      "A checkbox with its label after it and the terms links outside the label (a link in a label would tick the box): Field's frame puts the label first. It keeps the frame's classes and ids by hand (hint, error, aria-describedby, aria-invalid).",
  },
  {
    path: 'src/features/auth/retry-at-notice.tsx',
    what: 'class "form-alert"',
    count: 1,
    reason:
      "The time a throttled attempt opens again, a status line under the form's own FormAlert, in the same look; not an outcome of its own.",
  },
  {
    path: 'src/features/catalogue/catalogue-filters.tsx',
    what: '<input>',
    count: 1,
    reason:
      "The catalogue's category filter: radios that narrow a list as they change, in a fieldset with its legend; no submit, no error.",
  },
  {
    path: 'src/features/catalogue/catalogue-filters.tsx',
    what: '<select>',
    count: 1,
    reason: "The catalogue's sort order, labelled: it reorders a list, never has an error.",
  },
  {
    path: 'src/features/catalogue/courses-page.tsx',
    what: 'role="alert"',
    count: 1,
    reason:
      "The filters' lists failed to load, with a retry: a page's block, not a form's outcome.",
  },
  {
    path: 'src/features/help-assistant/help-assistant.tsx',
    what: '<input>',
    count: 1,
    reason: "The help assistant's search box, labelled: results as typed, no submit, no error.",
  },
];

const key = (path: string, what: string) => `${path} ${what}`;

describe('one Field frames every input, one FormAlert says every outcome', () => {
  it('finds a raw control, a hand-made alert, and none inside a Field', () => {
    const code = `
      export const A = () => (
        <form>
          <input name="loose" />
          <p className="form-alert form-alert--info" role="status">Saved</p>
          <div role={failed ? 'alert' : undefined}>Oops</div>
          <Field label="Name">{(control) => <input {...control} />}</Field>
          <Field label="Pick" labelAs="legend">{() => <div><select /><textarea /></div>}</Field>
        </form>
      );`;
    expect(unframed('src/features/x/a.tsx', code).map((finding) => finding.what)).toEqual([
      '<input>',
      'class "form-alert"',
      'role="alert"',
    ]);
  });

  it('features frame their controls with Field and say outcomes with FormAlert', () => {
    const found = new Map<string, Finding[]>();
    for (const path of appSourceFiles().filter(
      (file) => file.startsWith('src/features/') && file.endsWith('.tsx'),
    )) {
      for (const finding of unframed(path, readFileSync(join(repositoryRoot, path), 'utf8'))) {
        const entry = key(finding.path, finding.what);
        found.set(entry, [...(found.get(entry) ?? []), finding]);
      }
    }
    const allowed = new Map(ALLOWED.map((entry) => [key(entry.path, entry.what), entry.count]));
    const unexpected = [...found.entries()]
      .filter(([entry, findings]) => allowed.get(entry) !== findings.length)
      .map(
        ([entry, findings]) =>
          `${entry}: ${findings.length} (lines ${findings.map((f) => f.line).join(', ')}), ${
            allowed.get(entry) ?? 0
          } allowed`,
      );
    const stale = [...allowed.keys()].filter((entry) => !found.has(entry));
    expect(unexpected, 'a raw control or hand-made alert in a feature').toEqual([]);
    expect(stale, 'an allowed entry the code no longer has').toEqual([]);
  });
});
