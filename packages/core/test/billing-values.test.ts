import { describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, PLANS, TRIAL_BUTTON_LABEL, TRIAL_LABEL, TRIAL_PLAN_NAMES } from '../src/values/billing.ts';

// The texts built from the price list read as the spec words them (commercial-side.md sections 2, 4, 8, 9).
describe('texts derived from the price list', () => {
  it('say the trial, its plans and the credits as the spec does', () => {
    expect(TRIAL_BUTTON_LABEL).toBe('Start 7-Day Free Trial');
    expect(TRIAL_LABEL).toBe('7-Day Pro Trial');
    expect(TRIAL_PLAN_NAMES).toBe('Pro 600 and Pro 900');
    expect(BILLING_MESSAGES.trialPaymentSuccessSignIn).toBe(
      'Trial payment successful! Sign in to activate your 7-day Pro trial.',
    );
    expect(BILLING_MESSAGES.accountCreatedTrial).toBe('Account created and 7-day Pro trial activated!');
    expect(BILLING_MESSAGES.noTrialOnPlan).toBe('Only Pro 600 and Pro 900 start with the 7-day trial.');
    expect(PLANS.map((plan) => plan.features[0])).toEqual([
      '50 AI credits a month',
      '300 AI credits a month',
      '600 AI credits a month',
      '900 AI credits a month',
    ]);
    expect(PLANS[0]!.features[1]).toBe('Up to 5 projects');
    expect(PLANS.filter((plan) => plan.trial).map((plan) => plan.features.at(-1))).toEqual([
      '7-day free trial',
      '7-day free trial',
    ]);
  });
});
