// Runs the whole contract against one server: sign in both test accounts the way the app does,
// then the checks group by group. Returns the report; throws ContractSetupError (a sentence for
// the user, no stack) when the server cannot be reached or refuses the test accounts.
import type { LoginResponse } from '../src/generated/model';
import { runJourneys } from './checks/journeys';
import { runOperationChecks } from './checks/operations';
import { runNotFoundChecks, runRefusalChecks } from './checks/refusals';
import { createRunState } from './checks/run-state';
import { runValidationChecks } from './checks/validation';
import { Harness, isNotChecked, type CheckResult, type Leftover } from './harness';
import { NoAnswerError } from './http';
import { listOperations, type Role } from './spec';

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
}

export type BackendVersion = 'earlier' | 'later' | 'unknown';

export class ContractSetupError extends Error {
  override name = 'ContractSetupError';
}

const messageKeyOf = (body: unknown): string =>
  body && typeof body === 'object' && 'message_key' in body
    ? ` (${String((body as { message_key: unknown }).message_key)})`
    : '';

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
        harness.setAccount({
          role,
          ...credentials,
          token: body.token,
          userId: user!.id as number,
        });
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
    const user = body.user;
    const roles = [user.role, ...(user.roles ?? []).map((entry) => entry.name)];
    if (!roles.includes(role)) {
      setupError = new ContractSetupError(
        `The ${role} account ${credentials.email} signed in as a user with the role ${String(user.role)}; pass a ${role} account.`,
      );
      return;
    }
    harness.setAccount({ role, ...credentials, token: body.token, userId: user.id });
  });
  if (setupError) throw setupError;
  return !loginBroken;
}

export async function runContract(options: ContractOptions): Promise<ContractReport> {
  const started = Date.now();
  const harness = new Harness({
    baseUrl: options.baseUrl,
    allowWrites: options.allowWrites,
    timeoutMs: options.timeoutMs,
    maxRetryWaitMs: options.maxRetryWaitMs,
  });
  const state = createRunState();
  seenVersion = 'unknown';

  const learnerIn = await signIn(harness, 'learner', options.learner);
  const instructorIn = await signIn(harness, 'instructor', options.instructor);

  // Without both tokens nothing else can run: the report holds the login failure (exit 1).
  if (learnerIn && instructorIn) {
    await runOperationChecks(harness, state);
    await runRefusalChecks(harness, state);
    await runNotFoundChecks(harness);
    await runValidationChecks(harness, state);
    await runJourneys(harness, state);
  }

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
