// Reads multipart bodies written with Laravel's bracketed names back into nested objects:
// `faqs[0][question_en]` → `{ faqs: [{ question_en }] }`.
import { isUploadedFile } from './files';

export type FormTree = { [key: string]: FormNode };
export type FormNode = string | File | FormTree | FormNode[];

const splitName = (name: string): string[] => {
  const head = name.split('[', 1)[0] ?? name;
  const rest = [...name.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map(
    (match) => match[1] ?? '',
  );
  return [head, ...rest];
};

const isIndex = (key: string) => /^\d+$/.test(key);

/** Nested object from form entries; a level whose keys are all numbers becomes an array. */
export function parseLaravelForm(entries: Iterable<[string, FormDataEntryValue]>): FormTree {
  const root: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    const path = splitName(name);
    let node: Record<string, unknown> = root;
    path.forEach((key, index) => {
      if (index === path.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next !== 'object' || next === null || isUploadedFile(next)) node[key] = {};
      node = node[key] as Record<string, unknown>;
    });
  }
  return toArrays(root) as FormTree;
}

function toArrays(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || isUploadedFile(value)) return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(record[key])]));
  if (keys.length > 0 && keys.every(isIndex)) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]);
  }
  return converted;
}
