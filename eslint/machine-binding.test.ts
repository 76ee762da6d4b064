// @vitest-environment node
// The project's lint configuration keeps one way to start a machine in the app: the binding of
// src/entities/machine-binding/, which hands every actor to the inspector and keeps it through
// StrictMode's remount. @xstate/react's own hooks and a bare createActor are refused elsewhere.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: `${import.meta.dirname}/..` });

async function restrictedImportsIn(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const feature = 'src/features/example/example-page.tsx';

describe('one binding of machines to the app', () => {
  it("refuses @xstate/react's hooks in product code and in component tests", async () => {
    const code = "import { useMachine } from '@xstate/react';\nexport const hook = useMachine;\n";
    expect(await restrictedImportsIn(feature, code)).toEqual([
      expect.stringContaining('useMachineBinding'),
    ]);
    expect(
      await restrictedImportsIn('src/features/example/example-page.test.tsx', code),
    ).toHaveLength(1);
  });

  it('refuses an actor started outside the binding, so none escapes the inspector', async () => {
    const code = "import { createActor } from 'xstate';\nexport const start = createActor;\n";
    expect(await restrictedImportsIn(feature, code)).toEqual([
      expect.stringContaining('inspector'),
    ]);
    expect(await restrictedImportsIn('src/entities/example/start.ts', code)).toHaveLength(1);
  });

  it('lets the binding itself and tests that walk a machine start actors', async () => {
    const code = "import { createActor } from 'xstate';\nexport const start = createActor;\n";
    expect(
      await restrictedImportsIn('src/entities/machine-binding/use-machine-binding.ts', code),
    ).toEqual([]);
    expect(await restrictedImportsIn('src/machines/example/example.machine.test.ts', code)).toEqual(
      [],
    );
  });
});
