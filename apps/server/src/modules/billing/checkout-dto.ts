import type { TestCheckout } from '@tagwise/core/schemas/billing';
import type { checkoutSessions } from '../../db/schema/billing.ts';

type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** An open checkout past its time reads as expired, whether or not a sweep has written it yet. */
export const statusNow = (row: Pick<CheckoutRow, 'status' | 'expiresAt'>, now = new Date()) =>
  row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status;

/**
 * What the test checkout page may know of a checkout: what is bought and where to go next, and the payer's
 * e-mail only `withEmail` (get-test-checkout.ts says to whom).
 */
export function toTestCheckout(row: CheckoutRow, name: string, { withEmail }: { withEmail: boolean }): TestCheckout {
  return {
    sessionId: row.id,
    status: statusNow(row),
    mode: row.mode,
    name,
    amountCents: row.amountCents,
    credits: row.credits,
    trial: row.trial === 1,
    successUrl: row.successUrl,
    cancelUrl: row.cancelUrl,
    lastError: row.lastError,
    expiresAt: row.expiresAt.toISOString(),
    customerEmail: withEmail ? row.customerEmail : null,
  };
}
