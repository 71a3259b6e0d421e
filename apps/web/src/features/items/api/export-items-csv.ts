import { itemQueryParams, type ItemQuery } from './get-items';

/** The CSV of the items a list shows (its search, filters and order): the browser downloads it as is. */
export function exportItemsCsvUrl(query: ItemQuery) {
  const search = itemQueryParams(query).toString();
  return `/api/items/export.csv${search ? `?${search}` : ''}`;
}
