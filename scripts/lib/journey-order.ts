// The order the browser journeys' files start in: the longest first, so the stage does not end
// with one long file running alone while the other workers idle. Vitest orders by the durations
// it cached on this machine's last run; a fresh clone (CI) has none, and vitest then starts the
// largest files first, which left buying.spec and a11y.spec (short files, long journeys) for last:
// the stage's final ~20 s ran one or two files on three workers. The listed files always start
// first (also ahead of vitest's "failed last time first" on a developer's machine); the rest keep
// vitest's order.
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took longest in a fresh-clone run on a 2-core machine (their journeys and their
 * beforeAll, e.g. first-paint.spec's build and prerender), longest first. A file not listed
 * starts after these, in vitest's own order.
 */
export const longestJourneys = [
  // The development server builds each module the first time a page asks: its journeys are long.
  // Each capability off in turn, its screens walked: sixteen sign-ins, about three minutes.
  'capabilities.spec.ts',
  'dev-server-routes.spec.ts',
  'dev-server-flows.spec.ts',
  'first-paint.spec.ts',
  'courses.spec.ts',
  'live-backend.spec.ts',
  'settings.spec.ts',
  'accounts.spec.ts',
  'payment-states.spec.ts',
  'course-form.spec.ts',
  'a11y.spec.ts',
  'public-site.spec.ts',
  'buying.spec.ts',
  'later-version.spec.ts',
  'notifications.spec.ts',
  'dev-panel.spec.ts',
];

const rank = (file: string): number => {
  const index = longestJourneys.indexOf(basename(file));
  return index < 0 ? longestJourneys.length : index;
};

/** `files` with the listed ones first, longest first; the rest keep the order they came in. */
export function longestFirst<T>(files: readonly T[], fileOf: (each: T) => string): T[] {
  return files
    .map((each, index) => ({ each, index, rank: rank(fileOf(each)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ each }) => each);
}

export default class LongestJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return longestFirst(await super.sort(files), (spec) => spec.moduleId);
  }
}
