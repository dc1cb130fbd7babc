// Prints the plain closing line `N passed, N failed` (N skipped) from the JSON reports
// the test runners write under test-results/, so CI logs end with one summary line.
import { existsSync, readFileSync } from 'node:fs';

const reports = ['test-results/vitest.json', 'test-results/e2e.json'];
let passed = 0;
let failed = 0;
let skipped = 0;
let found = false;
for (const file of reports) {
  if (!existsSync(file)) continue;
  found = true;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof report.numPassedTests === 'number') {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    // Playwright JSON reporter
    passed += report.stats.expected ?? 0;
    failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
    skipped += report.stats.skipped ?? 0;
  }
}
if (!found) {
  console.log('0 passed, 1 failed (no test report found)');
  process.exit(1);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
