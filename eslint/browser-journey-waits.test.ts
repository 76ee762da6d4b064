// @vitest-environment node
// The project's lint configuration refuses, in browser journeys, the three waits that made
// tests flaky: a bare reload, a fixed wait and a wait for the network to go quiet.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });

async function restrictedIn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

const journey = 'tests/browser/example.spec.ts';
const wrap = (body: string) =>
  `import type { Page } from 'playwright-core';\nexport async function step(page: Page) {\n  ${body}\n}\n`;

describe('lint rules of the browser journeys', () => {
  it('refuses a bare page.reload(), with or without options', async () => {
    expect(await restrictedIn(journey, wrap('await page.reload();'))).toEqual([
      expect.stringContaining('reloadSettled'),
    ]);
    expect(
      await restrictedIn(journey, wrap("await page.reload({ waitUntil: 'load' });")),
    ).toHaveLength(1);
  });

  it('refuses a fixed wait', async () => {
    expect(await restrictedIn(journey, wrap('await page.waitForTimeout(400);'))).toEqual([
      expect.stringContaining('fixed wait'),
    ]);
  });

  it('refuses waiting for the network to go quiet', async () => {
    expect(
      await restrictedIn(journey, wrap("await page.waitForLoadState('networkidle');")),
    ).toEqual([expect.stringContaining('networkidle')]);
    expect(
      await restrictedIn(journey, wrap("await page.goto('/', { waitUntil: 'networkidle' });")),
    ).toHaveLength(1);
  });

  it('lets the settled helpers and visible-state waits through, and other folders alone', async () => {
    expect(await restrictedIn(journey, wrap("await page.getByRole('heading').waitFor();"))).toEqual(
      [],
    );
    expect(await restrictedIn('scripts/example.ts', wrap('await page.reload();'))).toEqual([]);
  });
});
