// Builds the harness's package (`npm pack` in contract/ runs this first, as `prepack`): one
// self-contained ES module, `dist/cli.js`, with everything the harness reads bundled in — the
// spec (src/generated/openapi.json), the generated zod schemas, the app's translations of server
// message keys, the app's multipart serializer, zod and ws — and its own fixtures beside it in
// `dist/fixtures/`. The package has no dependencies, so its tarball installs without a registry.
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const out = join(here, 'dist');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

await build({
  entryPoints: [join(here, 'cli.ts')],
  outfile: join(out, 'cli.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // ws asks for these native speed-ups when they are installed, and works without them.
  external: ['bufferutil', 'utf-8-validate'],
  // A CommonJS dependency bundled into an ES module (ws) still calls `require`.
  banner: {
    js: [
      '#!/usr/bin/env node',
      "import { createRequire as __contractRequire } from 'node:module';",
      'const require = __contractRequire(import.meta.url);',
    ].join('\n'),
  },
  legalComments: 'none',
  logLevel: 'warning',
});

cpSync(join(here, 'fixtures'), join(out, 'fixtures'), { recursive: true });
process.stderr.write(`contract harness built into ${out}\n`);
