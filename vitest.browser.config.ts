import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongestJourneysFirst from './scripts/lib/journey-order';

// Browser journeys: Node drives Debian's headless Chromium through playwright-core against the e2e
// bundle (built and served once by the global setup). Separate from vitest.config.ts, whose
// jsdom unit tests exclude tests/browser/.
export default defineConfig({
  // The journeys read the app's own tables (the route table and its guard), written with `@/`.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'browser',
    environment: 'node',
    include: ['tests/browser/**/*.spec.ts'],
    globalSetup: ['tests/browser/support/global-setup.ts'],
    // Three files (three chromiums) at a time on a 2-core machine: a journey waits between its
    // steps (the mock's delay, polling, animations), and with two files vmstat still showed the
    // cores ~15 % idle; three keep them busy (646 s against 747 s for the whole stage). Nothing is
    // shared between files: each context has its own in-browser mock, and each live backend its
    // own server and build directory (support/live-backend.ts).
    fileParallelism: true,
    maxWorkers: 3,
    // The longest files first, also on a fresh clone with no durations cached (journey-order.ts).
    sequence: { sequencer: LongestJourneysFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // The app re-renders asynchronously (lazy chunks, language loads, the mock service worker):
    // polled assertions get time to settle on a busy 2-core machine.
    expect: { poll: { timeout: 10_000, interval: 50 } },
    restoreMocks: true,
  },
});
