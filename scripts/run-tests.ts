// `npm test`: every check the project has, in the order that fails fastest, with independent
// checks run side by side so both of a 2-core machine's cores stay busy (ESLint and tsc are
// single-threaded; the unit stage uses two workers, the browser stage three). Prints the time of every
// stage at the end, the figures CI's time is judged by.
//
// Usage: npm test   (the README's test command; CI runs it from .ci/run)
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  /** An npm script and its arguments. */
  run: string[];
  env?: Record<string, string>;
}

/** Steps of one stage: its lanes run at the same time, each lane's steps one after another. */
interface Stage {
  name: string;
  lanes: Step[][];
}

const stages: Stage[] = [
  {
    name: 'static checks',
    // Two lanes of about the same length (fresh clone, 2 cores: lint 30 s + format 12 s against
    // typecheck 31 s + OpenAPI lint 1 s + generated code 6 s).
    lanes: [
      [
        { name: 'lint', run: ['run', 'lint'] },
        { name: 'format', run: ['run', 'format:check'] },
      ],
      [
        { name: 'typecheck', run: ['run', 'typecheck'] },
        { name: 'OpenAPI lint', run: ['run', 'lint:api'] },
        { name: 'generated code', run: ['run', 'check:generated'] },
      ],
    ],
  },
  { name: 'unit tests', lanes: [[{ name: 'unit', run: ['run', 'test:unit'] }]] },
  // The budget builds dist/ and dist-e2e/; the browser journeys then drive that same e2e build.
  { name: 'bundle budget', lanes: [[{ name: 'budget', run: ['run', 'budget'] }]] },
  {
    name: 'browser journeys',
    lanes: [
      [
        {
          name: 'browser',
          run: ['run', 'test:browser'],
          env: { BROWSER_TESTS_SKIP_BUILD: '1' },
        },
      ],
    ],
  },
  { name: 'summary', lanes: [[{ name: 'summary', run: ['run', 'test:summary'] }]] },
];

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
}

/**
 * Runs one step. Alone in its stage it prints as it goes; beside another its output is held
 * and printed whole when it ends, so two tools' lines never interleave.
 */
function runStep(step: Step, streamed: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', step.run, {
      env: { ...process.env, ...step.env },
      stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!streamed) {
        process.stdout.write(`\n── ${step.name} (${seconds.toFixed(0)} s) ──\n`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ name: step.name, seconds, ok: code === 0 });
    });
  });
}

async function runLane(lane: Step[], streamed: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of lane) {
    const outcome = await runStep(step, streamed);
    outcomes.push(outcome);
    if (!outcome.ok) break;
  }
  return outcomes;
}

const table: string[] = [];
const startedAll = performance.now();
let failed: string | null = null;
for (const stage of stages) {
  const started = performance.now();
  const streamed = stage.lanes.length === 1;
  const outcomes = (await Promise.all(stage.lanes.map((lane) => runLane(lane, streamed)))).flat();
  const seconds = (performance.now() - started) / 1000;
  table.push(
    `  ${stage.name.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s   ${outcomes
      .map((each) => `${each.name} ${each.seconds.toFixed(0)} s${each.ok ? '' : ' FAILED'}`)
      .join(', ')}`,
  );
  const failure = outcomes.find((each) => !each.ok);
  if (failure) {
    failed = failure.name;
    break;
  }
}
const total = (performance.now() - startedAll) / 1000;
console.info(
  `\nnpm test, time per stage:\n${table.join('\n')}\n  ${'total'.padEnd(18)} ${total.toFixed(0).padStart(5)} s`,
);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
