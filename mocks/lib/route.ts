// The frame of every handler: reads the session, checks the query, runs the resolver, checks the
// answer against the generated zod schema of that operation and status (in node: answer-check.ts),
// and saves the database after writes.
import {
  delay,
  HttpHandler,
  HttpResponse,
  type HttpRequestResolverExtras,
  type PathParams,
  type ResponseResolver,
} from 'msw';
import type { Db } from '../db/db';
import { getDb, persistDb } from '../db/store';
import type { RoleName, UserRecord } from '../db/types';
import { parseLaravelForm, type FormTree } from './laravel-form';
import { checkAnswer } from './answer-check';
import { callNotOffered, fieldsLeftOut, removePath } from './capabilities';
import { bodySchema, strictQuerySchema } from './request-schemas';
import { runtimeDelayMs } from './runtime';
import { activeScenario, SLOW_SCENARIO_DELAY_MS } from './scenario';

/**
 * An answer: JSON checked against the spec, raw bytes (the video, storage files) or a redirect
 * (the bank's callback answers a browser navigation with 302).
 */
export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly raw?: { bytes: Uint8Array; type: string; headers?: Record<string, string> },
    readonly location?: string,
    /** Headers of a JSON answer (a 429's `Retry-After`). */
    readonly headers?: Record<string, string>,
  ) {}
}

export const reply = (status: number, body: unknown): Reply => new Reply(status, body);
export const replyBytes = (
  bytes: Uint8Array,
  type: string,
  status = 200,
  headers?: Record<string, string>,
): Reply => new Reply(status, null, { bytes, type, ...(headers ? { headers } : {}) });
export const redirectTo = (location: string): Reply => new Reply(302, null, undefined, location);

export const SOMETHING_WENT_WRONG = 'auth.something_went_wrong';
export const unauthenticated = (): Reply => reply(401, { message_key: 'auth.unauthenticated' });
export const forbidden = (): Reply => reply(403, { message_key: SOMETHING_WENT_WRONG });
export const notFound = (): Reply => reply(404, { message_key: SOMETHING_WENT_WRONG });

/**
 * A call the server does not have (a capability turned off): Laravel's 404 for an unknown route,
 * which carries no `message_key` — unlike a 404 for an unknown record, which does.
 */
export const routeNotFound = (path: string): Response =>
  HttpResponse.json(
    { message: `The route ${path.replace(/^\//, '')} could not be found.` },
    { status: 404 },
  );

/** The answer without the fields of the capabilities turned off (mocks/lib/capabilities.ts). */
function withoutFieldsLeftOut(operationId: string, answer: Reply): Reply {
  const left = fieldsLeftOut(operationId, answer.status);
  if (left.length === 0 || answer.raw || answer.body === null || typeof answer.body !== 'object')
    return answer;
  const body: unknown = structuredClone(answer.body);
  for (const field of left) removePath(body, field.path);
  return new Reply(answer.status, body, answer.raw, answer.location);
}

export type FieldErrors = Record<string, string[]>;

/** 422 `{message_key, errors}`; the message key is the first error unless given. */
export function invalid(errors: FieldErrors, messageKey?: string): Reply {
  const first = Object.values(errors)[0]?.[0] ?? SOMETHING_WENT_WRONG;
  return reply(422, { message_key: messageKey ?? first, errors });
}

/** 422 as the flat map `{field: [key]}`: registration and the phone, password and photo settings. */
export const invalidFlat = (errors: FieldErrors): Reply => reply(422, errors);

export interface Ctx {
  request: Request;
  url: URL;
  params: Record<string, string>;
  db: Db;
  operationId: string;
}

export type Resolver = (ctx: Ctx) => Reply | Promise<Reply>;

const bearer = (request: Request): string | null => {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
};

export function currentUser(ctx: Ctx): UserRecord | undefined {
  const token = bearer(ctx.request);
  return token ? ctx.db.userByToken(token) : undefined;
}

export const currentToken = (ctx: Ctx): string | null => bearer(ctx.request);

/** The signed-in user, else a 401; with `role`, a 403 for the other role. */
export function requireUser(ctx: Ctx, role?: RoleName): UserRecord {
  const user = currentUser(ctx);
  if (!user) throw unauthenticated();
  if (role && user.role !== role) throw forbidden();
  return user;
}

/** A numeric path id, or a 404 when it is not a positive integer. */
export function idParam(ctx: Ctx, name: string): number {
  const raw = ctx.params[name] ?? '';
  if (!/^[1-9]\d*$/.test(raw)) throw notFound();
  return Number(raw);
}

/** The request body as an object, whatever its encoding (JSON, urlencoded or multipart). */
export async function readBody(ctx: Ctx): Promise<FormTree> {
  const type = ctx.request.headers.get('content-type') ?? '';
  try {
    if (type.includes('multipart/form-data')) {
      const form = await ctx.request.formData();
      return parseLaravelForm(form.entries());
    }
    if (type.includes('application/x-www-form-urlencoded')) {
      return parseLaravelForm(new URLSearchParams(await ctx.request.text()).entries());
    }
    const text = await ctx.request.text();
    if (!text) return {};
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as FormTree)
      : {};
  } catch {
    return {};
  }
}

/**
 * Checks a body that passed the mock's own rules against the generated request schema.
 * A failure here means a rule is missing in the mock; it answers 422 on the offending fields.
 */
export function checkBody<T>(ctx: Ctx, body: unknown, flat = false): T {
  const schema = bodySchema(ctx.operationId);
  if (!schema) return body as T;
  const result = schema.safeParse(body);
  if (result.success) return result.data as T;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues)
    errors[issue.path.join('.') || 'body'] = [SOMETHING_WENT_WRONG];
  throw flat ? reply(422, errors) : invalid(errors, SOMETHING_WENT_WRONG);
}

/**
 * Checks the query with the generated `<op>QueryParams` schema. Operations whose spec has a 422
 * answer it on a bad parameter; the others (wishlist and cart pages) fall back to defaults.
 */
function checkQuery(ctx: Ctx): void {
  const schema = strictQuerySchema(ctx.operationId);
  if (!schema) return;
  const result = schema.safeParse(Object.fromEntries(ctx.url.searchParams));
  if (result.success) return;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues)
    errors[issue.path.join('.') || 'query'] = [SOMETHING_WENT_WRONG];
  throw invalid(errors, SOMETHING_WENT_WRONG);
}

export function toResponse(answer: Reply): Response {
  if (answer.location !== undefined) {
    return new HttpResponse(null, {
      status: answer.status,
      headers: { Location: answer.location },
    });
  }
  if (answer.raw) {
    return new HttpResponse(answer.raw.bytes as BodyInit, {
      status: answer.status,
      headers: {
        'Content-Type': answer.raw.type,
        'Content-Length': String(answer.raw.bytes.byteLength),
        ...answer.raw.headers,
      },
    });
  }
  return HttpResponse.json(answer.body as never, {
    status: answer.status,
    ...(answer.headers ? { headers: answer.headers } : {}),
  });
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** The developer's scenario (mocks/lib/scenario.ts): a slower answer, or a failure instead of one. */
export async function applyScenario(): Promise<Response | null> {
  switch (activeScenario()) {
    case 'slow':
      await delay(SLOW_SCENARIO_DELAY_MS);
      return null;
    case 'server-error':
      // Outside the spec's listed answers on purpose: a server failing is never in the contract.
      return HttpResponse.json({ message_key: SOMETHING_WENT_WRONG }, { status: 500 });
    case 'offline':
      return HttpResponse.error();
    default:
      return null;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The paths `*{path}` can match, as one expression made once: any prefix (the API host, a base
 * path), `:param` a segment, an optional trailing slash, any case. A superset of what MSW's own
 * matching (path-to-regexp) accepts, so it may only rule a request out. Only literal segments and
 * whole-segment `:params`: anything else of path-to-regexp's syntax is refused, not guessed.
 */
export function candidatePaths(path: string): RegExp {
  const segments = path.split('/').map((segment) => {
    const param = segment.startsWith(':');
    if (param ? !/^:\w+$/.test(segment) : /[*?+(){}:]/.test(segment))
      throw new Error(`route path ${path}: only literal segments and :params, not "${segment}"`);
    return param ? '[^/]+' : escapeRegExp(segment);
  });
  return new RegExp(`${segments.join('/')}/?$`, 'i');
}

/**
 * MSW tries the handlers in turn until one answers, and for each one it parses the request's
 * cookies and compiles the handler's path: with ~70 operations, most of the mock's own time per
 * call (a quarter of a contract harness run, CPU profile). An operation's handler first checks
 * the method and `candidatePaths`, and leaves the rest to MSW only for a request it may answer.
 */
export class OperationHandler extends HttpHandler {
  readonly #method: string;
  readonly #candidates: RegExp;

  constructor(
    method: Method,
    path: string,
    resolver: ResponseResolver<HttpRequestResolverExtras<PathParams>>,
  ) {
    super(method.toUpperCase(), `*${path}`, resolver);
    this.#method = method.toUpperCase();
    this.#candidates = candidatePaths(path);
  }

  override parse(args: Parameters<HttpHandler['parse']>[0]): ReturnType<HttpHandler['parse']> {
    const { request } = args;
    if (
      request.method.toUpperCase() !== this.#method ||
      !this.#candidates.test(new URL(request.url).pathname)
    )
      return Promise.resolve({ match: { matches: false, params: {} }, cookies: {} });
    return super.parse(args);
  }
}

/**
 * A handler for one operation of the spec. `path` is relative to the API host. Every change a
 * write makes is stored (the browser's localStorage, so a reload keeps it); a GET that changes data
 * too (the bank's callback settles its payment) says so with `writes`, or its change would live
 * only until the page is left.
 */
export function route(
  method: Method,
  path: string,
  operationId: string,
  resolver: Resolver,
  { writes = method !== 'get' }: { writes?: boolean } = {},
): HttpHandler {
  return new OperationHandler(method, path, async ({ request, params }) => {
    const ms = runtimeDelayMs();
    if (ms > 0) await delay(ms);
    const failure = await applyScenario();
    if (failure) return failure;
    // A call the client gave up on while it waited (an upload cancelled under the slow scenario)
    // never reaches the server's logic: nothing of it is stored.
    if (request.signal.aborted) return HttpResponse.error();
    if (callNotOffered(operationId)) return routeNotFound(new URL(request.url).pathname);
    const ctx: Ctx = {
      request,
      url: new URL(request.url),
      params: params as Record<string, string>,
      db: getDb(),
      operationId,
    };
    let answer: Reply;
    try {
      checkQuery(ctx);
      answer = await resolver(ctx);
    } catch (error) {
      if (!(error instanceof Reply)) throw error;
      answer = error;
    }
    answer = withoutFieldsLeftOut(operationId, answer);
    checkAnswer(operationId, answer);
    if (writes) persistDb();
    return toResponse(answer);
  });
}

/** Paging of a list the Laravel way. */
export function paginate<T>(ctx: Ctx, items: T[], perPage: number) {
  const page = Math.max(1, Number(ctx.url.searchParams.get('page') ?? '1') || 1);
  const total = items.length;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  const pageUrl = (n: number) => {
    const url = new URL(ctx.url);
    url.searchParams.set('page', String(n));
    return url.toString();
  };
  return {
    data,
    current_page: page,
    last_page: lastPage,
    per_page: perPage,
    total,
    from: data.length ? start + 1 : null,
    to: data.length ? start + data.length : null,
    prev_page_url: page > 1 ? pageUrl(page - 1) : null,
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
  };
}

/** `page` must be an integer ≥ 1 when given (422 otherwise, where the spec allows one). */
export function pageIsValid(ctx: Ctx): boolean {
  const raw = ctx.url.searchParams.get('page');
  return raw === null || raw === '' || /^[1-9]\d*$/.test(raw);
}

/** `per_page` 1..100, or everything on one page when absent. */
export function perPageOf(ctx: Ctx, total: number): number {
  const raw = Number(ctx.url.searchParams.get('per_page'));
  if (!Number.isInteger(raw) || raw < 1) return Math.max(1, total);
  return Math.min(raw, 100);
}
