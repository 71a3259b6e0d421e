import { PACKS, type TestCheckout } from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import { toTestCheckout } from './checkout-dto.ts';
import { findCheckout } from './find-checkout.ts';

/** The pack's name as the price list shows it ("500 credits"). */
export const offerName = (offer: string) => PACKS.find((pack) => pack.id === offer)?.name ?? offer;

/** The test checkout page's view of a checkout: anyone with its address may see and pay it, as on Stripe. */
export async function getTestCheckout(db: Database, id: string): Promise<TestCheckout> {
  const row = await findCheckout(db, id);
  return toTestCheckout(row, offerName(row.offer));
}
