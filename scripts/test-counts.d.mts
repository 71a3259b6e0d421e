// Types of scripts/test-counts.mjs, for its test.
export function readCounts(file: string): { passed: number; failed: number };
