// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectConsoleMessage, takeConsoleProblems } from './console-guard';

// The guard is installed for every unit test (tests/setup/vitest-setup.ts): these tests print
// through it and read what it would fail the test for, emptying it before the real check runs.
describe('the console guard', () => {
  it('holds an error or warning nobody declared against the test, whole', () => {
    console.error('Unexpected %s', 'failure', { status: 500 });
    console.warn('A stray warning');
    expect(takeConsoleProblems()).toEqual([
      'printed without being expected: console.error: Unexpected failure { status: 500 }',
      'printed without being expected: console.warn: A stray warning',
    ]);
  });

  it('swallows a declared message, as often as it comes', () => {
    expectConsoleMessage('error', /^A call failed/);
    console.error('A call failed', new Error('Request failed with status code 500'));
    console.error('A call failed', new Error('Network Error'));
    expect(takeConsoleProblems()).toEqual([]);
  });

  it('fails a test whose declared message never comes, or comes at another level', () => {
    expectConsoleMessage('error', /^A call failed/);
    console.warn('A call failed');
    expect(takeConsoleProblems()).toEqual([
      'printed without being expected: console.warn: A call failed',
      'expected console.error matching /^A call failed/ was never printed',
    ]);
  });

  it('lets through only the test environment’s own noise', () => {
    console.error(
      'The tag <search> is unrecognized in this browser. If you meant to render a React component, start its name with an uppercase letter.',
    );
    console.error('The tag <blink> is unrecognized in this browser.');
    expect(takeConsoleProblems()).toEqual([
      'printed without being expected: console.error: The tag <blink> is unrecognized in this browser.',
    ]);
  });
});
