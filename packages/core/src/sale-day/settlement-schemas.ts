import { z } from 'zod';
import { ITEM_STATUSES } from '../values/items.ts';
import { PayoutRule } from './terms-schemas.ts';

// GET /api/projects/:projectId/settlement (and settlement.pdf), the admin's: what the sale took and who gets
// what, from the stored invoices (core's settle), with the unsold items and what still needs the admin.

export const ConsignorSettlement = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.string().nullable(),
  payout: PayoutRule,
  itemsSold: z.number().int(),
  grossCents: z.number().int(),
  payoutCents: z.number().int(),
  operatorKeepsCents: z.number().int(),
});

export const Settlement = z.object({
  project: z.object({ id: z.string(), name: z.string() }),
  client: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  generatedAt: z.iso.datetime(),
  /** Invoices that stand, and those voided (which count as nothing). */
  invoiceCount: z.number().int(),
  voidedCount: z.number().int(),
  invoiceTotalsCents: z.number().int(),
  refundedCents: z.number().int(),
  salesTaxCents: z.number().int(),
  grossCents: z.number().int(),
  consignorGrossCents: z.number().int(),
  clientGrossCents: z.number().int(),
  commissionBp: z.number().int(),
  commissionCents: z.number().int(),
  expensesCents: z.number().int(),
  expenses: z.array(z.object({ id: z.string(), description: z.string(), amountCents: z.number().int() })),
  consignors: z.array(ConsignorSettlement),
  consignorPayoutsCents: z.number().int(),
  netToClientCents: z.number().int(),
  operatorKeepsCents: z.number().int(),
  /** Every item not sold, with its tag price (whole dollars; null: unpriced). */
  unsold: z.object({
    count: z.number().int(),
    tagValue: z.number().int(),
    items: z.array(
      z.object({
        id: z.string(),
        tagCode: z.string(),
        name: z.string(),
        status: z.enum(ITEM_STATUSES),
        tagPrice: z.number().int().nullable(),
        consignorName: z.string().nullable(),
      }),
    ),
  }),
  /** What the figures cannot settle yet. */
  flags: z.object({
    doubleSales: z.array(
      z.object({
        conflictId: z.string(),
        itemName: z.string(),
        tagCode: z.string().nullable(),
        invoiceNumbers: z.array(z.number().int()),
      }),
    ),
    pendingPickups: z.array(
      z.object({
        invoiceId: z.string(),
        number: z.number().int(),
        customerName: z.string().nullable(),
        totalCents: z.number().int(),
      }),
    ),
    /** Items marked Sold by hand, with no invoice: not in the figures. */
    soldWithoutInvoice: z.object({ count: z.number().int(), soldValue: z.number().int() }),
  }),
});
export type Settlement = z.infer<typeof Settlement>;
