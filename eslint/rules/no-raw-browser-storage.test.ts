// @vitest-environment node
import { ESLint, RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import rule from './no-raw-browser-storage.js';

const tester = new RuleTester({
  languageOptions: {
    ecmaVersion: 2022,
    sourceType: 'module',
    // sessionStorage left undeclared: the rule finds a global the configuration does not name.
    globals: { localStorage: 'readonly', window: 'readonly' },
  },
});

describe('no-raw-browser-storage', () => {
  it('refuses storage and object URLs however they are reached', () => {
    tester.run('no-raw-browser-storage', rule, {
      valid: [
        "import { readStored, storedValues } from '@/lib/storage'; readStored(storedValues.token);",
        "fileSaver.save('sales.csv', text, 'text/csv');",
        // A name of its own, not the browser's.
        'function read(localStorage) { return localStorage.getItem("x"); }',
        'const sessionStorage = new Map(); sessionStorage.get("x");',
        'const options = { localStorage: false };',
        'new URL("/a", location.href);',
      ],
      invalid: [
        { code: "localStorage.getItem('token');", errors: [{ messageId: 'storage' }] },
        { code: "sessionStorage.setItem('a', 'b');", errors: [{ messageId: 'storage' }] },
        { code: "window.localStorage.removeItem('lang');", errors: [{ messageId: 'storage' }] },
        { code: "globalThis.sessionStorage?.getItem('x');", errors: [{ messageId: 'storage' }] },
        { code: "window['localStorage'].clear();", errors: [{ messageId: 'storage' }] },
        { code: 'const { localStorage: kept } = window;', errors: [{ messageId: 'storage' }] },
        { code: 'const store = typeof localStorage;', errors: [{ messageId: 'storage' }] },
        { code: 'URL.createObjectURL(blob);', errors: [{ messageId: 'objectUrl' }] },
        { code: 'window.URL.revokeObjectURL(url);', errors: [{ messageId: 'objectUrl' }] },
      ],
    });
  });
});

describe('the project configuration', () => {
  const eslint = new ESLint({ cwd: `${import.meta.dirname}/../..` });
  const refusals = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: file });
    return result!.messages
      .filter((message) => message.ruleId === 'academy/no-raw-browser-storage')
      .map((message) => message.message);
  };
  const raw =
    "export const read = () => window.localStorage.getItem('lang');\nexport const url = (blob: Blob) => URL.createObjectURL(blob);\n";

  it('applies it to every layer of src/', async () => {
    for (const file of [
      'src/features/blog/example.ts',
      'src/entities/progress/example.ts',
      'src/machines/quiz/example.ts',
      'src/lib/http/example.ts',
      'src/app/example.ts',
      'src/components/ui/example.ts',
    ])
      expect(await refusals(file, raw), file).toEqual([
        expect.stringContaining('src/lib/storage/'),
        expect.stringContaining('save-file.ts'),
      ]);
  });

  it('exempts the homes, the early language menu and tests, and leaves mocks/ alone', async () => {
    for (const file of [
      'src/lib/storage/browser-storage.ts',
      'src/lib/browser/save-file.ts',
      'src/components/ui/use-object-url.ts',
      'src/app/first-screen/early-language-menu.ts',
      'src/features/blog/blog.test.tsx',
      'mocks/dev-panel/example.ts',
    ])
      expect(await refusals(file, raw), file).toEqual([]);
  });
});
