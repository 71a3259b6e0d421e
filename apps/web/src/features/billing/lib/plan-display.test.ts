import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@tagwise/core/schemas/billing';
import { countdownText, renewalText, subscriptionLabel, timeLeft } from './plan-display';

const base: SubscriptionView = {
  provider: 'test',
  tier: 'pro-600',
  status: 'active',
  paid: true,
  trialing: false,
  monthlyCredits: 600,
  currentPeriodEnd: '2026-12-25T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  trialAvailable: false,
};

describe('plan display', () => {
  it('labels a trial "7-Day Pro Trial" whatever Pro tier it runs on', () => {
    expect(subscriptionLabel({ tier: 'pro-900', trialing: true })).toBe('7-Day Pro Trial');
    expect(subscriptionLabel({ tier: 'pro-600', trialing: false })).toBe('Pro 600');
  });

  it('counts down in days, hours and minutes, and stops at zero', () => {
    const now = Date.parse('2026-12-20T09:30:00.000Z');
    expect(timeLeft(base.currentPeriodEnd, now)).toEqual({ days: 5, hours: 2, minutes: 30 });
    expect(countdownText(base.currentPeriodEnd, now)).toBe('5d 2h 30m left');
    expect(countdownText(base.currentPeriodEnd, Date.parse('2027-01-01T00:00:00Z'))).toBe('0d 0h 0m left');
  });

  it('says what the period end brings', () => {
    expect(renewalText(base)).toMatch(/^Renews on /);
    expect(renewalText({ ...base, cancelAtPeriodEnd: true })).toMatch(/^Cancelled: ends on .*, then the free plan$/);
    expect(renewalText({ ...base, trialing: true, status: 'trialing' })).toMatch(/^Trial ends on /);
    expect(renewalText({ ...base, tier: 'freemium', paid: false })).toMatch(/^Free credits reset on /);
  });
});
