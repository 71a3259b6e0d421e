import { adjustPriceByPercent } from '@tagwise/core/pricing/adjust-by-percent';
import type { BulkAction } from '@tagwise/core/schemas/bulk-items';
import type { z } from 'zod';
import { rulePrice, type PricingContext } from '../items/pricing-context.ts';
import type { ItemRow } from '../items/item-row.ts';
import { changeOf, type ItemChange } from './write-item-changes.ts';

type Action = Exclude<z.output<typeof BulkAction>, { type: 'delete' }>;

/**
 * One item's values after a bulk action, by the same rules as editing it alone: a price that follows the
 * rules is re-priced when its category, condition or project changes; a price set by hand stays.
 */
export function nextItemChange(
  row: ItemRow,
  action: Action,
  contextFor: (projectId: string) => PricingContext,
  now: Date,
  /** With status sold: what each item sold for (every selected item has one; run-bulk-action checks). */
  soldPrices: ReadonlyMap<string, number> = new Map(),
): { change: ItemChange; breakdown: string | null } {
  const next = changeOf(row);
  switch (action.type) {
    case 'set':
      if (action.category) next.category = action.category;
      if (action.condition && action.condition !== row.condition) {
        next.condition = action.condition;
        next.conditionSource = 'person';
      }
      if (action.status && action.status !== row.status) {
        next.status = action.status;
        next.soldAt = action.status === 'sold' ? now : null;
        // What it sold for goes with the sale (the history keeps it).
        if (action.status !== 'sold') next.soldPrice = null;
      }
      if (action.status === 'sold') next.soldPrice = soldPrices.get(row.id) ?? next.soldPrice;
      break;
    case 'move':
      next.projectId = action.projectId;
      // A consignor belongs to one sale: in another, the item is that sale's client's until assigned again.
      if (action.projectId !== row.projectId) next.consignorId = null;
      break;
    case 'consignor':
      next.consignorId = action.consignorId;
      break;
    case 'reprice-rule':
      if (!(action.keepManual && row.tagPriceSource === 'manual')) next.tagPriceSource = 'rule';
      break;
    case 'reprice-percent': {
      if (row.tagPrice === null) return { change: next, breakdown: null };
      next.tagPrice = adjustPriceByPercent(row.tagPrice, action.percent, contextFor(row.projectId).settings);
      next.tagPriceSource = 'manual';
      const sign = action.percent > 0 ? '+' : '';
      return { change: next, breakdown: `Bulk change ${sign}${action.percent}%` };
    }
  }
  if (next.tagPriceSource !== 'rule') return { change: next, breakdown: null };
  const rule = rulePrice(contextFor(next.projectId), { ...row, ...next });
  next.tagPrice = rule?.tagPrice ?? null;
  return { change: next, breakdown: rule?.breakdown ?? null };
}

/** True when the action changed nothing about this item. */
export const isUnchanged = (a: ItemChange, b: ItemChange) =>
  (Object.keys(a) as (keyof ItemChange)[]).every((key) =>
    key === 'soldAt' ? a.soldAt?.getTime() === b.soldAt?.getTime() : a[key] === b[key],
  );
