// Print "N passed, N failed" from vitest's JSON report; a missing report (the type check
// failed, or vitest crashed) counts as one failure. Exits 1 when anything failed.
import { readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
try {
  const report = JSON.parse(readFileSync(process.argv[2] ?? "test-output/vitest.json", "utf8"));
  passed = report.numPassedTests ?? 0;
  failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  if (report.success === false && failed === 0) failed = 1;
} catch {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
