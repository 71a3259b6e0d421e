import { describe, expect, it } from 'vitest';
import { addMonths, effectivePlan, periodContaining } from '../src/credits/plan.ts';

const plan = (tier: string, status = 'active', maxItemsPerMonth: number | null = null) =>
  effectivePlan({ tier, status, maxItemsPerMonth });

describe('effectivePlan', () => {
  it('gives each tier its monthly allowance', () => {
    expect(plan('freemium')).toEqual({ tier: 'freemium', allowance: 10, unlimited: false });
    expect(plan('basic').allowance).toBe(50);
    expect(plan('pro-300').allowance).toBe(300);
    expect(plan('pro-600').allowance).toBe(600);
    expect(plan('pro-900').allowance).toBe(900);
  });
  it('reads the legacy "pro" as Pro 300 and an unknown tier as the free tier', () => {
    expect(plan('pro')).toEqual({ tier: 'pro-300', allowance: 300, unlimited: false });
    expect(plan('platinum').tier).toBe('freemium');
  });
  it('treats enterprise and an override of -1 as unlimited', () => {
    expect(plan('enterprise')).toEqual({ tier: 'enterprise', allowance: -1, unlimited: true });
    expect(plan('basic', 'active', -1)).toEqual({ tier: 'basic', allowance: -1, unlimited: true });
  });
  it('lets an override replace the tier allowance', () => {
    expect(plan('basic', 'active', 75).allowance).toBe(75);
  });
  it('gives a trial Pro with at least 300 credits', () => {
    expect(plan('freemium', 'trialing')).toEqual({ tier: 'pro-300', allowance: 300, unlimited: false });
    expect(plan('pro-600', 'trialing').allowance).toBe(600);
    expect(plan('basic', 'trialing', 100).allowance).toBe(300);
  });
  it('counts a paid tier only while active, trialing or past due', () => {
    expect(plan('pro-600', 'past_due').allowance).toBe(600);
    expect(plan('pro-600', 'canceled')).toEqual({ tier: 'freemium', allowance: 10, unlimited: false });
    expect(plan('enterprise', 'unpaid').unlimited).toBe(false);
  });
});

describe('periods', () => {
  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths(new Date('2026-01-31T08:00:00Z'), 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2026-01-15T08:00:00Z'), 12).toISOString()).toBe('2027-01-15T08:00:00.000Z');
  });
  it('finds no new period while the current one runs', () => {
    const anchor = new Date('2026-10-05T00:00:00Z');
    expect(periodContaining(anchor, addMonths(anchor, 1), new Date('2026-11-04T23:59:59Z'))).toBeNull();
  });
  it('moves to the period containing now, skipping months nobody used', () => {
    const anchor = new Date('2026-06-05T00:00:00Z');
    expect(periodContaining(anchor, addMonths(anchor, 1), new Date('2026-07-05T00:00:00Z'))).toEqual({
      start: new Date('2026-07-05T00:00:00Z'),
      end: new Date('2026-08-05T00:00:00Z'),
    });
    expect(periodContaining(anchor, addMonths(anchor, 1), new Date('2026-11-23T12:00:00Z'))).toEqual({
      start: new Date('2026-11-05T00:00:00Z'),
      end: new Date('2026-12-05T00:00:00Z'),
    });
  });
});
