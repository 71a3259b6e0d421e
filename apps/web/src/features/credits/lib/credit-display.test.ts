import { describe, expect, it } from 'vitest';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import {
  creditsLeftText,
  creditsUsedText,
  planLabel,
  shownText,
  transactionCreditsPhrase,
  transactionCreditsText,
  transactionItem,
  usageLevel,
  usedShare,
} from './credit-display';

const balance = (values: Partial<CreditBalance>): CreditBalance => ({
  tier: 'freemium',
  status: 'active',
  unlimited: false,
  allowance: 10,
  used: 0,
  packCredits: 0,
  available: 10,
  periodStart: '2026-03-01T00:00:00.000Z',
  periodEnd: '2026-04-01T00:00:00.000Z',
  ...values,
});

describe('planLabel', () => {
  it('names every tier as the pricing table does', () => {
    expect(
      (['freemium', 'basic', 'pro-300', 'pro-600', 'pro-900', 'enterprise'] as const).map((tier) =>
        planLabel({ tier, status: 'active' }),
      ),
    ).toEqual(['Free', 'Basic', 'Pro 300', 'Pro 600', 'Pro 900', 'Enterprise']);
  });

  it('calls a trial a trial, whatever Pro tier it runs on', () => {
    expect(planLabel({ tier: 'pro-600', status: 'trialing' })).toBe('7-Day Pro Trial');
  });
});

describe('usageLevel', () => {
  it('turns amber above 60% used and red above 80%, not at the thresholds themselves', () => {
    const at = (used: number) => usageLevel(balance({ allowance: 10, used }));
    expect([0, 6, 7, 8, 9, 10].map(at)).toEqual(['normal', 'normal', 'warning', 'warning', 'critical', 'critical']);
  });

  it('never warns an unlimited plan', () => {
    expect(usageLevel(balance({ unlimited: true, allowance: -1, used: 5000 }))).toBe('normal');
  });

  it('caps the share at the whole bar (pack credits used past the plan do not overflow it)', () => {
    expect(usedShare(balance({ allowance: 10, used: 12 }))).toBe(1);
    expect(usedShare(balance({ allowance: 0, used: 0 }))).toBe(0);
  });
});

describe('credit texts', () => {
  it('says what is left, packs included, and the singular for one', () => {
    expect(creditsLeftText(balance({ available: 7 }))).toBe('7 credits left');
    expect(creditsLeftText(balance({ available: 1 }))).toBe('1 credit left');
    expect(creditsLeftText(balance({ unlimited: true, available: -1 }))).toBe('Unlimited AI credits');
  });

  it('says how much of the allowance is used', () => {
    expect(creditsUsedText(balance({ used: 3, allowance: 10 }))).toBe('3 of 10 credits used this period');
    expect(creditsUsedText(balance({ unlimited: true, allowance: -1, used: 1 }))).toBe('1 AI operation this period');
  });

  it('shows a refund as a gain and an unlimited charge as free', () => {
    expect(transactionCreditsText({ credits: 1, status: 'completed', source: 'plan' })).toBe('1');
    expect(transactionCreditsText({ credits: 1, status: 'refunded', source: 'pack' })).toBe('+1 refunded');
    expect(transactionCreditsText({ credits: 0, status: 'completed', source: 'none' })).toBe('0 (unlimited)');
    expect(transactionCreditsPhrase({ credits: 1, status: 'completed', source: 'plan' })).toBe('1 credit');
    expect(transactionCreditsPhrase({ credits: 2, status: 'pending', source: 'pack' })).toBe('2 credits');
    expect(transactionCreditsPhrase({ credits: 1, status: 'refunded', source: 'plan' })).toBe('+1 credit refunded');
  });

  it('tells the latest page from the whole history', () => {
    expect(shownText(50, true)).toBe('Showing the latest 50 transactions');
    expect(shownText(12, false)).toBe('Showing all 12 transactions');
    expect(shownText(1, false)).toBe('Showing 1 transaction');
  });
});

describe('transactionItem', () => {
  it('links an existing item, marks a completed one without it as deleted, and shows nothing otherwise', () => {
    expect(transactionItem({ itemId: 'abc', itemName: 'Teapot', status: 'completed' })).toEqual({
      kind: 'link',
      href: '/items/abc',
      name: 'Teapot',
    });
    expect(transactionItem({ itemId: null, itemName: null, status: 'completed' })).toEqual({ kind: 'deleted' });
    expect(transactionItem({ itemId: null, itemName: null, status: 'refunded' })).toEqual({ kind: 'none' });
    expect(transactionItem({ itemId: null, itemName: null, status: 'pending' })).toEqual({ kind: 'none' });
  });
});
