import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRIAL_DAYS, TRIAL_PLAN_NAMES } from '@tagwise/core/values/billing';
import { TIER_ALLOWANCE } from '@tagwise/core/values/credits';

// The plan facts the pages state (the trial's length, the free tier's credits, which plans have the trial)
// come from packages/core/src/values/billing.ts and credits.ts, the one price list: a page that types them
// out again goes stale the day the price list changes. This reads every web source file (comments aside)
// for the facts written as text.

const SOURCE = path.resolve(import.meta.dirname, '..');
const FACTS_AS_TEXT = [
  new RegExp(`\\b${TRIAL_DAYS}[- ][Dd]ays?\\b`),
  new RegExp(`\\b${TIER_ALLOWANCE.freemium} (AI )?(credits|analyses)\\b`),
  new RegExp(TRIAL_PLAN_NAMES),
];

/**
 * The file without its comments, lines kept where they were (a URL's "//" in a string only hides the rest
 * of its line: never a false alarm).
 */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, '')).replace(/\/\/.*$/gm, '');

describe('plan facts in the web app', () => {
  it('are read from the core values, never typed out in a page', () => {
    const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const lines = withoutComments(readFileSync(path.join(SOURCE, file), 'utf8')).split('\n');
      return lines.flatMap((line, i) =>
        FACTS_AS_TEXT.some((fact) => fact.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
      );
    });
    expect(found).toEqual([]);
  });
});
