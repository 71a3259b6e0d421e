import type { ItemCsvCounts } from '@tagwise/core/schemas/item-csv-import';
import { countOf } from '@tagwise/core/values/plural';
import { formatUsNumber } from '@tagwise/core/values/us-number';

/** "12 new, 3 updated", with what stays unchanged and where updated items are, when that applies. */
export function importCountsText({ created, updated, unchanged, inOtherProjects }: ItemCsvCounts) {
  const parts = [`${formatUsNumber(created)} new`, `${formatUsNumber(updated)} updated`];
  if (unchanged > 0) parts.push(`${formatUsNumber(unchanged)} unchanged`);
  const text = parts.join(', ');
  return inOtherProjects > 0 ? `${text} (${countOf(inOtherProjects, 'item')} of other projects stay there)` : text;
}
