import { getTableColumns } from 'drizzle-orm';
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
