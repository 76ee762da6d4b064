// The frame every check runs in: one result per (group, operation, check), pass / fail /
// skipped with the reason, and the exchanges each check made. A check fails when any of its
// exchanges broke the contract or one of its own expectations did not hold.
import { ContractHttpClient, NoAnswerError, type CallOptions, type Exchange } from './http';
import { isExtension, operation, type Role } from './spec';

export type Outcome = 'pass' | 'fail' | 'skip';

export interface CheckResult {
  /** operations, refusals, not-found, validation, journey:<name>. */
  group: string;
  operationId: string;
  check: string;
  outcome: Outcome;
  /** Why it was skipped. */
  reason?: string;
  /** Every problem found, each naming operation, status and field where it applies. */
  failures: string[];
  /** The calls it made: `METHOD /path -> status`. */
  calls: string[];
  durationMs: number;
}

export interface Account {
  role: Role;
  email: string;
  password: string;
  token: string;
  userId: number;
}

/** Something the harness created or changed that the API offers no way to undo. */
export interface Leftover {
  operationId: string;
  what: string;
}

export interface HarnessOptions {
  baseUrl: string;
  allowWrites: boolean;
  timeoutMs?: number;
  maxRetryWaitMs?: number;
}

/** The check stops here: it was skipped (when nothing failed before) with this reason. */
export class SkipCheck extends Error {
  override name = 'SkipCheck';
}

/** The check stops here because something it needed failed (already recorded). */
export class AbortCheck extends Error {
  override name = 'AbortCheck';
}

export const WRITES_NEEDED = 'changes data on the server; run with --allow-writes';

/**
 * A skip for want of data on the server (no unread notification, an empty catalogue): "not
 * checked" in the report, a failure with --strict. Not: writes not allowed, an earlier step that
 * failed, or a clean-up with nothing to undo.
 */
export const isNotChecked = (reason: string): boolean =>
  reason !== WRITES_NEEDED &&
  reason !== EXTENSION_ABSENT &&
  !/did not pass|nothing to clean up|was not changed|not switched/.test(reason);

/**
 * The reason of every check of an extension operation the server does not have: it answered 404
 * where the operation itself cannot (before ever answering anything else). Reported apart, not
 * as a failure: the app works on without extensions.
 */
export const EXTENSION_ABSENT = 'an extension this server does not have (it answered 404)';

export class CheckContext {
  readonly failures: string[] = [];
  readonly calls: string[] = [];

  constructor(readonly harness: Harness) {}

  get allowWrites(): boolean {
    return this.harness.allowWrites;
  }

  account(role: Role): Account {
    return this.harness.account(role);
  }

  /** Sends a call; every contract problem of the answer becomes a failure of this check. */
  async call(operationId: string, options: CallOptions = {}): Promise<Exchange> {
    const seenBefore = this.harness.seen.get(operationId);
    const exchange = await this.harness.client.call(operationId, options);
    if (this.harness.isAbsentExtension(operationId, exchange, options, seenBefore))
      this.skip(EXTENSION_ABSENT);
    const path = new URL(exchange.url);
    this.calls.push(`${exchange.method} ${path.pathname}${path.search} -> ${exchange.status}`);
    this.failures.push(...exchange.problems);
    return exchange;
  }

  /**
   * Sends a call that must succeed with a conforming answer (`expect` defaults to the first
   * documented 2xx); returns the body, or stops the check when it did not.
   */
  async ok<T>(operationId: string, options: CallOptions = {}): Promise<T> {
    const success =
      options.expect ??
      Object.keys(operation(operationId).op.responses as object)
        .filter((status) => status.startsWith('2'))
        .map(Number);
    const exchange = await this.call(operationId, { ...options, expect: success });
    if (exchange.problems.length > 0) throw new AbortCheck();
    return exchange.body as T;
  }

  expect(condition: boolean, failure: string): boolean {
    if (!condition) this.failures.push(failure);
    return condition;
  }

  /** Stops the check as skipped with a reason (a failure already recorded still fails it). */
  skip(reason: string): never {
    throw new SkipCheck(reason);
  }

  requireWrites(): void {
    if (!this.harness.allowWrites) this.skip(WRITES_NEEDED);
  }

  /** Records something created or changed that the API cannot remove or undo. */
  leftover(operationId: string, what: string): void {
    this.harness.leftovers.push({ operationId, what });
  }
}

export class Harness {
  readonly client: ContractHttpClient;
  readonly allowWrites: boolean;
  readonly results: CheckResult[] = [];
  readonly leftovers: Leftover[] = [];
  /** operationId to the statuses the server answered it with during the run. */
  readonly seen = new Map<string, Set<number>>();
  private readonly accounts = new Map<Role, Account>();

  constructor(options: HarnessOptions) {
    this.allowWrites = options.allowWrites;
    this.client = new ContractHttpClient({
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      maxRetryWaitMs: options.maxRetryWaitMs,
      onExchange: (exchange) => {
        const statuses = this.seen.get(exchange.operationId) ?? new Set<number>();
        statuses.add(exchange.status);
        this.seen.set(exchange.operationId, statuses);
      },
    });
  }

  /** Extension operations the server answered 404 before anything else (EXTENSION_ABSENT). */
  readonly absentExtensions = new Set<string>();

  /**
   * Whether this answer shows that the server lacks an extension operation: a 404 that was not
   * asked for, from an operation that has answered nothing but 404 so far. Remembered, so the
   * operation's other checks are skipped too.
   */
  isAbsentExtension(
    operationId: string,
    exchange: Exchange,
    options: CallOptions,
    seenBefore: ReadonlySet<number> | undefined,
  ): boolean {
    if (!isExtension(operationId) || exchange.status !== 404) return false;
    const expected = options.expect === undefined ? [] : [options.expect].flat();
    if (expected.includes(404)) return false;
    if ([...(seenBefore ?? [])].some((status) => status !== 404)) return false;
    this.absentExtensions.add(operationId);
    return true;
  }

  setAccount(account: Account): void {
    this.accounts.set(account.role, account);
  }

  account(role: Role): Account {
    const account = this.accounts.get(role);
    if (!account) throw new Error(`No ${role} account signed in`);
    return account;
  }

  /** Runs one check and records its result. */
  async check(
    group: string,
    operationId: string,
    name: string,
    body: (ctx: CheckContext) => Promise<void>,
  ): Promise<CheckResult> {
    const ctx = new CheckContext(this);
    const started = performance.now();
    let reason: string | undefined;
    try {
      if (this.absentExtensions.has(operationId)) ctx.skip(EXTENSION_ABSENT);
      await body(ctx);
    } catch (error) {
      if (error instanceof SkipCheck) reason = error.message;
      else if (error instanceof NoAnswerError) ctx.failures.push(`no answer: ${error.message}`);
      else if (!(error instanceof AbortCheck))
        ctx.failures.push(
          `the check could not go on: ${error instanceof Error ? error.message : String(error)}`,
        );
    }
    const outcome: Outcome =
      ctx.failures.length > 0 ? 'fail' : reason !== undefined ? 'skip' : 'pass';
    const result: CheckResult = {
      group,
      operationId,
      check: name,
      outcome,
      ...(outcome === 'skip' ? { reason } : {}),
      failures: [...new Set(ctx.failures)],
      calls: ctx.calls,
      durationMs: Math.round(performance.now() - started),
    };
    this.results.push(result);
    return result;
  }

  /** Records a check that cannot run at all (for example a missing precondition). */
  skipped(group: string, operationId: string, name: string, reason: string): void {
    this.results.push({
      group,
      operationId,
      check: name,
      outcome: 'skip',
      reason,
      failures: [],
      calls: [],
      durationMs: 0,
    });
  }
}
