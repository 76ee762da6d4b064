// The builds the journeys drive carry the production Content Security Policy (vite.config.ts): a
// script it blocks, a Trusted Types sink given a string, a request to a host it does not list is
// reported to the page as a `securitypolicyviolation` event. This hands each one, from every page
// and frame of a browser context, to the journey, which fails on it (support/browser.ts).
import type { BrowserContext } from 'playwright-core';

/** What a page reports of one violation. */
export interface PolicyViolation {
  /** The directive that refused it, e.g. `script-src-elem`, `require-trusted-types-for`. */
  directive: string;
  /** What was refused: an address, `inline`, `eval` or `trusted-types-sink`. */
  blocked: string;
  /** The first characters of the refused script or value, when the policy reports them. */
  sample: string;
  /** Where it happened: the script or page, with its line. */
  source: string;
  /** `enforce`, or `report` for a report-only policy. */
  disposition: string;
  /** The page's address. */
  page: string;
}

const bindingName = '__reportPolicyViolation';

export function describeViolation(violation: PolicyViolation): string {
  const sample = violation.sample ? ` "${violation.sample}"` : '';
  return `Content Security Policy violation (${violation.disposition}): ${violation.directive} refused ${violation.blocked}${sample} at ${violation.source} on ${violation.page}`;
}

/** Calls `onViolation` for every violation any page of `context` reports from now on. */
export async function watchPolicyViolations(
  context: BrowserContext,
  onViolation: (violation: PolicyViolation) => void,
): Promise<void> {
  await context.exposeBinding(bindingName, (_source, violation: PolicyViolation) =>
    onViolation(violation),
  );
  await context.addInitScript((binding) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, (value: unknown) => void>)[binding];
        report?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          sample: event.sample,
          source: `${event.sourceFile || 'the page'}:${event.lineNumber}:${event.columnNumber}`,
          disposition: event.disposition,
          page: location.href,
        });
      },
      true,
    );
  }, bindingName);
}
