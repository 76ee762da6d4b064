import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

const mockWorkerFile = 'mockServiceWorker.js';

/** public/ holds MSW's worker for mock mode; builds without mocks must not ship it. */
function dropMockWorkerWithoutMocks(mocking: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'academy:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!mocking) rmSync(join(outDir, mockWorkerFile), { force: true });
    },
  };
}

// One config for `npm start` (mock mode by default, see .env), the production build
// (mocks off, see .env.production) and the browser-test build (`--mode e2e`, mocks on).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const browserMocks = env.VITE_API_MOCKING === 'browser' && mode !== 'test';
  return {
    plugins: [react(), dropMockWorkerWithoutMocks(env.VITE_API_MOCKING === 'browser')],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // The in-browser mock's cookie store needs no public-suffix list (see the file).
        ...(browserMocks
          ? { tldts: fileURLToPath(new URL('./mocks/lib/registrable-domain.ts', import.meta.url)) }
          : {}),
      },
    },
    build: {
      outDir: mode === 'e2e' ? 'dist-e2e' : 'dist',
      sourcemap: mode !== 'production',
      // Fonts stay files: the dram sign's face is fetched only where a page shows ֏ (unicode-range),
      // which an inlined data URL would defeat.
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    },
  };
});
