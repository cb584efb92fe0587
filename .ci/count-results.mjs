// Print "N passed, N failed" from one or more vitest JSON reports (one per CI job); a missing
// report (the type check failed, or vitest crashed) counts as one failure, and so does a
// skipped test: the README's commands promise a run with none. Exits 1 when anything failed.
import { readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
const files = process.argv.slice(2);
for (const file of files.length > 0 ? files : ["test-output/vitest.json"]) {
  try {
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests ?? 0;
    const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    const broken = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0) + skipped;
    if (skipped > 0) console.error(`${file}: ${skipped} test(s) skipped`);
    failed += report.success === false && broken === 0 ? 1 : broken;
  } catch {
    console.error(`${file}: no report (the type check failed or vitest crashed)`);
    failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
