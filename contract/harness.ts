// The frame every check runs in: one result per (group, operation, check), pass / fail /
// skipped with the reason, and the exchanges each check made. A check fails when any of its
// exchanges broke the contract or one of its own expectations did not hold.
import {
  ContractHttpClient,
  MoneyGuardError,
  NoAnswerError,
  type CallOptions,
  type Exchange,
} from './http';
import { CapabilityObserver } from './capabilities';
import { readBackDifferences, readBacksOf, valueAt } from './derived-rules';
import type { RealtimeSettings } from './realtime';
import { formatIssuePath } from './schemas';
import { leakProblems, type Secret } from './secrecy';
import { documentedStatuses, isExtension, operation, type Role } from './spec';

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
  /** Of a failed check only: its last exchanges, request and answer cut short, for the report. */
  evidence?: Evidence[];
  /** Of a failed realtime check only: the frames its sockets received, for the report. */
  frames?: string[];
}

/** One exchange of a failed check, as the HTML report shows it. */
export interface Evidence {
  /** `METHOD /path?query -> status`. */
  call: string;
  /** The request body and the headers beyond the token, cut short (empty when none). */
  sent: string;
  /** The answer body, cut short. */
  answer: string;
}

const EXCERPT = 600;

/** A value as short JSON for the report (files by name and size). */
/**
 * Keys whose values are secrets (passwords, tokens, the Authorization header, a card's number
 * or code): reports are kept as CI artifacts, so their excerpts never carry them.
 */
const SECRET_KEY = /password|token|secret|authorization|^auth$|^cvc$|^cvv$|card_?number|^number$/i;

export function excerpt(value: unknown): string {
  if (value === undefined) return '';
  const text = JSON.stringify(value, (key, item: unknown) =>
    item instanceof Blob
      ? `[file ${(item as File).name ?? ''} ${item.size} bytes]`
      : key !== '' && SECRET_KEY.test(key) && (typeof item === 'string' || typeof item === 'number')
        ? '[hidden]'
        : (item as unknown),
  );
  return text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT - 1)}…`;
}

export interface Account {
  role: Role;
  email: string;
  password: string;
  token: string;
  userId: number;
}

/**
 * Records a run leaves that the API can list, read back from the server after the run
 * (`contract/checks/journeys/left-on-server.ts`): what the server holds, not what the harness
 * meant to leave.
 */
export type LeftoverKind = 'payment' | 'payout' | 'purchase' | 'course';

/** Something the harness created or changed that the API offers no way to undo. */
export interface Leftover {
  operationId: string;
  what: string;
  /**
   * `read back`: found on the server after the run; `recorded`: what the harness did, where the
   * API has no list to read it back from (or the read failed).
   */
  source: 'read back' | 'recorded';
  /** The kind of record, when the API can list it: the read-back list then replaces these. */
  kind?: LeftoverKind;
}

/** A secret and which answers it must stay out of (by default every one). */
export interface HarnessSecret extends Secret {
  appliesTo?: (exchange: Exchange, options: CallOptions) => boolean;
}

/** The check of the reads journeys make to learn something (`CheckContext.lookup`). */
export const READS_GROUP = 'reads';

export interface HarnessOptions {
  baseUrl: string;
  allowWrites: boolean;
  /**
   * How the server said it is a sandbox whose bank moves no real money: `mock-bank` (it
   * answers the mock bank's sandbox declaration), `declared` (--sandbox-bank), or null.
   */
  sandbox?: SandboxBank | null;
  timeoutMs?: number;
  maxRetryWaitMs?: number;
  /** Where the Pusher-protocol socket is (default: the API's host, the mock's key). */
  realtime?: RealtimeSettings;
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

export type SandboxBank = 'mock-bank' | 'declared';

/** Why a call marked `x-moves-money` was not sent: writes not allowed. */
export const MONEY_NEEDS_WRITES =
  'could move money (x-moves-money); not sent without --allow-writes';

/** Why a call marked `x-moves-money` was not sent: writes allowed, but no sandbox bank. */
export const MONEY_NEEDS_SANDBOX =
  'could move money (x-moves-money); not sent: the server does not say its bank is a sandbox (the mock bank does; --sandbox-bank declares it)';

/**
 * A skip for want of data on the server (no unread notification, an empty catalogue): "not
 * checked" in the report, a failure with --strict. Not: writes not allowed, an earlier step that
 * failed, or a clean-up with nothing to undo.
 */
export const isNotChecked = (reason: string): boolean =>
  reason !== WRITES_NEEDED &&
  reason !== EXTENSION_ABSENT &&
  reason !== MONEY_NEEDS_WRITES &&
  reason !== MONEY_NEEDS_SANDBOX &&
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
  readonly evidence: Evidence[] = [];
  /** Realtime frames the check received, `+ms channel event data` (shown when it fails). */
  readonly frames: string[] = [];

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
    let exchange = await this.harness.client.call(operationId, options);
    if (this.harness.isAbsentExtension(operationId, exchange, options, seenBefore)) {
      // A caller that asked for 404 handles an absent extension itself (a list taken as empty);
      // anyone else stops here. Either way its 404 is no failure.
      const expected = options.expect === undefined ? [] : [options.expect].flat();
      if (!expected.includes(404)) this.skip(EXTENSION_ABSENT);
      exchange = { ...exchange, problems: [] };
    }
    this.record(exchange, options);
    this.failures.push(...exchange.problems);
    if (exchange.problems.length === 0) await this.readBack(operationId, exchange, options);
    return exchange;
  }

  private record(exchange: Exchange, options: CallOptions): Evidence {
    const path = new URL(exchange.url);
    const call = `${exchange.method} ${path.pathname}${path.search} -> ${exchange.status}`;
    this.calls.push(call);
    const evidence = {
      call,
      sent: [options.headers ? excerpt(options.headers) : '', excerpt(options.body)]
        .filter(Boolean)
        .join(' '),
      answer: excerpt(exchange.body),
    };
    this.evidence.push(evidence);
    return evidence;
  }

  /**
   * A read the check needs to learn something (the courses already bought, the balance), not
   * the thing it checks. Its answer is checked like every other, but a problem in it is reported
   * once under the read itself (group `reads`), never as this check's failure: one broken list
   * costs only its own checks, and the journey goes on with what it can use. The body of a
   * success, else undefined (the caller then says what it could not learn).
   */
  async lookup<T>(operationId: string, options: CallOptions = {}): Promise<T | undefined> {
    const seenBefore = this.harness.seen.get(operationId);
    const success =
      options.expect ??
      Object.keys(operation(operationId).op.responses as object)
        .filter((status) => status.startsWith('2'))
        .map(Number);
    const exchange = await this.harness.client.call(operationId, { ...options, expect: success });
    const evidence = this.record(exchange, options);
    if (this.harness.isAbsentExtension(operationId, exchange, options, seenBefore))
      return undefined;
    if (exchange.problems.length > 0) this.harness.noteRead(exchange, evidence);
    return exchange.status >= 200 && exchange.status < 300 && exchange.body !== undefined
      ? (exchange.body as T)
      : undefined;
  }

  /**
   * A write whose answer holds a record the spec can read by id (`readBacksOf`: a payment, an
   * instructor's course) is read back at once with the same token: the record exists and its
   * scalar fields are what the write answered.
   */
  private async readBack(
    operationId: string,
    exchange: Exchange,
    options: CallOptions,
  ): Promise<void> {
    for (const { reader, at, record, id } of readBacksOf(
      operationId,
      exchange.status,
      exchange.body,
    )) {
      const where = `${operationId} ${exchange.status} ${formatIssuePath(at) || '(answer)'}`;
      const read = await this.call(reader.operationId, {
        token: options.token,
        path: { [reader.param]: id },
        expect: 200,
      });
      if (read.status !== 200) {
        this.failures.push(
          `${where}: ${id} does not read back (${reader.operationId} answered ${read.status})`,
        );
        continue;
      }
      for (const difference of readBackDifferences(record, valueAt(read.body, reader.at)))
        this.failures.push(
          `${where}.${difference.field}: read back by ${reader.operationId} as ${JSON.stringify(difference.read)}, the write answered ${JSON.stringify(difference.written)}`,
        );
    }
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

  /**
   * Records something created or changed that the API cannot remove or undo. `kind`: the API
   * lists such records, and what the server holds after the run is read back in its place.
   */
  leftover(operationId: string, what: string, kind?: LeftoverKind): void {
    this.harness.leftovers.push({
      operationId,
      what,
      source: 'recorded',
      ...(kind ? { kind } : {}),
    });
  }
}

export class Harness {
  readonly client: ContractHttpClient;
  readonly allowWrites: boolean;
  readonly sandbox: SandboxBank | null;
  readonly realtime: RealtimeSettings;
  readonly results: CheckResult[] = [];
  readonly leftovers: Leftover[] = [];
  /**
   * What the answers that differ between the original backend's versions said (decision 33):
   * the sign-in (`role` beside `user`), the learner's profile (top-level `role`, `user.balance`).
   */
  readonly versionSignals: { login?: string; profile?: string } = {};
  /** operationId to the statuses the server answered it with during the run. */
  readonly seen = new Map<string, Set<number>>();
  /** What the answers showed of each capability of the registry. */
  readonly capabilities = new CapabilityObserver();
  /** operationId to the statuses of its answers that broke the contract or an expectation. */
  readonly broken = new Map<string, Set<number>>();
  /** What no answer may carry (tokens, passwords, other users' e-mail addresses, card numbers). */
  readonly secrets: HarnessSecret[] = [];
  private readonly accounts = new Map<Role, Account>();
  private readonly reads = new Map<string, CheckResult>();

  constructor(options: HarnessOptions) {
    this.allowWrites = options.allowWrites;
    this.sandbox = options.allowWrites ? (options.sandbox ?? null) : null;
    this.realtime = options.realtime ?? {};
    this.client = new ContractHttpClient({
      moneyRefusal: () => this.moneyRefusal(),
      baseUrl: options.baseUrl,
      timeoutMs: options.timeoutMs,
      maxRetryWaitMs: options.maxRetryWaitMs,
      answerRules: (exchange, options) =>
        leakProblems(
          `${exchange.operationId} ${exchange.status}`,
          exchange.body,
          this.secrets.filter((secret) => secret.appliesTo?.(exchange, options) ?? true),
        ),
      onExchange: (exchange) => {
        const note = (map: Map<string, Set<number>>) => {
          const statuses = map.get(exchange.operationId) ?? new Set<number>();
          statuses.add(exchange.status);
          map.set(exchange.operationId, statuses);
        };
        note(this.seen);
        if (exchange.problems.length > 0) note(this.broken);
        this.capabilities.note(exchange);
      },
    });
  }

  /** Keeps a secret out of every answer from now on (those `appliesTo` selects). */
  addSecret(secret: HarnessSecret): void {
    this.secrets.push(secret);
  }

  /**
   * A read a journey made to learn something broke the contract: reported once per operation,
   * in the `reads` group, with every distinct problem (see `CheckContext.lookup`).
   */
  noteRead(exchange: Exchange, evidence: Evidence): void {
    let result = this.reads.get(exchange.operationId);
    if (!result) {
      result = {
        group: READS_GROUP,
        operationId: exchange.operationId,
        check: 'answers the reads the journeys make',
        outcome: 'fail',
        failures: [],
        calls: [],
        durationMs: 0,
        evidence: [],
      };
      this.reads.set(exchange.operationId, result);
      this.results.push(result);
    }
    for (const problem of exchange.problems)
      if (!result.failures.includes(problem)) result.failures.push(problem);
    result.calls.push(evidence.call);
    result.evidence = [...(result.evidence ?? []), evidence].slice(-4);
  }

  /** Why calls that move money may not be sent in this run (null: they may). */
  moneyRefusal(): string | null {
    if (!this.allowWrites) return MONEY_NEEDS_WRITES;
    return this.sandbox === null ? MONEY_NEEDS_SANDBOX : null;
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
    // A 404 asked for and documented (an unknown id) says nothing about the operation.
    if (expected.includes(404) && documentedStatuses(operationId).includes(404)) return false;
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
      if (error instanceof SkipCheck || error instanceof MoneyGuardError) reason = error.message;
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
      ...(outcome === 'fail' ? { evidence: ctx.evidence.slice(-4) } : {}),
      ...(outcome === 'fail' && ctx.frames.length > 0 ? { frames: ctx.frames } : {}),
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
