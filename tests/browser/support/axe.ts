// Accessibility checks with axe-core: a page passes when axe finds nothing serious or critical.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const blocking = new Set(['serious', 'critical']);

/** WCAG 2.x A and AA plus axe's best practices (landmarks, one main, headings...). */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** One violation per paragraph: rule, impact, help link, then every node with its selector. */
export function formatViolations(violations: readonly Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const target = node.target
            .map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part)))
            .join(' ');
          const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
          return `    • ${target}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
        })
        .join('\n');
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n\n');
}

/** Runs axe on the page as it is now and fails on serious or critical violations. */
export async function expectNoSeriousA11yViolations(
  page: Page,
  label: string,
): Promise<AxeResults> {
  const results = await new AxeBuilder({ page })
    // axe.run in the page itself. The default (runPartial) opens a blank page in the context for
    // every check to merge the frames' results: a new renderer each time, which made a check take
    // 0.5-1.5 s instead of 0.2-0.5 s. The app has no cross-origin frame, the one case legacy mode
    // cannot reach.
    .setLegacyMode(true)
    .withTags(tags)
    // Only the violations are read: axe then skips collecting every passing node.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((violation) => blocking.has(violation.impact ?? ''));
  const minor = results.violations.filter((violation) => !blocking.has(violation.impact ?? ''));
  if (minor.length > 0) {
    console.warn(
      `[axe] ${label}: ${minor.length} minor/moderate finding(s), not failing:\n${formatViolations(minor)}`,
    );
  }
  expect(
    serious.map((violation) => violation.id),
    `axe found serious or critical violations on ${label}:\n\n${formatViolations(serious)}\n`,
  ).toEqual([]);
  return results;
}
