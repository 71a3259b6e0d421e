import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES } from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { findCheckout } from './find-checkout.ts';

/**
 * The checkout page's "Cancel and return": an open checkout can no longer be paid, and the payer goes to
 * its cancel address. Cancelling one already cancelled answers the same; a paid one cannot be cancelled.
 */
export async function cancelTestCheckout(db: Database, id: string): Promise<{ redirectUrl: string }> {
  const checkout = await findCheckout(db, id);
  // Only an open one changes; read again when none did, in case it was paid in between.
  const [cancelled] = await db
    .update(checkoutSessions)
    .set({ status: 'cancelled' })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  if (!cancelled && (await findCheckout(db, id)).status === 'complete') {
    throw new AppError('CONFLICT', BILLING_MESSAGES.checkoutClosed);
  }
  return { redirectUrl: checkout.cancelUrl };
}
