import { defineConfig } from 'vitest/config';

// Browser journeys: Node drives Debian's chromium through playwright-core against the e2e
// bundle (built and served once by the global setup). Separate from vitest.config.ts, whose
// jsdom unit tests exclude tests/browser/.
export default defineConfig({
  test: {
    name: 'browser',
    environment: 'node',
    include: ['tests/browser/**/*.spec.ts'],
    globalSetup: ['tests/browser/support/global-setup.ts'],
    // One file (one chromium) at a time: the machines have 2 cores, and chromium wants both.
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // The app re-renders asynchronously (lazy chunks, language loads, the mock service worker):
    // polled assertions get time to settle on a busy 2-core machine.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    restoreMocks: true,
  },
});
