// Runs the same tests several times in a row, to chase a flaky one: `npm run test:repeat --
// --runs 5 tests/browser/accounts.spec.ts`. Browser journeys (under tests/browser/) run with the
// browser config, anything else with the unit config; all given files must be of one kind. Stops
// at the first failed run and says which run it was; vitest's own output stays on screen. Pass
// `-t "name"` (or any other vitest flag) after the files to narrow it down.
import { spawnSync } from 'node:child_process';

export interface RepeatArgs {
  runs: number;
  files: string[];
  vitestFlags: string[];
}

export function parseRepeatArgs(argv: string[]): RepeatArgs {
  let runs = 5;
  const files: string[] = [];
  const vitestFlags: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--runs') {
      runs = Number(argv[(index += 1)]);
      if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1');
    } else if (arg.startsWith('-')) {
      vitestFlags.push(arg);
      const value = argv[index + 1];
      if (value !== undefined && !value.startsWith('-') && !/\.(spec|test)\.tsx?$/.test(value))
        vitestFlags.push(argv[(index += 1)]!);
    } else files.push(arg);
  }
  if (files.length === 0) throw new Error('name the test files to repeat');
  const browser = files.filter((file) => file.startsWith('tests/browser/'));
  if (browser.length > 0 && browser.length < files.length)
    throw new Error('repeat browser journeys and unit tests separately');
  return { runs, files, vitestFlags };
}

export function vitestCommand({ files, vitestFlags }: RepeatArgs): string[] {
  const browser = files[0]!.startsWith('tests/browser/');
  return [
    'vitest',
    'run',
    ...(browser ? ['--config', 'vitest.browser.config.ts'] : []),
    ...files,
    ...vitestFlags,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseRepeatArgs(process.argv.slice(2));
  const command = vitestCommand(args);
  if (args.files[0]!.startsWith('tests/browser/'))
    spawnSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
  const times: number[] = [];
  for (let run = 1; run <= args.runs; run += 1) {
    console.info(`\n[test:repeat] run ${run} of ${args.runs}: npx ${command.join(' ')}`);
    const started = Date.now();
    const { status } = spawnSync('npx', command, { stdio: 'inherit' });
    times.push((Date.now() - started) / 1000);
    if (status !== 0) {
      console.error(`[test:repeat] run ${run} of ${args.runs} failed (after ${run - 1} passed)`);
      process.exit(1);
    }
  }
  console.info(
    `[test:repeat] ${args.runs} of ${args.runs} runs passed (${times.map((time) => `${time.toFixed(0)} s`).join(', ')})`,
  );
}
