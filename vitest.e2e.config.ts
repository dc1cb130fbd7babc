import { defineConfig } from 'vitest/config';

// The end-to-end suite: e2e/**/*.e2e.ts drive Chromium (playwright-core, settings in
// playwright.config.ts) against a real `dss serve` per test (e2e/support/fixtures.ts).
// One worker process for every file, not isolated, so one Chromium serves the whole run;
// tests run one at a time (the machine has 2 cores, and the server and browser use both).
// The global setup builds the web UI once. No retries: a flaky test is a bug.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    isolate: false,
    retry: 0,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    // expect.poll waits for what the page shows as long as a locator action would
    // (playwright.config.ts actionTimeoutMs); tests never sleep.
    expect: { poll: { timeout: 20_000, interval: 50 } },
    reporters: ['default', ['json', { outputFile: 'test-results/e2e.json' }]],
  },
});
