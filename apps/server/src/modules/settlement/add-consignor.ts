import type { z } from 'zod';
import type { Consignor, ConsignorInput } from '@tagwise/core/sale-day/terms-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { consignors } from '../../db/schema/consignors.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { loadConsignors, payoutColumns } from './sale-terms-dto.ts';

/** POST /api/projects/:projectId/consignors (the admin's): someone whose items the sale sells, and their payout rule. */
export async function addConsignor({
  db,
  actor,
  projectId,
  input,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  input: z.output<typeof ConsignorInput>;
}): Promise<Consignor> {
  await findOwnedProject(db, actor, projectId);
  const [row] = await db
    .insert(consignors)
    .values({
      ownerId: actor.ownerId,
      projectId,
      name: input.name,
      contact: input.contact ?? null,
      ...payoutColumns(input.payout),
    })
    .returning({ id: consignors.id });
  const [consignor] = await loadConsignors(db, actor, projectId, row!.id);
  return consignor!;
}
