// Prints the closing lines CI reads: each failed test by file and full name, with the first line of its error, then
// "N passed, N failed, N skipped" over every report named (make test names the main run's and make test-future's).
// The failures come last on purpose: a CI log is often read from its tail only.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

let [passed, failed, skipped] = [0, 0, 0];
const failures = [];
for (const file of process.argv.slice(2)) {
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
    for (const suite of r.testResults ?? []) {
      const where = relative(process.cwd(), suite.name);
      const bad = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of bad) {
        const why =
          String(t.failureMessages?.[0] ?? '')
            .split('\n')
            .find((l) => l.trim()) ?? '';
        failures.push(`FAILED (${file}) ${where} > ${t.fullName}\n    ${why.slice(0, 300)}`);
      }
      // A file that failed to load has no test results, only a message.
      if (suite.status === 'failed' && bad.length === 0) {
        const why =
          String(suite.message ?? '')
            .split('\n')
            .find((l) => l.trim()) ?? '';
        failures.push(`FAILED (${file}) ${where}: the file failed\n    ${why.slice(0, 300)}`);
      }
    }
  } catch (err) {
    console.log(`no test report at ${file}: ${err.message}`);
    failed++;
  }
}
for (const line of failures) console.log(line);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
