import { getTableColumns } from 'drizzle-orm';
import { items } from '../../db/schema/items.ts';

// An item as the app reads it. search_text is there for searches to look in; a page, or the 10,000 rows
// of a bulk action, need not carry a second copy of every description and note.
const { searchText: _searchText, ...readColumns } = getTableColumns(items);
export const itemColumns = readColumns;
export type ItemRow = Omit<typeof items.$inferSelect, 'searchText'>;
