// Runs the whole contract against one server: sign in both test accounts the way the app does,
// then the checks group by group. Returns the report; throws ContractSetupError (a sentence for
// the user, no stack) when the server cannot be reached or refuses the test accounts.
import type { LoginResponse } from '../src/generated/model';
import type { CapabilityStatus } from './capabilities';
import { runJourneys } from './checks/journeys';
import { runOperationChecks } from './checks/operations';
import { runNotFoundChecks, runRefusalChecks } from './checks/refusals';
import { createRunState } from './checks/run-state';
import { runValidationChecks } from './checks/validation';
import {
  EXTENSION_ABSENT,
  Harness,
  isNotChecked,
  type Account,
  type CheckResult,
  type Leftover,
  type SandboxBank,
} from './harness';
import { NoAnswerError } from './http';
import type { RealtimeSettings } from './realtime';
import { extensionAnswers, extensionOperations, listOperations, type Role } from './spec';

export interface Credentials {
  email: string;
  password: string;
}

export interface ContractOptions {
  baseUrl: string;
  learner: Credentials;
  instructor: Credentials;
  allowWrites: boolean;
  /** Per request, default 30 s. */
  timeoutMs?: number;
  /** Longest Retry-After honoured on a 429, default 60 s. */
  maxRetryWaitMs?: number;
  /** Every skipped check ("not checked: …") counts as a failure. */
  strict?: boolean;
  /**
   * The team states that the server's bank is a sandbox (no real money): with --allow-writes,
   * calls that move money are then sent. The mock backend says so itself.
   */
  sandboxBank?: boolean;
  /** An extension the server does not have is a failure, not a line of its own. */
  requireExtensions?: boolean;
  /** The Pusher-protocol socket (default: the API's host with the mock's key). */
  realtime?: RealtimeSettings;
  /**
   * Only these groups (default: all). Refusals, not-found and validation address records the
   * operations group finds, so it runs with any of them; journeys read what they need
   * themselves and run alone.
   */
  only?: readonly CheckGroup[];
}

/** The groups of checks a run has, in the order they run. */
export const CHECK_GROUPS = [
  'operations',
  'refusals',
  'not-found',
  'validation',
  'journeys',
] as const;
export type CheckGroup = (typeof CHECK_GROUPS)[number];

/** One extension operation of the spec and what the server did with it. */
export interface ExtensionStatus {
  operationId: string;
  /** For an extension answer of an operation that is not one (`handlePaymentCallback` 200). */
  answer?: number;
  method: string;
  path: string;
  /**
   * offered: it answered and a check of it passed, none failed; failed: a check of it failed or
   * one of its answers broke the contract; unchecked: it answered, but no check of it passed
   * (each was skipped); absent: 404; not called / not seen: the run never met it.
   */
  status: 'offered' | 'failed' | 'unchecked' | 'absent' | 'not called' | 'not seen';
}

/** Whether and why calls that move money were sent. */
export interface MoneyPolicy {
  sent: boolean;
  /** mock-bank (the server said so), declared (--sandbox-bank), or null. */
  sandbox: SandboxBank | null;
  /** Why they were not sent. */
  reason: string | null;
}

export interface OperationCoverage {
  operationId: string;
  method: string;
  path: string;
  /** Statuses the server answered it with during the run. */
  statuses: number[];
  /** Whether a success (2xx) was seen. */
  succeeded: boolean;
}

export interface ContractReport {
  baseUrl: string;
  allowWrites: boolean;
  startedAt: string;
  durationMs: number;
  summary: { total: number; pass: number; fail: number; skip: number };
  results: CheckResult[];
  /** What the run created or changed and the API cannot remove or undo. */
  leftovers: Leftover[];
  coverage: OperationCoverage[];
  /**
   * Which version of the original backend the server speaks where the two differ (decision 33):
   * `later` when its sign-in answers `role` beside `user`, `earlier` when it does not, `unknown`
   * when no sign-in succeeded. Both pass the contract; the report says which it was.
   */
  backendVersion: BackendVersion;
  /** What told the version: the sign-in's and the learner profile's shape, in words. */
  versionEvidence: string[];
  /** Extension operations (x-extension): offered, failed, absent or not called. */
  extensions: ExtensionStatus[];
  /**
   * Each capability of the registry the app and the mock share (src/lib/capabilities/registry.ts):
   * whether this server offers it, by what the run saw, and what the app does without it.
   */
  capabilities: CapabilityStatus[];
  money: MoneyPolicy;
}

/**
 * Whether the server says its bank is a sandbox: the mock bank answers
 * `GET /mock-bank/sandbox` with `{sandbox: true}`. Not part of the API; a real server answers
 * 404 here, and its team states a sandbox with --sandbox-bank.
 */
export async function probeSandboxBank(baseUrl: string, timeoutMs: number): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/mock-bank/sandbox`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return false;
    const body = (await response.json().catch(() => null)) as { sandbox?: unknown } | null;
    return body?.sandbox === true;
  } catch {
    return false;
  }
}

export type BackendVersion = 'earlier' | 'later' | 'unknown';

export class ContractSetupError extends Error {
  override name = 'ContractSetupError';
}

const messageKeyOf = (body: unknown): string =>
  body && typeof body === 'object' && 'message_key' in body
    ? ` (${String((body as { message_key: unknown }).message_key)})`
    : '';

/**
 * What no answer may carry from now on: the account's bearer token (only the sign-in that issues
 * a token carries one, at `token`) and its password, anywhere; its e-mail address, in any answer
 * but those to the account itself (its token, or a sign-in with that address).
 */
function keepSecrets(harness: Harness, account: Account): void {
  const whose = `the ${account.role} test account's`;
  // A Sanctum token is `{id}|{secret}`: the secret part alone is the secret.
  const secretPart = account.token.split('|').pop() ?? '';
  const token = secretPart.length >= 12 ? secretPart : account.token;
  const tokenRule = 'no answer carries a bearer token but the sign-in that issues it';
  harness.addSecret({
    what: `${whose} bearer token`,
    rule: tokenRule,
    text: token,
    contains: true,
    appliesTo: (exchange) => exchange.operationId !== 'login',
  });
  harness.addSecret({
    what: `${whose} bearer token`,
    rule: tokenRule,
    text: token,
    contains: true,
    allowedAt: (path) => path === 'token',
    appliesTo: (exchange) => exchange.operationId === 'login',
  });
  harness.addSecret({
    what: `${whose} password`,
    rule: 'no answer carries a password',
    text: account.password,
    contains: true,
  });
  harness.addSecret({
    what: `${whose} e-mail address`,
    rule: "an account's e-mail address goes to that account alone",
    text: account.email,
    contains: true,
    appliesTo: (exchange, options) =>
      exchange.token !== account.token &&
      (options.body as { email?: unknown } | undefined)?.email !== account.email,
  });
}

/** The version the last sign-in answer showed (see ContractReport.backendVersion). */
let seenVersion: BackendVersion = 'unknown';

/** Signs in; false when a login answer broke the schema so badly that no token could be read. */
async function signIn(harness: Harness, role: Role, credentials: Credentials): Promise<boolean> {
  let setupError: ContractSetupError | undefined;
  let loginBroken = false;
  await harness.check('operations', 'login', `signs in the ${role} account`, async (ctx) => {
    let exchange;
    try {
      exchange = await ctx.call('login', { body: { ...credentials }, expect: 200 });
    } catch (error) {
      if (error instanceof NoAnswerError)
        setupError = new ContractSetupError(`Cannot reach the server: ${error.message}.`);
      throw error;
    }
    const body = exchange.body as Partial<LoginResponse> | undefined;
    if ([401, 403, 422].includes(exchange.status)) {
      setupError = new ContractSetupError(
        `The server refused the ${role} account ${credentials.email}: ${exchange.status}${messageKeyOf(body)}. ` +
          `Check the ${role} credentials (--${role}-email/--${role}-password or CONTRACT_${role.toUpperCase()}_EMAIL/_PASSWORD); the account must exist and be verified.`,
      );
      return;
    }
    // A JSON 200 that breaks the login schema is the server's contract failure (exit 1, naming
    // the field), not a wrong base URL. With a usable token the run goes on; without one it ends.
    const isJson = (exchange.contentType ?? '').includes('json') && body !== undefined;
    if (exchange.status === 200 && isJson && exchange.problems.length > 0) {
      const user = body?.user as { id?: unknown } | undefined;
      if (typeof body?.token === 'string' && Number.isInteger(user?.id)) {
        const account = { role, ...credentials, token: body.token, userId: user!.id as number };
        harness.setAccount(account);
        keepSecrets(harness, account);
      } else loginBroken = true;
      return;
    }
    if (exchange.status !== 200 || typeof body?.token !== 'string' || !body.user) {
      setupError = new ContractSetupError(
        `Signing in the ${role} account did not work: ${exchange.method} ${exchange.url} answered ${exchange.status}` +
          `${exchange.contentType ? ` (${exchange.contentType})` : ''}. Is the base URL the API host?`,
      );
      return;
    }
    seenVersion = body.role === undefined ? 'earlier' : 'later';
    harness.versionSignals.login = `sign-in answers ${body.role === undefined ? 'token and user' : 'user and role'}`;
    const user = body.user;
    const roles = [user.role, ...(user.roles ?? []).map((entry) => entry.name)];
    if (!roles.includes(role)) {
      setupError = new ContractSetupError(
        `The ${role} account ${credentials.email} signed in as a user with the role ${String(user.role)}; pass a ${role} account.`,
      );
      return;
    }
    const account = { role, ...credentials, token: body.token, userId: user.id };
    harness.setAccount(account);
    keepSecrets(harness, account);
  });
  if (setupError) throw setupError;
  return !loginBroken;
}

export async function runContract(options: ContractOptions): Promise<ContractReport> {
  const started = Date.now();
  // Asked only when writes are allowed: a run without them sends nothing but the API's reads.
  const sandbox: SandboxBank | null = !options.allowWrites
    ? null
    : options.sandboxBank
      ? 'declared'
      : (await probeSandboxBank(options.baseUrl, options.timeoutMs ?? 30_000))
        ? 'mock-bank'
        : null;
  const harness = new Harness({
    baseUrl: options.baseUrl,
    allowWrites: options.allowWrites,
    sandbox,
    realtime: options.realtime,
    timeoutMs: options.timeoutMs,
    maxRetryWaitMs: options.maxRetryWaitMs,
  });
  const state = createRunState();
  seenVersion = 'unknown';

  const learnerIn = await signIn(harness, 'learner', options.learner);
  const instructorIn = await signIn(harness, 'instructor', options.instructor);

  // Without both tokens nothing else can run: the report holds the login failure (exit 1).
  if (learnerIn && instructorIn) {
    const runs = (group: CheckGroup) => !options.only || options.only.includes(group);
    if (['operations', 'refusals', 'not-found', 'validation'].some((g) => runs(g as CheckGroup)))
      await runOperationChecks(harness, state);
    if (runs('refusals')) await runRefusalChecks(harness, state);
    if (runs('not-found')) await runNotFoundChecks(harness);
    if (runs('validation')) await runValidationChecks(harness, state);
    try {
      if (runs('journeys')) await runJourneys(harness, state);
    } finally {
      // Open sockets would keep the process alive after a journey that threw.
      for (const client of Object.values(state.realtime?.clients ?? {})) client.close();
    }
  }

  const extensions = extensionStatuses(harness);
  if (options.requireExtensions)
    for (const extension of extensions.filter((entry) => entry.status === 'absent'))
      harness.results.push({
        group: 'extensions',
        operationId: extension.operationId,
        check: 'offered by this server (--require-extensions)',
        outcome: 'fail',
        failures: [
          `${extension.operationId}: not offered by this server (it answered 404), and --require-extensions asks for every extension`,
        ],
        calls: [],
        durationMs: 0,
      });

  // --strict: a check that could not run is a failure, for teams that want every check proved.
  if (options.strict)
    for (const result of harness.results)
      if (result.outcome === 'skip' && isNotChecked(result.reason ?? '')) {
        result.outcome = 'fail';
        result.failures.push(`not checked (--strict): ${result.reason ?? 'skipped'}`);
      }

  const results = harness.results;
  const count = (outcome: CheckResult['outcome']) =>
    results.filter((result) => result.outcome === outcome).length;
  return {
    baseUrl: harness.client.baseUrl,
    allowWrites: options.allowWrites,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    summary: {
      total: results.length,
      pass: count('pass'),
      fail: count('fail'),
      skip: count('skip'),
    },
    results,
    leftovers: harness.leftovers,
    backendVersion: seenVersion,
    versionEvidence: [harness.versionSignals.login, harness.versionSignals.profile].filter(
      (line): line is string => line !== undefined,
    ),
    extensions,
    capabilities: harness.capabilities.statuses(),
    money: {
      sent: harness.moneyRefusal() === null,
      sandbox: harness.sandbox,
      reason: harness.moneyRefusal(),
    },
    coverage: listOperations().map(({ operationId, method, path }) => {
      const statuses = [...(harness.seen.get(operationId) ?? [])].sort((a, b) => a - b);
      return {
        operationId,
        method,
        path,
        statuses,
        succeeded: statuses.some((status) => status >= 200 && status < 300),
      };
    }),
  };
}

/**
 * Each extension operation: absent (404), failed (a check of it failed, or an answer of it broke
 * the contract), offered (a check of it passed), unchecked (it answered, nothing of it passed)
 * or not called. "offered, checked" is said only of what a passed check proved.
 */
function extensionStatuses(harness: Harness): ExtensionStatus[] {
  const operations = extensionOperations().map(({ operationId, method, path }) => {
    const results = harness.results.filter((result) => result.operationId === operationId);
    const statuses = harness.seen.get(operationId);
    const status: ExtensionStatus['status'] = harness.absentExtensions.has(operationId)
      ? 'absent'
      : results.some((result) => result.outcome === 'fail') || harness.broken.has(operationId)
        ? 'failed'
        : statuses && statuses.size > 0
          ? results.some((result) => result.outcome === 'pass')
            ? 'offered'
            : 'unchecked'
          : results.some((result) => result.reason === EXTENSION_ABSENT)
            ? 'absent'
            : 'not called';
    return { operationId, method, path, status };
  });
  // An extension answer: offered when the server gave it and it kept the contract; a server
  // without it answers the same call otherwise (the bank's return: a 302), which the harness
  // cannot tell from not asking.
  const answers = extensionAnswers().map(({ entry, status: answer }): ExtensionStatus => ({
    operationId: entry.operationId,
    answer,
    method: entry.method,
    path: entry.path,
    status: harness.broken.get(entry.operationId)?.has(answer)
      ? 'failed'
      : harness.seen.get(entry.operationId)?.has(answer)
        ? 'offered'
        : 'not seen',
  }));
  return [...operations, ...answers];
}
