// Runs the contract harness in-process against the standalone mock backend (optionally behind
// the fault proxy), with the mock's ready accounts.
import { READY_ACCOUNTS } from '../../../mocks/db/seed';
import { startMockServer, type RunningMockServer } from '../../../mocks/server/mock-server';
import type { CheckResult } from '../../../contract/harness';
import { runContract, type ContractOptions, type ContractReport } from '../../../contract/run';

export { startMockServer, type RunningMockServer };

/** Back to the seed between runs (the mock's developer endpoint, not part of the API). */
export async function resetMock(mock: RunningMockServer): Promise<void> {
  const response = await fetch(`${mock.url}/__dev/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`mock reset answered ${response.status}`);
}

export function runHarness(
  baseUrl: string,
  allowWrites = true,
  strict = false,
  more: Partial<ContractOptions> = {},
): Promise<ContractReport> {
  return runContract({
    ...more,
    strict,
    baseUrl,
    learner: { ...READY_ACCOUNTS.learner },
    instructor: { ...READY_ACCOUNTS.instructor },
    allowWrites,
    timeoutMs: 10_000,
    maxRetryWaitMs: 0,
  });
}

export const failedResults = (report: ContractReport): CheckResult[] =>
  report.results.filter((result) => result.outcome === 'fail');

/** `group operation: check` and its failures, for assertion messages. */
export const describeFailures = (report: ContractReport): string =>
  failedResults(report)
    .map(
      (result) =>
        `[${result.group}] ${result.operationId}: ${result.check}\n  ${result.failures.join('\n  ')}`,
    )
    .join('\n');
