import { createHash } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import type { ItemImage, PhotoFiles } from '@tagwise/core/schemas/item-images';
import type { Database } from '../../db/client.ts';
import { itemImages } from '../../db/schema/items.ts';

type ImageRow = typeof itemImages.$inferSelect;

/**
 * A short tag of a studio file's storage key, put in its address: photos are cached for a day, and a
 * photo enhanced again gets new files, so its studio address must change with them.
 */
const versionTag = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 12);

/** The original's addresses never change (its files never do). */
const originalFiles = (row: ImageRow): PhotoFiles => ({
  url: `/api/images/${row.id}/display`,
  thumbUrl: `/api/images/${row.id}/thumb`,
  width: row.width,
  height: row.height,
});

const studioFiles = (row: ImageRow): PhotoFiles | null =>
  row.studioDisplayKey && row.studioWidth && row.studioHeight
    ? {
        url: `/api/images/${row.id}/studio-display?v=${versionTag(row.studioDisplayKey)}`,
        thumbUrl: `/api/images/${row.id}/studio-thumb?v=${versionTag(row.studioDisplayKey)}`,
        width: row.studioWidth,
        height: row.studioHeight,
      }
    : null;

/** The thumbnail of the version shown: what every list, tag and report puts on screen. */
export const shownThumbUrl = (row: Pick<ImageRow, 'id' | 'showStudio' | 'studioDisplayKey'>) =>
  row.showStudio && row.studioDisplayKey
    ? `/api/images/${row.id}/studio-thumb?v=${versionTag(row.studioDisplayKey)}`
    : `/api/images/${row.id}/thumb`;

export const toItemImage = (row: ImageRow): ItemImage => {
  const original = originalFiles(row);
  const studio = studioFiles(row);
  const shown = row.showStudio && studio ? studio : original;
  return {
    id: row.id,
    ...shown,
    showing: shown === studio ? 'studio' : 'original',
    original,
    studio,
  };
};

/** The photos of several items (already known to be the actor's), each list in the chosen order. */
export async function imagesOfItems(db: Pick<Database, 'select'>, itemIds: string[]) {
  const byItem = new Map<string, ItemImage[]>();
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select()
    .from(itemImages)
    .where(inArray(itemImages.itemId, itemIds))
    .orderBy(asc(itemImages.itemId), asc(itemImages.position), asc(itemImages.createdAt));
  for (const row of rows) byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), toItemImage(row)]);
  return byItem;
}
