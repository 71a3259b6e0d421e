import { and, asc, eq, isNull } from 'drizzle-orm';
import type { HoldList } from '@tagwise/core/sale-day/hold-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemHolds } from '../../db/schema/sale-day.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { loadHolds } from './hold-dto.ts';

/** GET /api/projects/:projectId/holds: the holds standing on the sale (neither released nor paid), soonest end first. */
export async function listHolds({
  db,
  actor,
  projectId,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
}): Promise<HoldList> {
  await findOwnedProject(db, actor, projectId);
  const rows = await db
    .select({ id: itemHolds.id })
    .from(itemHolds)
    .where(
      and(
        eq(itemHolds.ownerId, actor.ownerId),
        eq(itemHolds.projectId, projectId),
        isNull(itemHolds.releasedAt),
        isNull(itemHolds.invoiceId),
      ),
    )
    .orderBy(asc(itemHolds.holdUntil), asc(itemHolds.id));
  return {
    holds: await loadHolds(
      db,
      actor,
      rows.map((row) => row.id),
    ),
  };
}
