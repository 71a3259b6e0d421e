// The passed and failed counts of one test runner's JSON report (Vitest's or Playwright's), for the last line
// of `npm test`'s summary.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Counts of a report; a missing or unreadable report counts nothing and says so, and never throws. */
export function readCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  let json;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // A runner killed while writing its report (a crash, a timeout) must not cost the summary of the others.
    console.log(`\nNote: ${path.basename(file)} could not be read; its tests are not counted.`);
    return { passed: 0, failed: 0 };
  }
  if ('numPassedTests' in json) return { passed: json.numPassedTests, failed: json.numFailedTests };
  // Playwright's JSON report. A flaky test passed on its retry; it is named so it gets looked at.
  if (json.stats?.flaky) console.log(`\nNote: ${json.stats.flaky} browser test(s) passed only on retry (flaky).`);
  return { passed: (json.stats?.expected ?? 0) + (json.stats?.flaky ?? 0), failed: json.stats?.unexpected ?? 0 };
}
