// Rules that hold for every answer of a shape, wherever the spec uses that shape — found by
// reading the bundled spec's schemas, never from a list of operations:
// - a Laravel length-aware paginator (an object with `data`, `current_page`, `last_page`,
//   `per_page`, `total`), wherever it sits in an answer: its arithmetic and its links;
// - a 422 with `errors`: it names at least one field, and every field it names is an input of
//   the operation (a body property or a parameter; `faqs.0.question_en` names `faqs`).
import { formatIssuePath } from './schemas';
import {
  deref,
  hasFlatErrorMap,
  listOperations,
  operation,
  requestMedia,
  type Json,
  type JsonObject,
} from './spec';
import { responseJsonSchema } from './spec-schema';

type Path = (string | number)[];

const PAGINATOR_KEYS = ['data', 'current_page', 'last_page', 'per_page', 'total'];

/** Whether a schema is a paginator: its properties hold every key of Laravel's. */
const isPaginator = (schema: JsonObject): boolean => {
  const properties = (schema.properties as JsonObject | undefined) ?? {};
  return PAGINATOR_KEYS.every((key) => key in properties);
};

/** The property paths of every paginator inside a schema (objects only; not under arrays). */
export function paginatorPaths(raw: unknown, path: Path = [], depth = 0): Path[] {
  const schema = deref<JsonObject>(raw);
  if (!schema || typeof schema !== 'object' || depth > 8) return [];
  if (isPaginator(schema)) return [path];
  const found: Path[] = [];
  for (const part of [
    ...((schema.allOf as Json[] | undefined) ?? []),
    ...((schema.anyOf as Json[] | undefined) ?? []),
    ...((schema.oneOf as Json[] | undefined) ?? []),
  ])
    found.push(...paginatorPaths(part, path, depth + 1));
  for (const [name, child] of Object.entries((schema.properties as JsonObject | undefined) ?? {}))
    found.push(...paginatorPaths(child, [...path, name], depth + 1));
  return found;
}

const pagesCache = new Map<string, Path[]>();

/** Where an operation's answer with this status holds paginators (cached per answer). */
export function pagesOf(operationId: string, status: number): Path[] {
  const key = `${operationId} ${status}`;
  if (!pagesCache.has(key)) {
    const schema = responseJsonSchema(operationId, status);
    pagesCache.set(key, schema ? paginatorPaths(schema) : []);
  }
  return pagesCache.get(key)!;
}

const at = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    value,
  );

const int = (value: unknown): value is number => Number.isInteger(value);

const pageOf = (url: unknown): number | null => {
  if (typeof url !== 'string') return null;
  try {
    const page = new URL(url, 'http://x').searchParams.get('page');
    return page === null ? null : Number(page);
  } catch {
    return null;
  }
};

/** The Laravel paginator rules for one page (asked: the `page` of the query, default 1). */
export function paginatorProblems(page: Record<string, unknown>, asked: number | null): string[] {
  const { data, current_page: current, last_page: last, per_page: per, total } = page;
  // A page whose numbers are not integers is already a schema failure at those fields.
  if (!Array.isArray(data) || ![current, last, per, total].every(int)) return [];
  const [c, l, p, t] = [current, last, per, total] as [number, number, number, number];
  const problems: string[] = [];
  const rule = (ok: boolean, text: string) => {
    if (!ok) problems.push(`Laravel paginator: ${text}`);
  };
  if (asked !== null)
    rule(c === asked, `current_page is ${c}, the request asked for page ${asked}`);
  rule(
    p > 0 && l === Math.max(1, Math.ceil(t / p)),
    `last_page ${l} is not ⌈total ${t} / per_page ${p}⌉`,
  );
  rule(data.length <= p, `${data.length} items on a page of per_page ${p}`);
  if (c < l)
    rule(
      data.length === p,
      `page ${c} before the last holds ${data.length} items, not per_page ${p}`,
    );
  if (c === l)
    rule(
      data.length === t - (l - 1) * p,
      `the last page holds ${data.length} items; total ${t} leaves ${t - (l - 1) * p}`,
    );
  if (c > l) rule(data.length === 0, `page ${c} past last_page ${l} holds ${data.length} items`);
  if ('next_page_url' in page) {
    const next = page.next_page_url;
    if (c >= l)
      rule(
        next === null,
        `next_page_url on page ${c} of ${l} is ${JSON.stringify(next)}, not null`,
      );
    else
      rule(
        pageOf(next) === c + 1,
        `next_page_url ${JSON.stringify(next)} on page ${c} does not ask for page ${c + 1}`,
      );
  }
  if ('prev_page_url' in page) {
    const prev = page.prev_page_url;
    if (c <= 1) rule(prev === null, `prev_page_url on page 1 is ${JSON.stringify(prev)}, not null`);
    else if (c <= l)
      rule(
        pageOf(prev) === c - 1,
        `prev_page_url ${JSON.stringify(prev)} on page ${c} does not ask for page ${c - 1}`,
      );
  }
  if (typeof page.last_page_url === 'string')
    rule(
      pageOf(page.last_page_url) === l,
      `last_page_url ${page.last_page_url} does not ask for page ${l}`,
    );
  // `from`/`to` of another type are a schema failure at those fields already: not a second line.
  const countable = (value: unknown) => value === null || int(value);
  if ('from' in page && 'to' in page && countable(page.from) && countable(page.to)) {
    if (data.length === 0)
      rule(
        page.from === null && page.to === null,
        `an empty page has from ${JSON.stringify(page.from)} and to ${JSON.stringify(page.to)}, not null`,
      );
    else {
      const from = (c - 1) * p + 1;
      rule(
        page.from === from && page.to === from + data.length - 1,
        `from ${JSON.stringify(page.from)} and to ${JSON.stringify(page.to)} on page ${c} of ${p} items, not ${from} and ${from + data.length - 1}`,
      );
    }
  }
  return problems;
}

/** The names an operation takes: body properties (with allOf/anyOf parts) and parameters. */
function inputNames(operationId: string): Set<string> {
  const names = new Set(operation(operationId).parameters.map((p) => String(p.name)));
  const visit = (raw: unknown, depth = 0) => {
    const schema = deref<JsonObject>(raw);
    if (!schema || typeof schema !== 'object' || depth > 5) return;
    for (const name of Object.keys((schema.properties as JsonObject | undefined) ?? {}))
      names.add(name);
    for (const part of [
      ...((schema.allOf as Json[] | undefined) ?? []),
      ...((schema.anyOf as Json[] | undefined) ?? []),
      ...((schema.oneOf as Json[] | undefined) ?? []),
    ])
      visit(part, depth + 1);
  };
  const media = requestMedia(operationId);
  if (media) visit(media.schema);
  return names;
}

/**
 * Every rule of this file that applies to one answer, as `operation status path: rule` lines.
 * `query` is the request's query (its `page` is the page asked for).
 */
export function derivedRuleProblems(
  operationId: string,
  status: number,
  body: unknown,
  query: Record<string, unknown> = {},
): string[] {
  const label = `${operationId} ${status}`;
  const problems: string[] = [];
  if (status >= 200 && status < 300) {
    const asked = query.page === undefined ? 1 : Number(query.page);
    for (const path of pagesOf(operationId, status)) {
      const page = at(body, path);
      if (!page || typeof page !== 'object') continue;
      const where = formatIssuePath(path) || '(page)';
      for (const problem of paginatorProblems(
        page as Record<string, unknown>,
        Number.isInteger(asked) ? asked : null,
      ))
        problems.push(`${label} ${where}: ${problem}`);
    }
  }
  if (status === 422 && !hasFlatErrorMap(operationId, 422) && body && typeof body === 'object') {
    const errors = (body as { errors?: unknown }).errors;
    if (errors && typeof errors === 'object' && !Array.isArray(errors)) {
      const fields = Object.keys(errors);
      const inputs = inputNames(operationId);
      if (fields.length === 0)
        problems.push(`${label} errors: names no field (every 422 names the field it refuses)`);
      for (const field of fields) {
        const head = field.split('.')[0]!;
        // `x_confirmation` is Laravel's report of the confirmed field `x`.
        if (!inputs.has(head) && !inputs.has(`${head}_confirmation`))
          problems.push(
            `${label} errors.${field}: names no input of ${operationId} (a 422 names the field it refuses)`,
          );
      }
    }
  }
  return problems;
}

/** A GET operation that reads one record by its id: where in its answer the record sits. */
export interface Reader {
  operationId: string;
  /** The path parameter that takes the id. */
  param: string;
  /** Where the record sits in the reader's answer (`[]` the whole answer, `['payment']`). */
  at: Path;
}

const refName = (node: unknown): string | null => {
  const ref = (node as { $ref?: unknown } | null)?.$ref;
  return typeof ref === 'string' && ref.startsWith('#/components/schemas/')
    ? ref.slice('#/components/schemas/'.length)
    : null;
};

/** The component schemas an answer schema holds at its root or one property deep, with where. */
function recordsOf(schema: unknown): [string, Path][] {
  const found: [string, Path][] = [];
  const root = refName(schema);
  if (root) found.push([root, []]);
  const properties = (deref<JsonObject>(schema)?.properties as JsonObject | undefined) ?? {};
  for (const [name, child] of Object.entries(properties)) {
    const component = refName(child);
    if (component) found.push([component, [name]]);
  }
  return found;
}

const successSchema = (operationId: string, status: number): unknown => {
  const response = (operation(operationId).op.responses as JsonObject)[String(status)];
  const content = (deref<JsonObject>(response)?.content as JsonObject | undefined) ?? {};
  return (content['application/json'] as JsonObject | undefined)?.schema;
};

let readersCache: Map<string, Reader> | undefined;

const hasId = (component: string): boolean =>
  'id' in
  ((deref<JsonObject>({ $ref: `#/components/schemas/${component}` }).properties as
    JsonObject | undefined) ?? {});

/**
 * Component schema name → the GET operation that reads such a record by its id: a GET with one
 * path parameter, `id` or `<record>Id` (`paymentId` reads a `Payment`), whose 200 answer is the
 * record (it has an `id`) or wraps it one property deep (`{payment}`).
 */
export function readers(): Map<string, Reader> {
  if (readersCache) return readersCache;
  readersCache = new Map();
  for (const entry of listOperations()) {
    const params = entry.parameters.filter((p) => p.in === 'path');
    if (entry.method !== 'GET' || params.length !== 1) continue;
    const param = String(params[0]!.name);
    const records = recordsOf(successSchema(entry.operationId, 200)).filter(([component]) =>
      hasId(component),
    );
    // The whole answer when it is a record, else the one record it wraps.
    const record = records.find(([, at]) => at.length === 0) ?? records[0];
    if (!record || (records.length > 1 && record[1].length > 0)) continue;
    const [component, at] = record;
    const names =
      param === 'id' || component.toLowerCase().endsWith(param.replace(/Id$/, '').toLowerCase());
    if (names && !readersCache.has(component))
      readersCache.set(component, { operationId: entry.operationId, param, at });
  }
  return readersCache;
}

/** What a write's success answer claims exists, and the GET operation that can read it back. */
export interface ReadBack {
  reader: Reader;
  /** Where the record sits in the write's answer. */
  at: Path;
  record: Record<string, unknown>;
  id: string | number;
}

/** The records a write's answer holds that the spec lets the harness read back by id. */
export function readBacksOf(operationId: string, status: number, body: unknown): ReadBack[] {
  const { method } = operation(operationId);
  if (method === 'GET' || status < 200 || status >= 300) return [];
  const found: ReadBack[] = [];
  for (const [component, at] of recordsOf(successSchema(operationId, status))) {
    const reader = readers().get(component);
    const record = valueAt(body, at);
    if (!reader || reader.operationId === operationId || !record || typeof record !== 'object')
      continue;
    const id = (record as { id?: unknown }).id;
    if (typeof id === 'number' || typeof id === 'string')
      found.push({ reader, at, record: record as Record<string, unknown>, id });
  }
  return found;
}

const valueAt = (value: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
    value,
  );

/** Scalar fields the write answered that the read-back answers differently. */
export function readBackDifferences(
  written: Record<string, unknown>,
  read: unknown,
): { field: string; written: unknown; read: unknown }[] {
  if (!read || typeof read !== 'object') return [];
  const differences: { field: string; written: unknown; read: unknown }[] = [];
  for (const [field, value] of Object.entries(written)) {
    if (value !== null && typeof value === 'object') continue;
    if (!(field in read)) continue;
    const again = (read as Record<string, unknown>)[field];
    if (again !== value) differences.push({ field, written: value, read: again });
  }
  return differences;
}

export { valueAt };
