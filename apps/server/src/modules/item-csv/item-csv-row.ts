import { CSV_LIST_SEPARATOR, type ItemCsvHeader } from '@tagwise/core/values/item-csv';
import { needsReview } from '@tagwise/core/pricing/needs-review';
import { exportableDescription } from '@tagwise/core/analysis/generated-description';
import type { ItemRow } from '../items/item-row.ts';

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
const whole = (amount: number | null) => (amount === null ? '' : String(amount));
const isoDate = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');

/** One item as the CSV's cells, keyed by header (ITEM_CSV_HEADERS gives the order). */
export function itemCsvRow(item: ItemRow, projectName: string, link: string): Record<ItemCsvHeader, string> {
  return {
    'Tag code': item.tagCode,
    Name: item.name,
    Project: projectName,
    Category: item.category,
    Condition: item.condition,
    Status: item.status,
    'Tag price': whole(item.tagPrice),
    'Tag price set by': item.tagPriceSource === 'manual' ? 'hand' : 'rules',
    'Retail price': dollars(item.retailCents),
    'Sold price': whole(item.soldPrice),
    'Sold on': isoDate(item.soldAt),
    Brand: item.brand ?? '',
    Model: item.model ?? '',
    Dimensions: item.dimensions ?? '',
    Materials: item.materials ?? '',
    // Never the offline analyzer's placeholder: it says nothing about the item.
    Description: exportableDescription(item.description) ?? '',
    Notes: item.notes ?? '',
    'Key attributes': (item.keyAttributes ?? []).join(CSV_LIST_SEPARATOR),
    'Research sources': (item.researchSources ?? []).map((source) => source.url).join(CSV_LIST_SEPARATOR),
    'Needs review': needsReview({ flaggedByAnalysis: item.needsReview, tagPrice: item.tagPrice }) ? 'yes' : 'no',
    Added: item.createdAt.toISOString(),
    Updated: item.updatedAt.toISOString(),
    Link: link,
  };
}
