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
    // Two files (two chromiums) at a time: a journey mostly waits (the mock's network delay,
    // animations, polling), so one file at a time left a 2-core machine half idle. Nothing is
    // shared between files: each context has its own in-browser mock, and each live backend its
    // own server and build directory (support/live-backend.ts).
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // The app re-renders asynchronously (lazy chunks, language loads, the mock service worker):
    // polled assertions get time to settle on a busy 2-core machine.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    restoreMocks: true,
  },
});
