import { conditionRule } from './compute-tag-price.ts';
import type { ConditionMultiplier, ConditionUsage } from './pricing-settings.ts';

/**
 * The conditions the workspace's items have that these rules leave unpriced (their items are tagged at
 * 100% of the marked-down price). Unknown counts as priced while there is a Good rule, as the pricing
 * function prices it.
 */
export function conditionsWithoutRule(
  usage: ConditionUsage['conditions'],
  conditionMultipliers: readonly ConditionMultiplier[],
): ConditionUsage['conditions'] {
  const settings = {
    conditionMultipliers: [...conditionMultipliers],
    categoryMarkdowns: [],
    markdownPercentage: 0,
    minimumPrice: 0,
    maximumPrice: 0,
    markupPercentage: 0,
  };
  return usage.filter((use) => use.items > 0 && conditionRule(use.condition, settings) === null);
}
