import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { listableItems } from './listable-items-sql.ts';
import { LISTING_LIMITS } from '@tagwise/core/values/estatesales-listing';
import type { Database } from '../../db/client.ts';
import { itemImages, items } from '../../db/schema/items.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadSharp } from '../item-images/load-sharp.ts';

/** A picture for the listing: one item's main photo, as the site takes it. */
export interface ListingPicture {
  itemId: string;
  description: string;
  jpeg: Buffer;
}

/** The listing site takes JPG, PNG or GIF (our photos are WebP); this side is plenty for a sale page. */
const LONG_SIDE = 1600;

/**
 * The sale's most valuable items still for sale that have a photo, highest tag price first (then retail),
 * at most LISTING_LIMITS.pictures: each item's main photo in the version the app shows (the studio one
 * when chosen), named by the item. A photo whose file is missing or unreadable is skipped, and the next
 * item takes its place, so one bad file never stops a publish.
 */
export async function listingPictures(
  db: Database,
  storage: Storage,
  ownerId: string,
  projectId: string,
): Promise<ListingPicture[]> {
  const candidates = await db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(listableItems(ownerId, projectId))
    .orderBy(sql`${items.tagPrice} desc nulls last`, sql`${items.retailCents} desc nulls last`, desc(items.createdAt))
    // A few spare in case a photo cannot be read.
    .limit(LISTING_LIMITS.pictures + 5);
  if (candidates.length === 0) return [];
  const photos = await db
    .select({
      itemId: itemImages.itemId,
      displayKey: itemImages.displayKey,
      studioDisplayKey: itemImages.studioDisplayKey,
      showStudio: itemImages.showStudio,
    })
    .from(itemImages)
    .where(
      and(
        eq(itemImages.ownerId, ownerId),
        inArray(
          itemImages.itemId,
          candidates.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(itemImages.position));
  const mainPhoto = new Map<string, (typeof photos)[number]>();
  for (const photo of photos) if (!mainPhoto.has(photo.itemId)) mainPhoto.set(photo.itemId, photo);

  const pictures: ListingPicture[] = [];
  const sharp = await loadSharp();
  for (const item of candidates) {
    if (pictures.length === LISTING_LIMITS.pictures) break;
    const photo = mainPhoto.get(item.id);
    if (!photo) continue;
    const key = photo.showStudio && photo.studioDisplayKey ? photo.studioDisplayKey : photo.displayKey;
    const file = await storage.get(key).catch(() => null);
    if (!file) continue;
    const jpeg = await sharp(file)
      .resize(LONG_SIDE, LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer()
      .catch(() => null);
    if (jpeg) pictures.push({ itemId: item.id, description: item.name, jpeg });
  }
  return pictures;
}
