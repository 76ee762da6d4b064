// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import rule, { importSpecifiers } from './no-import-cycle.js';

/** A throwaway tree: the router and a layout file that import each other's types. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'no-import-cycle-'));
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), code);
  }
  return root;
}

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

describe('no-import-cycle', () => {
  it('reads static and type-only imports, not dynamic ones', () => {
    expect(
      importSpecifiers(
        [
          "import type { A } from './a';",
          "import {\n  b,\n  type C,\n} from '@/c';",
          "export * from './d';",
          "import './e.css';",
          "const f = () => import('./f');",
        ].join('\n'),
      ),
    ).toEqual(['./a', '@/c', './d', './e.css']);
  });

  it('reports a cycle made of type-only imports, and accepts the type moved beside its owner', () => {
    const cyclic = tree({
      'src/app/router.tsx':
        "import { Gate } from './layout/gate';\nexport interface Handle { a: 1 }\n",
      'src/app/layout/gate.tsx':
        "import type { Handle } from '../router';\nexport const Gate = 1;\n",
    });
    const fixed = tree({
      'src/app/route-table.ts': 'export interface Handle { a: 1 }\n',
      'src/app/router.tsx': "import { Gate } from './layout/gate';\n",
      'src/app/layout/gate.tsx':
        "import type { Handle } from '../route-table';\nexport const Gate = 1;\n",
    });
    tester.run('no-import-cycle', rule, {
      valid: [
        {
          code: "import type { Handle } from '../route-table';\nexport const Gate = 1;\n",
          filename: join(fixed, 'src/app/layout/gate.tsx'),
          options: [{ root: fixed }],
        },
      ],
      invalid: [
        {
          code: "import type { Handle } from '../router';\nexport const Gate = 1;\n",
          filename: join(cyclic, 'src/app/layout/gate.tsx'),
          options: [{ root: cyclic }],
          errors: [{ messageId: 'cycle' }],
        },
      ],
    });
  });
});
