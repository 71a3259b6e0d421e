import type { z } from 'zod';
import { expectedCash, summarizeDayEnd } from '@tagwise/core/sale-day/day-end';
import type { CashCount, CashCountInput } from '@tagwise/core/sale-day/day-end-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { cashCounts } from '../../db/schema/sale-day.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { loadCashCounts } from './cash-counts.ts';
import { loadDayEndInvoices } from './day-end-invoices.ts';

/**
 * POST /api/projects/:projectId/cash-counts (members and the admin): the drawer counted at a day's end. What
 * it should hold is worked out here from the stored invoices (the float, plus the day's cash taken, less the
 * cash refunded that day), and kept with the count, the difference, who counted and when. A recount is a
 * new count; earlier ones stay.
 */
export async function recordCashCount({
  db,
  actor,
  projectId,
  input,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  input: z.output<typeof CashCountInput>;
}): Promise<CashCount> {
  const id = await db.transaction(async (tx) => {
    const project = await findOwnedProject(tx, actor, projectId);
    const zone = project.timeZone ?? input.timeZone ?? 'UTC';
    const day = summarizeDayEnd(await loadDayEndInvoices(tx, actor, projectId, zone), input.saleDay);
    const cash = day.byMethod.find((m) => m.method === 'cash')!;
    const expectedCents = expectedCash(input.openingFloatCents, cash);
    const [row] = await tx
      .insert(cashCounts)
      .values({
        ownerId: actor.ownerId,
        projectId,
        saleDay: input.saleDay,
        openingFloatCents: input.openingFloatCents,
        expectedCents,
        countedCents: input.countedCents,
        differenceCents: input.countedCents - expectedCents,
        note: input.note,
        countedBy: actor.userId,
      })
      .returning({ id: cashCounts.id });
    return row!.id;
  });
  const [saved] = await loadCashCounts(db, actor, projectId, { id });
  return saved!;
}
