import type { TestCheckout } from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import { toTestCheckout } from './checkout-dto.ts';
import { findCheckout } from './find-checkout.ts';
import { offerOf, type PriceBook } from './price-book.ts';

/**
 * The test checkout page's view of a checkout: anyone with its address may see and pay it, as on Stripe.
 * Its payer's e-mail is not for anyone, though: the id travels in addresses (the success page's, a shared
 * link, the browser's history). It starts the form only for the signed-in person who opened the checkout
 * (`viewerId`), whose own address it is; everyone else types one.
 */
export async function getTestCheckout(
  db: Database,
  prices: PriceBook,
  id: string,
  viewerId: string | null,
): Promise<TestCheckout> {
  const row = await findCheckout(db, id);
  const entry = prices.findOffer(row.offer);
  const buyerViewing = row.buyerUserId !== null && row.buyerUserId === viewerId;
  return toTestCheckout(row, entry ? offerOf(entry).name : row.offer, { withEmail: buyerViewing });
}
