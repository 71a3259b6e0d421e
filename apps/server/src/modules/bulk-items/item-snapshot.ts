import type { itemImages, priceEvents } from '../../db/schema/items.ts';
import type { ItemRow } from '../items/item-row.ts';

type PriceEventRow = typeof priceEvents.$inferSelect;

// Rows are kept as JSON for the undo; JSON has no dates, so they are revived on the way back.
const date = (value: unknown) => new Date(value as string);
const dateOrNull = (value: unknown) => (value === null || value === undefined ? null : date(value));

export const reviveItemRow = (json: unknown): ItemRow => {
  const row = json as ItemRow;
  return { ...row, createdAt: date(row.createdAt), updatedAt: date(row.updatedAt), soldAt: dateOrNull(row.soldAt) };
};

export const revivePriceEvent = (json: unknown): PriceEventRow => {
  const row = json as PriceEventRow;
  return { ...row, createdAt: date(row.createdAt) };
};

export const reviveImageRow = (json: unknown): typeof itemImages.$inferSelect => {
  const row = json as typeof itemImages.$inferSelect;
  return { ...row, createdAt: date(row.createdAt) };
};
