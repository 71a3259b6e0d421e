import { effectivePlan, type EffectivePlan, type PlanRecord } from '@tagwise/core/credits/plan';

let billing = true;

/**
 * Whether this server bills its workspaces. BILLING_PROVIDER=none (an operator hosting Tagwise for their
 * own company) turns plans, prices and credit limits off. Set once at start from the configuration
 * (createApp), before any request: one server process serves one configuration.
 */
export function setBillingEnabled(enabled: boolean) {
  billing = enabled;
}

/** Without billing every workspace works as on Enterprise: unlimited, never charged, every feature. */
const UNBILLED: EffectivePlan = { tier: 'enterprise', allowance: -1, unlimited: true };

/** The plan a subscription row gives this period, as the ledger and the feature checks read it. */
export const planOf = (record: PlanRecord): EffectivePlan => (billing ? effectivePlan(record) : UNBILLED);
