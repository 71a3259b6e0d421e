import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCounts } from './test-counts.mjs';

// The counts under `npm test`'s summary: the summary must print whatever state a runner left its report in.

const dir = mkdtempSync(path.join(tmpdir(), 'test-counts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function report(name: string, text: string) {
  writeFileSync(path.join(dir, name), text);
  return path.join(dir, name);
}

describe("npm test's counts", () => {
  it("reads Vitest's and Playwright's reports, a flaky browser test among the passed", () => {
    expect(readCounts(report('unit.json', JSON.stringify({ numPassedTests: 12, numFailedTests: 1 })))).toEqual({
      passed: 12,
      failed: 1,
    });
    const browser = { stats: { expected: 40, flaky: 2, unexpected: 3 } };
    expect(readCounts(report('browser.json', JSON.stringify(browser)))).toEqual({ passed: 42, failed: 3 });
  });

  it('counts nothing, without throwing, for a report that is missing or was cut off mid-write', () => {
    expect(readCounts(path.join(dir, 'never-written.json'))).toEqual({ passed: 0, failed: 0 });
    expect(readCounts(report('cut.json', '{"numPassedTests": 3, "testRes'))).toEqual({ passed: 0, failed: 0 });
  });
});
