// Prints the closing line CI reads: "N passed, N failed, N skipped".
import { readFileSync } from 'node:fs';

const file = process.argv[2];
try {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests + r.numTodoTests} skipped`);
} catch (err) {
  console.log(`0 passed, 1 failed (no test report at ${file}: ${err.message})`);
}
