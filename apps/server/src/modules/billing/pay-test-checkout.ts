import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import {
  BILLING_MESSAGES,
  TEST_CARDS,
  type PayTestCheckoutRequest,
  type PayTestCheckoutResult,
} from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema/billing.ts';
import { statusNow } from './checkout-dto.ts';
import { findCheckout } from './find-checkout.ts';
import { fulfilCheckout } from './fulfil-checkout.ts';

/** A refusal the payer sees on the checkout page, also kept on the checkout for its next view. */
class CardRefused extends AppError {}

/**
 * Pays a test checkout with one of the test cards, as a hosted checkout in test mode would: 4242... pays,
 * 4000...0002 is declined, 4000 0025 0000 3155 pays once the card holder confirms. Paying fulfils the
 * checkout in the same transaction (fulfil-checkout.ts), so a checkout is paid and credited together or not
 * at all; a second payment of a paid checkout is refused and adds nothing. The payer's e-mail is kept with
 * the paid checkout, as Stripe's customer_details.email is (complete-stripe-checkout.ts): a visitor who
 * signs up later without the session id is found by it (sync-subscription.ts). Answers the payer's
 * answer, and whether the checkout was a visitor's (the paying browser is then remembered, decision 0022).
 */
export async function payTestCheckout(
  db: Database,
  id: string,
  { email, cardNumber, confirmed }: PayTestCheckoutRequest,
  now = new Date(),
): Promise<{ answer: PayTestCheckoutResult; byVisitor: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const checkout = await findCheckout(tx, id, { lock: true });
      const status = statusNow(checkout, now);
      if (status === 'expired') throw new AppError('CONFLICT', BILLING_MESSAGES.checkoutNotFound);
      if (status !== 'open') throw new AppError('CONFLICT', BILLING_MESSAGES.checkoutClosed);
      switch (cardNumber) {
        case TEST_CARDS.succeeds:
          break;
        case TEST_CARDS.declined:
          throw new CardRefused('PAYMENT_REQUIRED', BILLING_MESSAGES.cardDeclined);
        case TEST_CARDS.requiresAction:
          if (confirmed === undefined) {
            return { answer: { outcome: 'requires_action', redirectUrl: null }, byVisitor: checkout.ownerId === null };
          }
          if (!confirmed) throw new CardRefused('PAYMENT_REQUIRED', BILLING_MESSAGES.actionNotConfirmed);
          break;
        default:
          throw new AppError('VALIDATION_FAILED', BILLING_MESSAGES.notATestCard);
      }
      await tx
        .update(checkoutSessions)
        .set({ customerEmail: email.toLowerCase() })
        .where(eq(checkoutSessions.id, checkout.id));
      await fulfilCheckout(tx, checkout, now);
      return { answer: { outcome: 'paid', redirectUrl: checkout.successUrl }, byVisitor: checkout.ownerId === null };
    });
  } catch (error) {
    // The refusal is remembered outside the rolled-back transaction, so the page shows it after a reload.
    if (error instanceof CardRefused) {
      await db.update(checkoutSessions).set({ lastError: error.message }).where(eq(checkoutSessions.id, id));
    }
    throw error;
  }
}
