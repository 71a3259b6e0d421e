import { TriangleAlertIcon } from 'lucide-react';
import { conditionsWithoutRule } from '@tagwise/core/pricing/conditions-without-rule';
import type { ConditionMultiplier } from '@tagwise/core/pricing/pricing-settings';
import { itemCountText } from '@tagwise/core/item-count-text';
import { Button } from '@/components/ui/button';
import { useConditionUsage } from '../api/get-condition-usage';

/**
 * Items whose condition has no rule are tagged at 100% of the marked-down price: a Poor item would cost
 * more than a Good one. Checked against the rules as edited, so removing a rule warns before saving.
 */
export function ConditionRuleWarning({
  rules,
  onAddRule,
}: {
  rules: readonly ConditionMultiplier[];
  onAddRule: (condition: string) => void;
}) {
  const usage = useConditionUsage();
  if (!usage.data) return null;
  const missing = conditionsWithoutRule(usage.data.conditions, rules);
  if (missing.length === 0) return null;
  return (
    <div
      role="status"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      aria-labelledby="condition-rule-warning-heading"
    >
      <p id="condition-rule-warning-heading" className="flex items-center gap-2 font-medium">
        <TriangleAlertIcon aria-hidden className="size-4 shrink-0" />
        Some items have a condition without a rule
      </p>
      <p>
        Without a rule an item keeps 100% of its marked-down price, more than in any condition below New. Add a rule,
        save, and Tagwise offers to re-price the items.
      </p>
      <ul className="grid gap-2">
        {missing.map(({ condition, items }) => (
          <li key={condition} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {condition}: {itemCountText(items)}
            </span>
            <Button type="button" size="sm" variant="outline" onClick={() => onAddRule(condition)}>
              Add a {condition} rule
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
