// @vitest-environment node
// The harness's catalogue-filters journey: it passes against the mock, reports a
// server without the filter extension as not offering it (not a failure), and fails a server
// whose category filter lets other categories through.
import { describe, expect, it } from 'vitest';
import { EXTENSION_ABSENT } from '../../contract/harness';
import type { ContractReport } from '../../contract/run';
import { jsonAnswer, mockBehindFaultProxy } from './support/fault-proxy';
import { describeFailures, failedResults, runHarness } from './support/run-against-mock';

const running = mockBehindFaultProxy();

// The journeys alone: the whole run against the clean mock is mock-backend-passes.test.ts's.
const journeysOnly = { only: ['journeys'] as const };

const journey = (report: ContractReport) =>
  report.results.filter((result) => result.group === 'journey:catalogue-filters');

describe('the catalogue-filters journey', { timeout: 120_000 }, () => {
  it('passes every step against the mock backend', async () => {
    const report = await runHarness(running.mock.url, false, false, journeysOnly);
    expect(failedResults(report), describeFailures(report)).toEqual([]);
    const steps = journey(report);
    expect(steps.map((step) => [step.operationId, step.outcome])).toEqual([
      ['listCourseCategories', 'pass'],
      ['getCatalogueFilters', 'pass'],
      ['listPublicCourses', 'pass'],
      ['listPublicCourses', 'pass'],
    ]);
  });

  it('reports a server without the extension as not offering it, failing nothing', async () => {
    const switched = await fetch(`${running.mock.url}/__dev/capabilities`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ capabilities: { 'catalogue-filters': false } }),
    });
    expect(switched.ok).toBe(true);
    const report = await runHarness(running.mock.url, false, false, journeysOnly);
    expect(failedResults(report), describeFailures(report)).toEqual([]);
    const steps = journey(report);
    expect(steps[0]).toMatchObject({ operationId: 'listCourseCategories', outcome: 'pass' });
    for (const step of steps.slice(1))
      expect(step, step.check).toMatchObject({ outcome: 'skip', reason: EXTENSION_ABSENT });
  });

  it('fails a category filter that lets another category through, naming the call', async () => {
    running.proxy.setFault({
      operationId: 'listPublicCourses',
      // Every page's first card claims the next category: the category a card names is then never
      // what a filter by it answers.
      answer: jsonAnswer((body) => {
        const [card] = body.data as { category: { id: number } | null }[];
        if (card?.category) card.category = { ...card.category, id: card.category.id + 1 };
      }),
    });
    const report = await runHarness(running.proxy.url, false, false, journeysOnly);
    const failures = failedResults(report).flatMap((result) => result.failures);
    expect(
      failures.some((line) =>
        /listPublicCourses category_id=\d+ answers courses of other/.test(line),
      ),
      describeFailures(report),
    ).toBe(true);
  });
});
