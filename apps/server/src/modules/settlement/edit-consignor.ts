import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Consignor, ConsignorInput } from '@tagwise/core/sale-day/terms-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { consignors } from '../../db/schema/consignors.ts';
import { findOwnedConsignor, loadConsignors, payoutColumns } from './sale-terms-dto.ts';

/**
 * PATCH /api/consignors/:consignorId (the admin's): their name, contact or payout rule. The settlement pays
 * by the rule as it is when it is made (what their items sold for stays as the invoices stored it).
 */
export async function editConsignor({
  db,
  actor,
  consignorId,
  input,
}: {
  db: Database;
  actor: Actor;
  consignorId: string;
  input: z.output<typeof ConsignorInput>;
}): Promise<Consignor> {
  const found = await findOwnedConsignor(db, actor, consignorId);
  await db
    .update(consignors)
    .set({ name: input.name, contact: input.contact ?? null, ...payoutColumns(input.payout) })
    .where(eq(consignors.id, consignorId));
  const [consignor] = await loadConsignors(db, actor, found.projectId, consignorId);
  return consignor!;
}
