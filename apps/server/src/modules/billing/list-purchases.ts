import { and, desc, eq } from 'drizzle-orm';
import type { PurchaseList } from '@tagwise/core/schemas/billing';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { offerOf, type PriceBook } from './price-book.ts';

/** The workspace's paid checkouts, newest first (the account page's purchase history), up to 100. */
export async function listPurchases(db: Database, actor: Actor, prices: PriceBook): Promise<PurchaseList> {
  const rows = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.ownerId, actor.ownerId), eq(checkoutSessions.status, 'complete')))
    .orderBy(desc(checkoutSessions.completedAt))
    .limit(100);
  return {
    purchases: rows.map((row) => {
      const entry = prices.findOffer(row.offer);
      return {
        sessionId: row.id,
        name: entry ? offerOf(entry).name : row.offer,
        mode: row.mode,
        amountCents: row.trial === 1 ? 0 : row.amountCents,
        credits: row.credits,
        trial: row.trial === 1,
        paidAt: (row.completedAt ?? row.createdAt).toISOString(),
      };
    }),
  };
}
