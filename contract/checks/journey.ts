// A journey is the app's own sequence of calls, one check per step. A step runs only when the
// steps before it passed (it is skipped, naming the step that did not, otherwise), except clean-up
// steps, which run whenever the step that created something passed.
import { WRITES_NEEDED, type CheckContext, type Harness } from '../harness';

export interface StepOptions {
  /** The step changes data: skipped without --allow-writes. */
  writes?: boolean;
  /** Runs even when an earlier step failed (clean-up); still needs `after` to have passed. */
  cleanup?: boolean;
  /** For clean-up: the step whose success makes this one necessary. */
  after?: string;
}

export class Journey {
  private blockedBy: string | null = null;
  private readonly passed = new Set<string>();

  constructor(
    private readonly harness: Harness,
    readonly name: string,
  ) {}

  async step(
    operationId: string,
    name: string,
    body: (ctx: CheckContext) => Promise<void>,
    { writes = false, cleanup = false, after }: StepOptions = {},
  ): Promise<boolean> {
    const group = `journey:${this.name}`;
    if (cleanup) {
      if (after && !this.passed.has(after)) {
        this.harness.skipped(
          group,
          operationId,
          name,
          `nothing to clean up ("${after}" did not pass)`,
        );
        return false;
      }
    } else if (this.blockedBy !== null) {
      this.harness.skipped(group, operationId, name, `"${this.blockedBy}" did not pass`);
      return false;
    }
    if (writes && !this.harness.allowWrites) {
      this.harness.skipped(group, operationId, name, WRITES_NEEDED);
      if (!cleanup) this.blockedBy ??= name;
      return false;
    }
    const result = await this.harness.check(group, operationId, name, body);
    if (result.outcome === 'pass') this.passed.add(name);
    else if (!cleanup) this.blockedBy ??= name;
    return result.outcome === 'pass';
  }
}
