import { asc } from 'drizzle-orm';
import type { Condition } from '@tagwise/core/catalog/conditions';
import { AppError } from '@tagwise/core/errors';
import { listingDraft } from '@tagwise/core/listings/listing-draft';
import type { PricedListingDraft } from '@tagwise/core/listings/listing-files';
import { ITEM_MESSAGES } from '@tagwise/core/schemas/items';
import {
  LISTING_FILE_ITEM_LIMIT,
  LISTING_FILE_MESSAGES,
  type ListingFileRequest,
} from '@tagwise/core/schemas/listings';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { itemSelectionWhere } from '../items/item-selection-sql.ts';

/**
 * The listing drafts of a selection, scoped to the workspace as tags and bulk actions are (a picked id
 * outside it is a 404 and no file is made; a filter is the list's own), in the order items were added.
 * Items without a tag price are counted, not drafted: a listing needs a price, and the person is told how
 * many were left out rather than finding blank prices on the marketplace.
 */
export async function selectListingDrafts(
  db: Database,
  actor: Actor,
  selection: z.output<typeof ListingFileRequest>['selection'],
): Promise<{ drafts: PricedListingDraft[]; unpriced: number }> {
  const where = itemSelectionWhere(actor, selection);
  const rows = await db
    .select({
      tagCode: items.tagCode,
      name: items.name,
      description: items.description,
      category: items.category,
      condition: items.condition,
      brand: items.brand,
      model: items.model,
      dimensions: items.dimensions,
      materials: items.materials,
      keyAttributes: items.keyAttributes,
      tagPrice: items.tagPrice,
    })
    .from(items)
    .where(where)
    .orderBy(asc(items.createdAt), asc(items.id))
    .limit(LISTING_FILE_ITEM_LIMIT + 1);
  if (rows.length > LISTING_FILE_ITEM_LIMIT) throw new AppError('BAD_REQUEST', LISTING_FILE_MESSAGES.tooMany);
  if ('ids' in selection && rows.length !== new Set(selection.ids).size) {
    throw new AppError('NOT_FOUND', ITEM_MESSAGES.notFound);
  }
  if (rows.length === 0) throw new AppError('BAD_REQUEST', LISTING_FILE_MESSAGES.nothingSelected);
  const drafts: PricedListingDraft[] = [];
  for (const row of rows) {
    if (row.tagPrice === null) continue;
    // The column holds one of CONDITIONS: every write goes through ConditionSchema (as item-dto.ts reads it).
    const draft = listingDraft({
      ...row,
      condition: row.condition as Condition,
      keyAttributes: row.keyAttributes ?? [],
    });
    drafts.push({ ...draft, price: row.tagPrice });
  }
  if (drafts.length === 0) throw new AppError('BAD_REQUEST', LISTING_FILE_MESSAGES.nonePriced);
  return { drafts, unpriced: rows.length - drafts.length };
}
