import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { items } from '../../db/schema/items.ts';

// An item as the app reads it. search_text is there for searches to look in; a page, or the 10,000 rows
// of a bulk action, need not carry a second copy of every description and note.
const { searchText: _searchText, ...readColumns } = getTableColumns(items);
export const itemColumns = readColumns;
export type ItemRow = Omit<typeof items.$inferSelect, 'searchText'>;

/**
 * What an item in a list shows (item-dto.ts), and no more: a page of 50 rows does not read, decode and map
 * the analysis' guesses, comparables and notes that only the item's own page shows.
 */
export const itemListColumns = {
  id: items.id,
  projectId: items.projectId,
  tagCode: items.tagCode,
  name: items.name,
  description: items.description,
  category: items.category,
  condition: items.condition,
  retailCents: items.retailCents,
  tagPrice: items.tagPrice,
  tagPriceSource: items.tagPriceSource,
  brand: items.brand,
  model: items.model,
  dimensions: items.dimensions,
  materials: items.materials,
  notes: items.notes,
  keyAttributes: items.keyAttributes,
  researchSources: items.researchSources,
  status: items.status,
  soldPrice: items.soldPrice,
  soldAt: items.soldAt,
  needsReview: items.needsReview,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
};
export type ItemListRow = Pick<ItemRow, keyof typeof itemListColumns>;

/** A value as JSON carries it: a timestamp as its ISO 8601 text. */
type AsJson<T> = T extends Date ? string : T;
type Json<Row> = { [K in keyof Row]: AsJson<Row[K]> };

/**
 * A list's row as one JSON object that PostgreSQL builds (json_build_object) from the columns above and
 * `extra` values, under their keys: one field per row to decode instead of two dozen. The embedded
 * database's client copies and decodes every field of every row on the server's thread, and drizzle maps
 * each of them again: for a page of 51 rows that was a tenth of the request's time (bench/items-list.ts).
 */
export function itemListJson<Extra extends Record<string, SQL>>(extra: Extra) {
  const fields: Record<string, SQL | (typeof itemListColumns)[keyof typeof itemListColumns]> = {
    ...itemListColumns,
    ...extra,
  };
  const pairs = Object.entries(fields).map(([key, value]) => {
    if (!/^\w+$/.test(key)) throw new Error(`not a JSON key of ours: ${key}`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<
    Json<ItemListRow> & { [K in keyof Extra]: Extra[K]['_']['type'] }
  >`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** An item of a list from its JSON (itemListJson), with its timestamps as dates again. */
export const fromItemListJson = (json: Json<ItemListRow>): ItemListRow => ({
  ...json,
  soldAt: json.soldAt === null ? null : new Date(json.soldAt),
  createdAt: new Date(json.createdAt),
  updatedAt: new Date(json.updatedAt),
});
