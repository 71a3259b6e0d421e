import { describe, expect, it } from 'vitest';
import { effectivePlan } from '../src/credits/plan.ts';
import { hasStudioPhotos, studioPhotoAccess } from '../src/values/enhancements.ts';

const access = (tier: string, status = 'active', maxItemsPerMonth: number | null = null) =>
  studioPhotoAccess(effectivePlan({ tier, status, maxItemsPerMonth }));

describe('studio photos by plan (core-app.md section 6)', () => {
  it('are for every Pro tier and Enterprise only', () => {
    expect(
      ['freemium', 'basic', 'pro-300', 'pro-600', 'pro-900', 'enterprise'].map((t) => hasStudioPhotos(t as never)),
    ).toEqual([false, false, true, true, true, true]);
  });
  it('cost one credit on Pro, nothing on Enterprise, and are an upgrade below Pro', () => {
    expect(access('pro-600')).toBe('one-credit');
    expect(access('enterprise')).toBe('included');
    expect(access('freemium')).toBe('upgrade');
    expect(access('basic')).toBe('upgrade');
  });
  it('follow the plan as the ledger reads it: a trial is Pro, a lapsed Pro is free, unlimited Pro is included', () => {
    expect(access('freemium', 'trialing')).toBe('one-credit');
    expect(access('pro-300', 'canceled')).toBe('upgrade');
    expect(access('pro-300', 'active', -1)).toBe('included');
    // Unlimited credits do not make Basic a Pro plan.
    expect(access('basic', 'active', -1)).toBe('upgrade');
  });
});
