import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/credits.ts';

/** The test provider's own customer and subscription ids: never sent to Stripe. */
export const LOCAL_ID_PREFIXES = { customer: 'cus_local_', subscription: 'sub_local_' } as const;

/** The workspace's customer at Stripe, if it has been one (its checkouts then reuse the card and history). */
export async function providerCustomerOf(db: Database, ownerId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.ownerId, ownerId));
  return row?.id && !row.id.startsWith(LOCAL_ID_PREFIXES.customer) ? row.id : null;
}
