import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PACK, DEFAULT_PLAN, PACKS, PLANS, formatDollars, planAction } from '@tagwise/core/values/billing';

// The price list is one table (values/billing.ts); docs/self-hosting.md repeats it in words for whoever sets up
// the same prices in Stripe, so it is checked here.

const selfHosting = readFileSync(new URL('../../../docs/self-hosting.md', import.meta.url), 'utf8');

describe('the credit packs', () => {
  it('are the spec’s three: 100 for $20, 250 for $45, 500 for $80, the 500 chosen first and marked', () => {
    expect(PACKS.map(({ credits, priceCents }) => [credits, priceCents])).toEqual([
      [100, 2000],
      [250, 4500],
      [500, 8000],
    ]);
    expect(PACKS.filter((pack) => pack.popular).map((pack) => pack.id)).toEqual([DEFAULT_PACK]);
    expect(DEFAULT_PACK).toBe('pack-500');
  });

  it('appear in docs/self-hosting.md as the table says', () => {
    const [first, ...rest] = PACKS;
    const words = [
      `${first!.credits} credits for ${formatDollars(first!.priceCents)}`,
      ...rest.map((pack) => `${pack.credits} for ${formatDollars(pack.priceCents)}`),
    ].join(', ');
    expect(selfHosting.replace(/\s+/g, ' ')).toContain(words);
  });
});

describe('the plans', () => {
  it('are the spec’s four paid plans, Pro 600 the popular one with Pro 900 the trial plans', () => {
    expect(PLANS.map(({ tier, priceCents, credits }) => [tier, priceCents, credits])).toEqual([
      ['basic', 900, 50],
      ['pro-300', 3900, 300],
      ['pro-600', 6900, 600],
      ['pro-900', 9900, 900],
    ]);
    expect(PLANS.filter((plan) => plan.popular).map((plan) => plan.tier)).toEqual([DEFAULT_PLAN]);
    expect(PLANS.filter((plan) => plan.trial).map((plan) => plan.tier)).toEqual(['pro-600', 'pro-900']);
  });

  it('appear in docs/self-hosting.md as the table says', () => {
    const words = PLANS.map(
      (plan) => `${plan.name} ${formatDollars(plan.priceCents)} a month for ${plan.credits}`,
    ).join(', ');
    expect(selfHosting.replace(/\s+/g, ' ')).toContain(words);
  });
});

describe('a plan card’s button', () => {
  it('reads Get Started, Upgrade, Downgrade or Switch Plan by where the plan stands', () => {
    expect(planAction(null, 'pro-600')).toBe('Get Started');
    expect(planAction('freemium', 'basic')).toBe('Get Started');
    expect(planAction('pro-300', 'pro-900')).toBe('Upgrade');
    expect(planAction('pro-600', 'basic')).toBe('Downgrade');
    expect(planAction('enterprise', 'pro-900')).toBe('Switch Plan');
  });
});
