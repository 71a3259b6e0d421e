import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@tagwise/core/schemas/billing';
import { trialEndingToday } from './trial-alert';

// The amber alert dot (commercial-side.md section 4): "amber when the trial has 0 days left".

const HOUR = 60 * 60 * 1000;
const now = Date.parse('2026-12-20T12:00:00.000Z');
const trial = (endsIn: number, overrides: Partial<SubscriptionView> = {}): SubscriptionView => ({
  provider: 'test',
  tier: 'pro-600',
  status: 'trialing',
  paid: true,
  trialing: true,
  monthlyCredits: 600,
  currentPeriodEnd: new Date(now + endsIn).toISOString(),
  cancelAtPeriodEnd: false,
  trialAvailable: false,
  ...overrides,
});

describe('trialEndingToday', () => {
  it('is on for a trial with 0 whole days left, up to the minute it ends', () => {
    expect(trialEndingToday(trial(23 * HOUR + 59 * 60_000), now)).toBe(true);
    expect(trialEndingToday(trial(5 * HOUR), now)).toBe(true);
    expect(trialEndingToday(trial(60_000), now)).toBe(true);
    // A cancelled trial ends too: still its last day.
    expect(trialEndingToday(trial(HOUR, { cancelAtPeriodEnd: true }), now)).toBe(true);
  });

  it('is off with a day or more left, for a plan that is not a trial, and before the plan has loaded', () => {
    expect(trialEndingToday(trial(24 * HOUR), now)).toBe(false);
    expect(trialEndingToday(trial(6 * 24 * HOUR), now)).toBe(false);
    expect(trialEndingToday(trial(HOUR, { trialing: false, status: 'active' }), now)).toBe(false);
    expect(trialEndingToday(trial(HOUR, { tier: 'freemium', paid: false, trialing: false }), now)).toBe(false);
    expect(trialEndingToday(undefined, now)).toBe(false);
  });
});
