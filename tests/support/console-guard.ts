// A unit test fails on a console.error or console.warn it did not declare: something the app
// prints there (a call it did not expect to fail, a React warning) is a defect the run must show,
// and a passing run's output stays quiet. A test that provokes one on purpose declares it, and
// the message is then swallowed, and required to happen:
//
//   expectConsoleMessage('error', /^A call failed/);
//
// Installed for every unit test by tests/setup/vitest-setup.ts.
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  seen: number;
}

/**
 * What the test environment prints that no browser would: not the app's doing, so never a
 * failure. Each says why; keep the list short and exact.
 */
const environmentNoise: readonly { level: Level; pattern: RegExp }[] = [
  // jsdom has no HTMLSearchElement; browsers do (the help centre's and catalogue's <search>).
  { level: 'error', pattern: /^The tag <search> is unrecognized in this browser\./ },
  // user-event dispatches each event inside React Testing Library's synchronous act(); a press
  // that shows a part whose lazy chunk vitest is still transforming suspends inside that act.
  // The tests wait for the part with findBy*, where it does arrive; whether the chunk is still
  // loading depends on the machine's speed, so React's warning comes and goes with it.
  {
    level: 'error',
    pattern: /^A component suspended inside an `act` scope, but the `act` call was not awaited/,
  },
];

let expectations: Expectation[] = [];
let unexpected: string[] = [];

/**
 * Declares that the current test prints a console message of `level` matching `pattern` (its
 * text as console would format it): it is not printed, and the test fails if it never comes.
 */
export function expectConsoleMessage(level: Level, pattern: RegExp): void {
  expectations.push({ level, pattern, seen: 0 });
}

function guard(level: Level) {
  return (...args: unknown[]) => {
    const text = format(...args);
    if (environmentNoise.some((noise) => noise.level === level && noise.pattern.test(text))) return;
    const expectation = expectations.find(
      (each) => each.level === level && each.pattern.test(text),
    );
    if (expectation) expectation.seen += 1;
    // Not printed here: the test's failure names it, whole, where it is read.
    else unexpected.push(`console.${level}: ${text.slice(0, 2000)}`);
  };
}

/**
 * What the guard holds against the current test (an unexpected message, an expected one that
 * never came), emptied: the check afterEach makes, and what the guard's own tests read.
 */
export function takeConsoleProblems(): string[] {
  const problems = [
    ...unexpected.map((line) => `printed without being expected: ${line}`),
    ...expectations
      .filter((each) => each.seen === 0)
      .map((each) => `expected console.${each.level} matching ${each.pattern} was never printed`),
  ];
  expectations = [];
  unexpected = [];
  return problems;
}

/** Wraps console.error and console.warn for the rest of this test file. */
export function installConsoleGuard(): void {
  console.error = guard('error');
  console.warn = guard('warn');
  beforeEach(() => {
    expectations = [];
    unexpected = [];
  });
  afterEach(() => {
    const problems = takeConsoleProblems();
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });
}
