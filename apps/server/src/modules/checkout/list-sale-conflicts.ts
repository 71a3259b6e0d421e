import { eq } from 'drizzle-orm';
import type { SaleConflictList } from '@tagwise/core/sale-day/conflict-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { saleConflicts } from '../../db/schema/sale-day.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { loadConflicts } from './conflict-dto.ts';

/** GET /api/projects/:projectId/sale-conflicts (the admin's): the sale's double sales, unresolved first. */
export async function listSaleConflicts({
  db,
  actor,
  projectId,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
}): Promise<SaleConflictList> {
  await findOwnedProject(db, actor, projectId);
  return { conflicts: await loadConflicts(db, actor, eq(saleConflicts.projectId, projectId)) };
}
