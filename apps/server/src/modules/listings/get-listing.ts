import type { Condition } from '@tagwise/core/catalog/conditions';
import { listingDraft, type ListingDraft } from '@tagwise/core/listings/listing-draft';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { findOwnedItem } from '../items/find-owned-item.ts';

/** The marketplace listing an item makes (its own fields, nothing invented); 404 outside the workspace. */
export async function getListing({
  db,
  actor,
  itemId,
}: {
  db: Database;
  actor: Actor;
  itemId: string;
}): Promise<ListingDraft> {
  const item = await findOwnedItem(db, actor, itemId);
  // The column holds one of CONDITIONS: every write goes through ConditionSchema (as item-dto.ts reads it).
  return listingDraft({ ...item, condition: item.condition as Condition, keyAttributes: item.keyAttributes ?? [] });
}
