import { z } from 'zod';
import { TimeZone } from '../schemas/projects.ts';
import { checkInvoiceFigures } from './invoice-check.ts';
import {
  CartDiscountInput,
  Cents,
  ClientId,
  CustomerEmail,
  CustomerName,
  CustomerPhone,
  DiscountBp,
  LineDescription,
  PaymentCents,
  PaymentMethodSchema,
  PriceCents,
  Reason,
  TaxBp,
} from './leaves.ts';
import { SALE_DAY_LIMITS, SALE_DAY_MESSAGES as M } from './messages.ts';

// The contracts of ringing up and of invoices (POST /api/projects/:id/invoices and the /api/invoices routes):
// the server validates requests with these, the checkout screen builds them, the OpenAPI document shows them.

const emptyToNull = (v: string | undefined) => (v === undefined || v === '' ? null : v);

/** Who bought, when they said: all optional, except for a pickup later (name and phone). */
export const CustomerInput = z.object({
  name: CustomerName.optional().transform(emptyToNull),
  phone: CustomerPhone.optional().transform(emptyToNull),
  email: CustomerEmail.optional().transform(emptyToNull),
});

/**
 * One line of the cart. A tagged item's line carries what it was priced from when it was scanned (tag price
 * and today's discount, both from core's linePricing) and what it was charged: priceCents is listedCents
 * unless the person at the door changed it (haggling; the listed price stays beside it). A line without an
 * item (itemId null: "Box of books, $1") or an item without a tag price has only a price.
 */
export const InvoiceLineInput = z.object({
  id: ClientId,
  itemId: ClientId.nullable(),
  description: LineDescription,
  tagPriceCents: Cents.nullable(),
  dayDiscountBp: DiscountBp.nullable(),
  listedCents: Cents.nullable(),
  priceCents: PriceCents,
});
export type InvoiceLineInput = z.input<typeof InvoiceLineInput>;

export const PaymentInputSchema = z.object({
  method: PaymentMethodSchema,
  amountCents: PaymentCents,
  /** Cash only: what was handed over; the change is the difference. */
  tenderedCents: Cents.nullable().optional(),
});

/** The figures the device showed and charged; the server recomputes them and refuses any difference. */
export const InvoiceTotalsInput = z.object({
  subtotalCents: Cents,
  discountCents: Cents,
  taxCents: Cents,
  totalCents: Cents,
  changeCents: Cents,
});

/**
 * POST /api/projects/:projectId/invoices: complete a sale (online), or sync one completed offline. `id` is
 * made by the device and makes the request idempotent: sent again (a retry, a second sync), it answers the
 * stored invoice and changes nothing; sent with other contents, it is refused. `completedAt` is the moment
 * of the sale on the device's clock (for an offline sale, when it happened); the sale day is that moment's
 * date where the sale is (the project's zone, else `timeZone`, the device's).
 */
export const CompleteInvoiceInput = z
  .object({
    id: ClientId,
    deviceId: z.string().trim().min(1, 'deviceId is required').max(64, 'deviceId is at most 64 characters'),
    /** true: completed while the device had no connection, sent now (the rules differ: decision 0023). */
    offline: z.boolean(),
    completedAt: z.iso.datetime({ offset: true, message: 'completedAt must be an ISO 8601 date and time' }),
    timeZone: TimeZone.optional(),
    lines: z
      .array(InvoiceLineInput)
      .min(1, M.noLines)
      .max(SALE_DAY_LIMITS.lines, M.tooManyLines(SALE_DAY_LIMITS.lines)),
    discount: CartDiscountInput.nullable(),
    taxBp: TaxBp,
    payments: z.array(PaymentInputSchema).max(SALE_DAY_LIMITS.payments, M.tooManyPayments),
    totals: InvoiceTotalsInput,
    customer: CustomerInput.nullable().default(null),
    /** Paid now, picked up later: the items are sold and wait for their buyer (POST .../picked-up). */
    pickupPending: z.boolean().default(false),
    /** Paying for a hold: its items may be on this invoice; the hold ends with it. */
    holdId: ClientId.nullable().default(null),
  })
  .superRefine((input, ctx) => {
    for (const issue of checkInvoiceFigures(input).issues) ctx.addIssue({ code: 'custom', ...issue });
  });
export type CompleteInvoiceInput = z.input<typeof CompleteInvoiceInput>;
export type CompleteInvoiceRequest = z.output<typeof CompleteInvoiceInput>;

const CartDiscountOut = z.object({ kind: z.enum(['percent', 'amount']), value: z.number().int() });
const Refund = z.object({
  at: z.iso.datetime(),
  byName: z.string().nullable(),
  reason: z.string(),
  method: PaymentMethodSchema,
  /** The line's net and tax: what was given back. */
  cents: z.number().int(),
});

export const InvoiceLine = z.object({
  id: z.string(),
  position: z.number().int(),
  /** Null for a line without an item (or one re-labelled as a duplicate tag). */
  itemId: z.string().nullable(),
  /** The tag code when it was sold (kept if the item is deleted later). */
  tagCode: z.string().nullable(),
  description: z.string(),
  tagPriceCents: z.number().int().nullable(),
  dayDiscountBp: z.number().int().nullable(),
  listedCents: z.number().int().nullable(),
  priceCents: z.number().int(),
  /** priceCents less its share of the cart discount; the lines' nets sum to subtotal - discount. */
  netCents: z.number().int(),
  /** Its share of the invoice's tax; the lines' taxes sum to the invoice's. */
  taxCents: z.number().int(),
  consignorId: z.string().nullable(),
  refund: Refund.nullable(),
  /** Synced from offline while the item was already sold on another invoice (GET .../sale-conflicts). */
  conflict: z.boolean(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoicePayment = z.object({
  method: PaymentMethodSchema,
  amountCents: z.number().int(),
  tenderedCents: z.number().int().nullable(),
  changeCents: z.number().int(),
});
export type InvoicePayment = z.infer<typeof InvoicePayment>;

export const INVOICE_STATUSES = ['completed', 'voided'] as const;

/** A stored invoice: every figure as the device charged it, never recomputed from today's rules. */
export const Invoice = z.object({
  id: z.string(),
  projectId: z.string(),
  /** 1, 2, 3... per project, without gaps. */
  number: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  customer: z.object({ name: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() }),
  pickupPending: z.boolean(),
  pickedUpAt: z.iso.datetime().nullable(),
  subtotalCents: z.number().int(),
  discount: CartDiscountOut.nullable(),
  discountCents: z.number().int(),
  taxBp: z.number().int(),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
  changeCents: z.number().int(),
  /** What its refunded lines gave back (a voided invoice gave back its total: see status). */
  refundedCents: z.number().int(),
  rungBy: z.object({ userId: z.string().nullable(), name: z.string() }),
  deviceId: z.string(),
  offline: z.boolean(),
  completedAt: z.iso.datetime(),
  receivedAt: z.iso.datetime(),
  /** YYYY-MM-DD where the sale is. */
  saleDay: z.string(),
  voided: z.object({ at: z.iso.datetime(), byName: z.string().nullable(), reason: z.string() }).nullable(),
  /** The hold this invoice paid for, if any. */
  holdId: z.string().nullable(),
  lines: z.array(InvoiceLine),
  payments: z.array(InvoicePayment),
});
export type Invoice = z.infer<typeof Invoice>;

/** A double sale found when this invoice was synced: its line, and the invoice that sold the item first. */
export const InvoiceConflict = z.object({
  conflictId: z.string(),
  lineId: z.string(),
  itemId: z.string().nullable(),
  otherInvoiceId: z.string(),
  otherInvoiceNumber: z.number().int(),
});

export const CompleteInvoiceResult = z.object({
  invoice: Invoice,
  /** true: this id was stored already (a retry or a second sync); nothing changed. */
  replayed: z.boolean(),
  conflicts: z.array(InvoiceConflict),
});
export type CompleteInvoiceResult = z.infer<typeof CompleteInvoiceResult>;

export const InvoiceSummary = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  lineCount: z.number().int(),
  completedAt: z.iso.datetime(),
  saleDay: z.string(),
  rungByName: z.string(),
  customerName: z.string().nullable(),
  pickupPending: z.boolean(),
  pickedUpAt: z.iso.datetime().nullable(),
  offline: z.boolean(),
  hasConflict: z.boolean(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

export const INVOICE_PAGE_SIZE = 50;

/** GET /api/projects/:projectId/invoices: newest number first, 50 a page (pass nextCursor back as cursor). */
export const InvoiceListQuery = z.object({
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the day as YYYY-MM-DD')
    .optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  /** Only invoices still waiting for their buyer to pick the items up. */
  pickup: z.literal('pending').optional(),
  cursor: z.coerce.number().int().min(1).optional(),
});

export const InvoicePage = z.object({ invoices: z.array(InvoiceSummary), nextCursor: z.number().int().nullable() });
export type InvoicePage = z.infer<typeof InvoicePage>;

export const VoidInvoiceInput = z.object({ reason: Reason });
export type VoidInvoiceInput = z.input<typeof VoidInvoiceInput>;

/** How the money of a refunded line went back; may be left out when the invoice was paid by one method. */
export const RefundLineInput = z.object({ reason: Reason, refundMethod: PaymentMethodSchema.optional() });
export type RefundLineInput = z.input<typeof RefundLineInput>;
