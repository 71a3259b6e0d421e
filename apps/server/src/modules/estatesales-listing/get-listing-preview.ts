import { count } from 'drizzle-orm';
import type { ListingPreview } from '@tagwise/core/schemas/estatesales-listing';
import { listingProblems } from '@tagwise/core/sale-schedule/listing-readiness';
import { LISTING_LIMITS } from '@tagwise/core/values/estatesales-listing';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { listableItems } from './listable-items-sql.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { findEstateSalesRow } from '../integrations/get-estatesales-settings.ts';

/**
 * What a publish of the project would do, before it is asked for: whether the workspace is connected,
 * what the sale still lacks (the same rules the publish applies), and how many pictures would go.
 */
export async function getListingPreview({
  db,
  actor,
  projectId,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
}): Promise<ListingPreview> {
  const project = await findOwnedProject(db, actor, projectId);
  const [connection, [withPhotos]] = await Promise.all([
    findEstateSalesRow(db, actor),
    db.select({ n: count() }).from(items).where(listableItems(actor.ownerId, projectId)),
  ]);
  const available = withPhotos?.n ?? 0;
  return {
    connected: connection !== null,
    problems: listingProblems(project),
    itemsWithPhotos: available,
    pictures: Math.min(available, LISTING_LIMITS.pictures),
  };
}
