import { and, desc, eq } from 'drizzle-orm';
import type { CashCount } from '@tagwise/core/sale-day/day-end-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { cashCounts } from '../../db/schema/sale-day.ts';

/** A sale's cash counts of one day (or one count by id), newest first, with who counted. */
export async function loadCashCounts(
  db: Pick<Database, 'select'>,
  actor: Actor,
  projectId: string,
  { saleDay, id }: { saleDay?: string; id?: string },
): Promise<CashCount[]> {
  const rows = await db
    .select({ count: cashCounts, countedByName: user.name })
    .from(cashCounts)
    .leftJoin(user, eq(user.id, cashCounts.countedBy))
    .where(
      and(
        eq(cashCounts.ownerId, actor.ownerId),
        eq(cashCounts.projectId, projectId),
        saleDay ? eq(cashCounts.saleDay, saleDay) : undefined,
        id ? eq(cashCounts.id, id) : undefined,
      ),
    )
    .orderBy(desc(cashCounts.createdAt), desc(cashCounts.id));
  return rows.map(({ count, countedByName }) => ({
    id: count.id,
    saleDay: count.saleDay,
    openingFloatCents: count.openingFloatCents,
    expectedCents: count.expectedCents,
    countedCents: count.countedCents,
    differenceCents: count.differenceCents,
    note: count.note,
    countedByName,
    createdAt: count.createdAt.toISOString(),
  }));
}
