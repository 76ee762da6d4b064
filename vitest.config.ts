import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    resolve: {
      // pusher-js's default entry is a Node build that MSW cannot intercept (toolchain guide).
      alias: { 'pusher-js': 'pusher-js/dist/web/pusher.js' },
    },
    test: {
      environment: 'jsdom',
      include: ['{src,mocks,tests,scripts,eslint}/**/*.test.{ts,tsx}'],
      exclude: ['tests/browser/**', 'node_modules/**'],
      setupFiles: ['tests/setup/vitest-setup.ts'],
      restoreMocks: true,
      // Whole-app renders wait for lazy chunks and the mock backend; 5 s is tight on 2 cores.
      testTimeout: 20_000,
      // Vitest keeps a core for its main process (cores - 1 workers): on a 2-core machine that is
      // one worker, and the main process, which only collects results, leaves the other core idle.
      maxWorkers: availableParallelism(),
      unstubEnvs: true,
      unstubGlobals: true,
    },
  }),
);
