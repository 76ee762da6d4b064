// Prints one closing line over every vitest run of `npm test` (unit and browser), in the
// plain form CI reads: "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs';

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const reports = ['test-results/unit.json', 'test-results/browser.json'].filter((file) =>
  existsSync(file),
);
if (reports.length === 0) {
  console.error(
    'No test report found in test-results/: did the test runs write their JSON reports?',
  );
  process.exit(1);
}
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as VitestJson;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
