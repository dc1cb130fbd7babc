import { defineConfig } from 'vitest/config';

// Unit and integration tests sit next to the code (`*.test.ts`). End-to-end specs in
// e2e/ run against a real `dss serve` and Chromium; they have their own entry
// (`npm run test:e2e`). Benchmarks live in bench/ and are never part of a test run.
export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
