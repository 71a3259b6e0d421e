import { PACKS, PLANS } from '@tagwise/core/values/billing';

// Who takes payments (issue 17): Stripe when its keys are set, the built-in test provider otherwise, or
// nobody (BILLING_PROVIDER=none: no plans, prices or credit counters; analyses are not limited).

/** The environment variable holding the Stripe price id of each plan and pack, by the offer's id. */
export const STRIPE_PRICE_VARS = Object.fromEntries(
  [...PLANS.map((plan) => plan.tier), ...PACKS.map((pack) => pack.id)].map((offer) => [
    offer,
    `STRIPE_PRICE_${offer.replace('pro-', 'pro_').replace('pack-', 'pack_').toUpperCase()}`,
  ]),
) as Record<string, string>;

export type BillingConfig =
  | { provider: 'test' }
  | { provider: 'none' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Another endpoint than api.stripe.com (a fake on loopback in tests). */
      apiUrl: string | undefined;
      /** Price id by offer id (a plan's tier or a pack's id). */
      prices: Record<string, string>;
    };

const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/** What is wrong with the billing settings, each as "NAME: what to do". */
export function billingConfigProblems(env: NodeJS.ProcessEnv): string[] {
  const provider = value(env, 'BILLING_PROVIDER');
  if (provider && !['test', 'stripe', 'none'].includes(provider)) {
    return ['BILLING_PROVIDER: must be test, stripe or none'];
  }
  const secretKey = value(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = value(env, 'STRIPE_WEBHOOK_SECRET');
  const stripe = provider === 'stripe' || (!provider && (secretKey || webhookSecret));
  if (!stripe) return [];
  const problems: string[] = [];
  if (!secretKey?.startsWith('sk_') && !secretKey?.startsWith('rk_')) {
    problems.push('STRIPE_SECRET_KEY: must be your Stripe secret key (sk_live_..., sk_test_... or rk_...)');
  }
  if (!webhookSecret?.startsWith('whsec_')) {
    problems.push("STRIPE_WEBHOOK_SECRET: must be the webhook endpoint's signing secret (whsec_...)");
  }
  for (const name of Object.values(STRIPE_PRICE_VARS)) {
    if (!value(env, name)?.startsWith('price_')) problems.push(`${name}: must be a Stripe price id (price_...)`);
  }
  const apiUrl = value(env, 'STRIPE_API_URL');
  if (apiUrl && !URL.canParse(apiUrl)) problems.push('STRIPE_API_URL: must be an absolute URL');
  return problems;
}

/** The billing settings; call after billingConfigProblems found none. */
export function billingConfig(env: NodeJS.ProcessEnv): BillingConfig {
  const provider = value(env, 'BILLING_PROVIDER');
  if (provider === 'none') return { provider: 'none' };
  const secretKey = value(env, 'STRIPE_SECRET_KEY');
  const webhookSecret = value(env, 'STRIPE_WEBHOOK_SECRET');
  if (provider === 'test' || !secretKey || !webhookSecret) return { provider: 'test' };
  return {
    provider: 'stripe',
    secretKey,
    webhookSecret,
    apiUrl: value(env, 'STRIPE_API_URL'),
    prices: Object.fromEntries(Object.entries(STRIPE_PRICE_VARS).map(([offer, name]) => [offer, value(env, name)!])),
  };
}
