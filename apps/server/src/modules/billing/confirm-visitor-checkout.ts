import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { BILLING_MESSAGES, type VisitorCheckoutState } from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { catchUpWithProvider } from './catch-up-with-provider.ts';
import { statusNow } from './checkout-dto.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** A plan checkout a visitor opened (claimed since or not); a workspace's own checkouts are not found here. */
async function visitorCheckout(db: Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.id, sessionId),
        eq(checkoutSessions.mode, 'subscription'),
        or(isNull(checkoutSessions.ownerId), isNotNull(checkoutSessions.claimedAt)),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', BILLING_MESSAGES.checkoutNotFound);
  return row;
}

/**
 * Where a visitor's plan checkout stands when /checkout/success or the sign-up form after it asks, so the
 * page says "Payment successful!" only for a paid one (an address with any id in it said so before). Still
 * open here, it is asked of the payment provider first. The payer's e-mail goes only to the browser that
 * opened or paid it (decision 0022), for the sign-up form; whoever else holds the id learns where it
 * stands, as the checkout page itself shows, and nothing of who paid.
 */
export async function confirmVisitorCheckout(
  db: Database,
  provider: PaymentProvider,
  sessionId: string,
  { fromPayerBrowser, now = new Date() }: { fromPayerBrowser: boolean; now?: Date },
): Promise<VisitorCheckoutState> {
  let row = await visitorCheckout(db, sessionId);
  if (row.status === 'open' && (await catchUpWithProvider(db, provider, sessionId, now))) {
    row = await visitorCheckout(db, sessionId);
  }
  return {
    sessionId: row.id,
    status: statusNow(row, now),
    trial: row.trial === 1,
    claimed: row.ownerId !== null,
    paidHere: fromPayerBrowser,
    payerEmail: fromPayerBrowser ? row.customerEmail : null,
  };
}
