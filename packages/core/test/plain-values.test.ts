import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  DisplayPreferences,
  withDisplayDefaults,
} from '../src/schemas/account-settings.ts';
import { Id } from '../src/schemas/projects.ts';
import { isId } from '../src/values/projects.ts';

// The plain values (no zod) must accept exactly what the schemas they stand in for accept.
describe('plain checks agree with the schemas', () => {
  it('withDisplayDefaults keeps valid stored preferences, fills gaps and drops unknown or wrong fields', () => {
    const stored = {
      mainPage: { showDescription: true, extra: 1, pricing: { showConfidence: true } },
      itemPage: { showNotes: false },
    };
    const result = withDisplayDefaults(stored);
    expect(result.mainPage.showDescription).toBe(true);
    expect(result.mainPage.pricing.showConfidence).toBe(true);
    expect(result.itemPage.showNotes).toBe(false);
    expect(result).toEqual(DisplayPreferences.parse(result));
    expect(result.mainPage).not.toHaveProperty('extra');
    for (const bad of [{ mainPage: { showCategory: 'yes' } }, { itemPage: { pricing: { showCondition: 1 } } }]) {
      expect(withDisplayDefaults(bad)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    }
    for (const empty of [null, undefined, 'x', 3, []]) {
      expect(withDisplayDefaults(empty)).toEqual(DEFAULT_DISPLAY_PREFERENCES);
    }
  });

  it('isId accepts what z.uuid() accepts', () => {
    for (const value of [
      '0190b4c2-7a6e-7c1e-9b7e-2f3c4d5e6f70',
      'f47ac10b-58cc-4372-a567-0e02b2c3d479',
      '00000000-0000-0000-0000-000000000000',
      'f47ac10b-58cc-0372-a567-0e02b2c3d479',
      'f47ac10b-58cc-4372-c567-0e02b2c3d479',
      'not-an-id',
      '',
    ]) {
      expect(isId(value) !== null).toBe(Id.safeParse(value).success);
    }
  });
});
