import { z } from 'zod';
import { ITEM_STATUSES } from '../values/items.ts';

/**
 * One item as the checkout knows it (GET /api/projects/:projectId/checkout, cached on the device so scans
 * work offline): enough to put it on a line and to say at once why it cannot be sold.
 */
export const CheckoutItem = z.object({
  id: z.string(),
  tagCode: z.string(),
  name: z.string(),
  /** The tag price in cents (a whole dollar amount); null for an item without one. */
  tagPriceCents: z.number().int().nullable(),
  status: z.enum(ITEM_STATUSES),
  thumbUrl: z.string().nullable(),
  consignorId: z.string().nullable(),
  /** Sold on an invoice (its first live line): which, when, by whom. Null when not sold at the door. */
  sale: z
    .object({
      invoiceId: z.string(),
      invoiceNumber: z.number().int(),
      lineId: z.string(),
      soldAt: z.iso.datetime(),
      rungByName: z.string(),
    })
    .nullable(),
  /** Its hold while one stands (it may have run out: compare `until` with now). */
  hold: z
    .object({
      holdId: z.string(),
      customerName: z.string(),
      until: z.iso.datetime(),
      placedByName: z.string(),
    })
    .nullable(),
});
export type CheckoutItem = z.infer<typeof CheckoutItem>;

/** What the checkout screen needs for one sale, read once and kept on the device. */
export const CheckoutCatalog = z.object({
  project: z.object({
    id: z.string(),
    name: z.string(),
    /** The sale's zone (null: the device's applies), days and the discount line the tags print. */
    timeZone: z.string().nullable(),
    saleDays: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
    tagDiscountLine: z.string().nullable(),
    /** Basis points; null when the sale charges no sales tax (the default). */
    salesTaxBp: z.number().int().nullable(),
    /** For the receipt's heading. */
    businessName: z.string().nullable(),
  }),
  items: z.array(CheckoutItem),
  /** When the server read it: a device refreshes a catalog older than its live events can vouch for. */
  readAt: z.iso.datetime(),
});
export type CheckoutCatalog = z.infer<typeof CheckoutCatalog>;

/** GET /api/projects/:projectId/checkout/lookup?code=: a typed or scanned code not in the device's catalog. */
export const CheckoutLookupQuery = z.object({ code: z.string().trim().min(1, 'Enter a tag code').max(200) });

/**
 * What the live events say when items of a sale were sold, held, released, voided or refunded (SSE event
 * `sales` on /api/events): their state now, so other phones update their catalog and drop them from carts.
 */
export const SalesEvent = z.object({ projectId: z.string(), items: z.array(CheckoutItem) });
export type SalesEvent = z.infer<typeof SalesEvent>;
