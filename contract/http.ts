// Sends one operation of the spec to the server under test and checks the answer against the
// contract: a documented status, the documented content type, a body that the generated zod
// schema of that operation and status accepts, and message keys the app can translate.
// Requests are built from the spec (path template, method, request media type); bodies travel
// the way the app sends them (JSON, form-encoded, or multipart with Laravel's bracketed names
// through the app's own serializer).
import { toLaravelFormData } from '../src/lib/http/form-data';
import { derivedRuleProblems } from './derived-rules';
import { responseSchema, schemaProblems } from './schemas';
import { specSchemaProblems, validateAgainstSpec } from './spec-schema';
import {
  buildPath,
  documentedStatuses,
  fixedMessageKey,
  messageKeysOfAnswer,
  movesMoney,
  operation,
  requestMedia,
  responseHeaders,
  responseMediaTypes,
  type Json,
} from './spec';
import { languagesMissing } from './translations';

export interface CallOptions {
  /** Bearer token; omitted or null sends no Authorization header. */
  token?: string | null;
  /** A raw Authorization header (wins over `token`): for malformed-token checks. */
  authorization?: string;
  path?: Record<string, unknown>;
  query?: Record<string, string | number | undefined>;
  /** The request body as an object; binary fields are `File`s. */
  body?: Record<string, unknown>;
  /** The statuses this call should answer; anything else is a failure. */
  expect?: number | number[];
  /** Further request headers (the payments' Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface Exchange {
  operationId: string;
  method: string;
  url: string;
  status: number;
  contentType: string | null;
  /** The Location header of a redirect, else null. */
  location: string | null;
  /** Every header of the answer. */
  headers: Headers;
  /** The bearer token the request carried (null for none); never printed in a report. */
  token: string | null;
  /** The parsed JSON body, or undefined for non-JSON answers. */
  body: unknown;
  /** Contract problems of this exchange, each naming operation and status. */
  problems: string[];
}

/**
 * A call that could move money (`x-moves-money`) was about to be sent without leave: it is not
 * sent, and the check is skipped with this reason.
 */
export class MoneyGuardError extends Error {
  override name = 'MoneyGuardError';
}

/** The server gave no answer at all (refused connection, unknown host, timeout). */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

export interface HttpClientOptions {
  baseUrl: string;
  /** Per request. */
  timeoutMs?: number;
  /** The longest a 429's Retry-After is honoured before the call counts as answered. */
  maxRetryWaitMs?: number;
  /** Called after every answered request (logs, counters). */
  onExchange?: (exchange: Exchange) => void;
  /**
   * Why money calls may not be sent (null: they may). Checked before every request, so no
   * check, journey or refusal can send one by mistake.
   */
  moneyRefusal?: () => string | null;
  /**
   * Further rules every answer keeps that need what the run knows (the secrets no answer may
   * carry); each returns problem lines, like the contract's own.
   */
  answerRules?: (exchange: Exchange, options: CallOptions) => string[];
}

const essence = (contentType: string | null): string | null =>
  contentType ? contentType.split(';')[0]!.trim().toLowerCase() : null;

const mediaMatches = (documented: string, actual: string): boolean =>
  documented === actual ||
  (documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1))) ||
  documented === '*/*';

function describeNetworkError(error: unknown, url: string): string {
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const code = cause?.code ?? (error as { code?: string })?.code;
  if ((error as Error)?.name === 'TimeoutError') return `no answer from ${url} (timed out)`;
  if (code === 'ECONNREFUSED') return `${url} refused the connection (is the server running?)`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `the host of ${url} is unknown`;
  return `no answer from ${url} (${code ?? cause?.message ?? (error as Error)?.message ?? String(error)})`;
}

function encodeBody(
  operationId: string,
  body: Record<string, unknown>,
): { payload: BodyInit; contentType?: string } {
  const media = requestMedia(operationId);
  const mediaType = media?.mediaType ?? 'application/json';
  if (mediaType === 'multipart/form-data') return { payload: toLaravelFormData(body) };
  if (mediaType === 'application/x-www-form-urlencoded') {
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(body))
      if (value !== undefined && value !== null) form.append(key, String(value));
    return { payload: form, contentType: mediaType };
  }
  return { payload: JSON.stringify(body), contentType: 'application/json' };
}

/** A value as the report shows it, cut short. */
const shown = (value: string): string =>
  JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);

/**
 * The response headers the spec documents for this answer: each one it marks `required` is
 * there, and each one there keeps its schema (`Content-Range: bytes 0-99/30799`).
 */
export function headerProblems(operationId: string, status: number, headers: Headers): string[] {
  const label = `${operationId} ${status}`;
  return responseHeaders(operationId, status).flatMap(({ name, required, schema }) => {
    const value = headers.get(name);
    if (value === null)
      return required ? [`${label} header ${name}: required by the spec, missing`] : [];
    const typed =
      schema.type === 'integer' || schema.type === 'number' ? Number(value) : (value as unknown);
    return validateAgainstSpec(schema, typed).map(
      (problem) => `${label} header ${name}: ${shown(value)}: ${problem.message}`,
    );
  });
}

/** Whether `path` (`a.b[0]`) is `under` itself or lies inside it. */
const within = (path: string, under: string): boolean =>
  path === under ||
  under === '(body)' ||
  path.startsWith(`${under}.`) ||
  path.startsWith(`${under}[`);

/** Checks an answer against the spec; returns one line per problem. */
export function contractProblems(
  operationId: string,
  status: number,
  contentType: string | null,
  body: unknown,
  bodyIsJson: boolean,
  headers: Headers = new Headers(),
): string[] {
  const problems: string[] = [];
  const label = `${operationId} ${status}`;
  const documented = documentedStatuses(operationId);
  if (!documented.includes(status)) {
    problems.push(
      `${label}: status ${status} is not documented for ${operationId} (the spec documents ${documented.join(', ')})`,
    );
    return problems;
  }
  problems.push(...headerProblems(operationId, status, headers));
  const mediaTypes = responseMediaTypes(operationId, status);
  if (mediaTypes.length === 0) return problems;
  const actual = essence(contentType);
  if (!actual || !mediaTypes.some((documentedType) => mediaMatches(documentedType, actual))) {
    problems.push(
      `${label}: content type ${actual ?? '(none)'}, the spec documents ${mediaTypes.join(' or ')}`,
    );
  }
  if (!mediaTypes.includes('application/json')) return problems;
  if (!bodyIsJson) {
    problems.push(`${label}: the body is not JSON`);
    return problems;
  }
  const schema = responseSchema(operationId, status);
  if (!schema) {
    problems.push(`${label}: no generated zod schema ${operationId}${status}Response`);
    return problems;
  }
  // The generated zod schema, then every keyword the spec states that zod did not already
  // report at the same place or inside it (one field broken, one line).
  const zodLines = schemaProblems(schema, body);
  const reported = zodLines.map((line) => line.slice(0, line.indexOf(': ')));
  const specLines = specSchemaProblems(operationId, status, body).filter((line) => {
    const path = line.slice(0, line.indexOf(': '));
    return !reported.some((zodPath) => within(path, zodPath));
  });
  for (const problem of [...zodLines, ...specLines]) problems.push(`${label} ${problem}`);
  const fixed = fixedMessageKey(operationId, status);
  const sent = (body as { message_key?: unknown } | null)?.message_key;
  if (fixed !== null && typeof sent === 'string' && sent !== fixed)
    problems.push(`${label} message_key: "${sent}", the spec fixes "${fixed}"`);
  for (const key of messageKeysOfAnswer(operationId, status, body as Json)) {
    const missing = languagesMissing(key);
    if (missing.length > 0)
      problems.push(
        `${label}: message key "${key}" has no translation in ${missing.join(', ')} (src/locales/<lang>/server.json)`,
      );
  }
  return problems;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ContractHttpClient {
  readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly maxRetryWaitMs: number;
  private readonly onExchange: ((exchange: Exchange) => void) | undefined;
  private readonly moneyRefusal: () => string | null;
  private readonly answerRules: HttpClientOptions['answerRules'];

  constructor({
    baseUrl,
    timeoutMs = 30_000,
    maxRetryWaitMs = 60_000,
    onExchange,
    moneyRefusal = () => null,
    answerRules,
  }: HttpClientOptions) {
    this.baseUrl = baseUrl.replace(/\/+$/, '');
    this.timeoutMs = timeoutMs;
    this.maxRetryWaitMs = maxRetryWaitMs;
    this.onExchange = onExchange;
    this.moneyRefusal = moneyRefusal;
    this.answerRules = answerRules;
  }

  urlOf(operationId: string, options: Pick<CallOptions, 'path' | 'query'> = {}): string {
    const url = new URL(`${this.baseUrl}${buildPath(operationId, options.path)}`);
    for (const [key, value] of Object.entries(options.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, String(value));
    return url.toString();
  }

  /** Sends the operation; throws NoAnswerError when no answer comes. */
  async call(operationId: string, options: CallOptions = {}): Promise<Exchange> {
    const { method } = operation(operationId);
    if (movesMoney(operationId) !== null) {
      const refusal = this.moneyRefusal();
      if (refusal !== null) throw new MoneyGuardError(refusal);
    }
    const url = this.urlOf(operationId, options);
    const expected =
      options.expect === undefined
        ? undefined
        : Array.isArray(options.expect)
          ? options.expect
          : [options.expect];

    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
      if (options.authorization !== undefined) headers.Authorization = options.authorization;
      else if (options.token) headers.Authorization = `Bearer ${options.token}`;
      let payload: BodyInit | undefined;
      if (options.body !== undefined) {
        const encoded = encodeBody(operationId, options.body);
        payload = encoded.payload;
        if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
      }

      let response: Response;
      try {
        response = await fetch(url, {
          method,
          headers,
          body: payload,
          // A redirect is an answer of its own (the bank's return answers 302): never followed.
          redirect: 'manual',
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        throw new NoAnswerError(describeNetworkError(error, url));
      }

      // Laravel's throttle answers 429 anywhere; wait as told unless 429 is what we test for.
      if (response.status === 429 && !expected?.includes(429) && attempt < 3) {
        const retryAfter = Number(response.headers.get('retry-after') ?? '1');
        const waitMs = Math.max(0, (Number.isFinite(retryAfter) ? retryAfter : 1) * 1000);
        if (waitMs <= this.maxRetryWaitMs) {
          await response.arrayBuffer().catch(() => undefined);
          await sleep(waitMs);
          continue;
        }
      }

      const contentType = response.headers.get('content-type');
      let body: unknown;
      let bodyIsJson = false;
      const wantsJson =
        (essence(contentType) ?? '').includes('json') ||
        responseMediaTypes(operationId, response.status).includes('application/json');
      if (wantsJson) {
        const text = await response.text();
        if (text.length > 0) {
          try {
            body = JSON.parse(text);
            bodyIsJson = true;
          } catch {
            body = undefined;
          }
        }
      } else {
        // A video or other file: its status and type are checked, its bytes need not travel.
        await response.body?.cancel().catch(() => undefined);
      }
      const problems: string[] = [];
      if (expected && !expected.includes(response.status)) {
        const key =
          body && typeof body === 'object' && 'message_key' in body
            ? ` (message_key ${String((body as { message_key: unknown }).message_key)})`
            : '';
        problems.push(
          `${operationId}: expected ${expected.join(' or ')}, got ${response.status}${key}`,
        );
      }
      const answerProblems = contractProblems(
        operationId,
        response.status,
        contentType,
        body,
        bodyIsJson,
        response.headers,
      );
      problems.push(...answerProblems);
      // The rules every answer of its shape keeps (paginators, 422 field names), on a body
      // whose status is documented and which is JSON.
      if (bodyIsJson && documentedStatuses(operationId).includes(response.status))
        problems.push(...derivedRuleProblems(operationId, response.status, body, options.query));
      const exchange: Exchange = {
        operationId,
        method,
        url,
        status: response.status,
        contentType,
        location: response.headers.get('location'),
        headers: response.headers,
        token: options.token ?? null,
        body,
        problems,
      };
      if (this.answerRules) problems.push(...this.answerRules(exchange, options));
      this.onExchange?.(exchange);
      return exchange;
    }
  }
}
