// @vitest-environment node
// A failed call's answer has one reader (api-error.ts: `readApiError`, which returns the
// contract's error body typed, with its optional parts) and one mapper (`failureOutcome` in
// src/entities/forms/form-outcome.ts, which turns it into what a machine or a screen shows, from
// each call's data). No other code reads `error.response` by hand, and only the places listed
// below, each with its reason, ask the reader themselves.
import { describe, expect, it } from 'vitest';
import { appSourceFiles, codeOf, withoutComments } from '../../../tests/support/app-source';

const READER = 'src/lib/http/api-error.ts';
/** The one axios instance: it unwraps the body of an answer that succeeded. */
const CLIENT = 'src/lib/http/http-client.ts';

interface HandReading {
  what: string;
  pattern: RegExp;
  /** The files that may, besides none. */
  allowed: readonly string[];
}

const HAND_READINGS: readonly HandReading[] = [
  {
    what: "an error's response (`error.response`, `x?.response`)",
    // The instance's `interceptors.response.use` is its own business.
    pattern: /\.\s*response\b(?!\s*\.\s*use\b)/,
    allowed: [READER],
  },
  {
    what: "a response's body (`response.data`)",
    pattern: /\bresponse\s*\??\.\s*data\b/,
    allowed: [READER, CLIENT],
  },
  { what: "`['response']`", pattern: /\[\s*['"`]response['"`]\s*\]/, allowed: [READER] },
  {
    what: 'the response taken apart (`const { response } = error`)',
    pattern: /\{[^{}]*\bresponse\b[^{}]*\}\s*=(?![=>])/,
    allowed: [READER],
  },
  {
    what: "axios's own error test (`isAxiosError`)",
    pattern: /\bisAxiosError\b/,
    allowed: [READER, CLIENT],
  },
];

/** Hand readings in `code`, as `what: line`, outside the files allowed each. */
function handReadings(path: string, code: string): string[] {
  return HAND_READINGS.filter((reading) => !reading.allowed.includes(path)).flatMap((reading) =>
    code
      .split('\n')
      .filter((line) => reading.pattern.test(line))
      .map((line) => `${path}: ${reading.what}: ${line.trim()}`),
  );
}

/**
 * Who asks the reader itself, and why: the reader's own helpers, the HTTP and realtime clients,
 * what a server does not offer (a capability), the cache's retry policy, and the one mapper.
 * Anything else that wants to know why a call failed passes its data to the mapper.
 */
const READS_A_FAILURE: Record<string, { count: number; reason: string }> = {
  [CLIENT]: { count: 2, reason: 'a 401 on a call that carried the token ends the session' },
  'src/lib/http/index.ts': { count: 3, reason: 'exports the reader and its helpers' },
  'src/lib/capabilities/discovery.ts': {
    count: 3,
    reason: 'a 404 of an extension call is a capability the server lacks',
  },
  'src/lib/realtime/realtime-client.ts': {
    count: 2,
    reason: 'the channel authorisation refused (4xx) is not retried',
  },
  'src/entities/query/query-client.ts': {
    count: 2,
    reason: 'a refused read (4xx) is not retried, a failed one once',
  },
  'src/entities/query/query-factories.ts': {
    count: 2,
    reason: 'a record read by id that is not there (an unknown article or course) is no record',
  },
  'src/features/auth/sign-in-page.tsx': {
    count: 2,
    reason: 'when sign-in opens again after too many attempts (`Retry-After`)',
  },
  'src/features/auth/verify-page.tsx': {
    count: 2,
    reason: 'when the code entry opens again (`Retry-After`)',
  },
  'src/entities/forms/form-outcome.ts': { count: 2, reason: 'the one failure mapper' },
};

const ASKS_THE_READER = /\b(readApiError|isNotFound|retryAfterTime)\b/;

describe('one reader of a failed call’s answer', () => {
  it('is the only code that reads an error’s response by hand', () => {
    expect(appSourceFiles().flatMap((path) => handReadings(path, codeOf(path)))).toEqual([]);
  });

  it('catches each way the entities once read `error.response.data` by hand', () => {
    const offenders = [
      'const response = isRecord(error) ? error.response : undefined;',
      'const data = (error as { response?: { data?: unknown } } | null)?.response?.data;',
      'const response = isRecord(error) && isRecord(error.response) ? error.response : {};',
      'if (isAxiosError(error)) return error.response?.data;',
      "const body = (error as Record<string, unknown>)['response'];",
      'const { response } = error as AxiosError;',
      'return response.data.cooldown_until;',
    ];
    for (const line of offenders)
      expect(handReadings('src/entities/quizzes/quiz-calls.ts', line), line).not.toEqual([]);
    const innocent = [
      '// a 409 carries the price in error.response.data',
      'httpClient.interceptors.response.use(undefined, onRejected);',
      'const answer = readApiError(error);',
    ];
    for (const line of innocent)
      expect(handReadings('src/entities/x.ts', withoutComments(line)), line).toEqual([]);
  });
});

describe('one failure mapper', () => {
  it('is asked by name only where each place is listed with its reason', () => {
    const found: Record<string, number> = {};
    for (const path of appSourceFiles()) {
      if (path === READER) continue;
      const count = codeOf(path)
        .split('\n')
        .filter((line) => ASKS_THE_READER.test(line)).length;
      if (count > 0) found[path] = count;
    }
    const listed = Object.fromEntries(
      Object.entries(READS_A_FAILURE).map(([path, entry]) => [path, entry.count]),
    );
    expect(found).toEqual(listed);
  });

  it('notices a new place that reads a status for itself', () => {
    const code = withoutComments(
      'try { await payWithBalance(body); } catch (error) { if (readApiError(error).status === 402) return declined; }',
    );
    expect(ASKS_THE_READER.test(code)).toBe(true);
  });
});
