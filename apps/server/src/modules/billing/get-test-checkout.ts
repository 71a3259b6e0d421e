import type { TestCheckout } from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import { toTestCheckout } from './checkout-dto.ts';
import { findCheckout } from './find-checkout.ts';
import { offerOf, type PriceBook } from './price-book.ts';

/** The test checkout page's view of a checkout: anyone with its address may see and pay it, as on Stripe. */
export async function getTestCheckout(db: Database, prices: PriceBook, id: string): Promise<TestCheckout> {
  const row = await findCheckout(db, id);
  const entry = prices.findOffer(row.offer);
  return toTestCheckout(row, entry ? offerOf(entry).name : row.offer);
}
