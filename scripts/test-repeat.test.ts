// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseRepeatArgs, vitestCommand } from './test-repeat';

describe('test:repeat arguments', () => {
  it('repeats browser journeys with the browser config, five times unless told', () => {
    const args = parseRepeatArgs(['tests/browser/accounts.spec.ts', '-t', 'forgot password']);
    expect(args.runs).toBe(5);
    expect(vitestCommand(args)).toEqual([
      'vitest',
      'run',
      '--config',
      'vitest.browser.config.ts',
      'tests/browser/accounts.spec.ts',
      '-t',
      'forgot password',
    ]);
  });

  it('repeats unit tests with the unit config', () => {
    const args = parseRepeatArgs(['--runs', '3', 'src/lib/routing.test.ts']);
    expect(args.runs).toBe(3);
    expect(vitestCommand(args)).toEqual(['vitest', 'run', 'src/lib/routing.test.ts']);
  });

  it('refuses no file, a bad count and a mix of kinds', () => {
    expect(() => parseRepeatArgs([])).toThrow(/files/);
    expect(() => parseRepeatArgs(['--runs', '0', 'a.test.ts'])).toThrow(/whole number/);
    expect(() =>
      parseRepeatArgs(['tests/browser/shell.spec.ts', 'src/lib/routing.test.ts']),
    ).toThrow(/separately/);
  });
});
