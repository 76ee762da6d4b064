// `npm run bench:notifications`: the notification stream benchmark (bench/), jsdom like the
// component tests, one file at a time. Not part of `npm test`: it prints figures; its
// assertions are about correctness only (nothing dropped or doubled, the cap), never timings.
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['bench/**/*.bench.test.{ts,tsx}'],
      setupFiles: ['tests/setup/vitest-setup.ts'],
      testTimeout: 120_000,
      fileParallelism: false,
    },
  }),
);
