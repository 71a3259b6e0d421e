import { and, eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, type CheckoutState } from '@tagwise/core/schemas/billing';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { catchUpWithProvider } from './catch-up-with-provider.ts';
import { statusNow } from './checkout-dto.ts';
import type { PaymentProvider } from './payment-provider.ts';

const ownCheckout = async (db: Database, actor: Actor, sessionId: string) => {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.ownerId, actor.ownerId)));
  if (!row) throw new AppError('NOT_FOUND', BILLING_MESSAGES.checkoutNotFound);
  return row;
};

/**
 * Where one of the workspace's checkouts stands when the payer is back on /checkout/success, so the page
 * says "added" only once it is: a checkout still open here is asked of the provider first
 * (catch-up-with-provider.ts). Another workspace's checkout, or a visitor's not yet claimed, is not found
 * (a visitor's is confirm-visitor-checkout.ts's).
 */
export async function confirmCheckout(
  db: Database,
  actor: Actor,
  provider: PaymentProvider,
  sessionId: string,
  now = new Date(),
): Promise<CheckoutState> {
  let row = await ownCheckout(db, actor, sessionId);
  if (row.status === 'open' && (await catchUpWithProvider(db, provider, sessionId, now))) {
    row = await ownCheckout(db, actor, sessionId);
  }
  return {
    sessionId: row.id,
    status: statusNow(row, now),
    mode: row.mode,
    credits: row.credits,
    trial: row.trial === 1,
  };
}
