import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '@tagwise/core/sale-day/messages';
import { user } from './auth.ts';
import { consignors } from './consignors.ts';
import { items } from './items.ts';
import { projects } from './projects.ts';

// The sale day (issue 35, decision 0023). Money is integer cents. What a receipt, a day's totals or a
// settlement shows is read from these rows as the device charged them, never recomputed from today's rules;
// nothing here is deleted by the app: voids, refunds, releases and resolutions are recorded with who and why.
// A person's id is set to null when their account goes; the names the receipts print are kept as they were.

const owner = () =>
  text('owner_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
const person = (name: string) => text(name).references(() => user.id, { onDelete: 'set null' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** What the sale cost the client ("Dumpster $450"), taken off their net in the settlement. */
export const projectExpenses = pgTable(
  'project_expenses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: owner(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdBy: person('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The last edit: who and when (the settlement reads the amount as it is now). */
    updatedBy: person('updated_by'),
    updatedAt: at('updated_at'),
    /** Taken off the settlement, kept on the record with who and when. */
    removedBy: person('removed_by'),
    removedAt: at('removed_at'),
  },
  (t) => [
    index('project_expenses_project_idx').on(t.projectId, t.createdAt),
    check('project_expenses_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A completed sale. Its id is made by the device (the idempotency key of a retry or a sync); its number is
 * the project's next, taken in the completing transaction. Its figures are what the device charged, checked
 * by core's arithmetic before they are stored: the checks below hold that arithmetic where SQL can.
 */
export const saleInvoices = pgTable(
  'sale_invoices',
  {
    id: uuid('id').primaryKey(),
    ownerId: owner(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    status: text('status', { enum: ['completed', 'voided'] })
      .notNull()
      .default('completed'),
    customerName: text('customer_name'),
    customerPhone: text('customer_phone'),
    customerEmail: text('customer_email'),
    /** Paid now, picked up later; picked_up_at once the buyer took the items. */
    pickupPending: boolean('pickup_pending').notNull().default(false),
    pickedUpAt: at('picked_up_at'),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountKind: text('discount_kind', { enum: ['percent', 'amount'] }),
    /** Basis points for a percentage, cents for an amount. */
    discountValue: integer('discount_value'),
    discountCents: integer('discount_cents').notNull(),
    taxBp: integer('tax_bp').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paidCents: integer('paid_cents').notNull(),
    changeCents: integer('change_cents').notNull(),
    rungBy: person('rung_by'),
    /** Who rang it up, as the receipt names them (kept when their account goes). */
    rungByName: text('rung_by_name').notNull(),
    deviceId: text('device_id').notNull(),
    /** Completed while the device had no connection and synced later (decision 0023's rules). */
    offline: boolean('offline').notNull(),
    /** The moment of the sale on the device's clock; received_at is when the server stored it. */
    completedAt: at('completed_at').notNull(),
    receivedAt: at('received_at').notNull().defaultNow(),
    /** YYYY-MM-DD where the sale is: which day's totals and discount it belongs to. */
    saleDay: text('sale_day').notNull(),
    voidedAt: at('voided_at'),
    voidedBy: person('voided_by'),
    voidReason: text('void_reason'),
    /** The request's contents (less `offline`), so a replay with other contents is told apart from a retry. */
    contentHash: text('content_hash').notNull(),
  },
  (t) => [
    unique('sale_invoices_project_number_unique').on(t.projectId, t.number),
    index('sale_invoices_project_day_idx').on(t.projectId, t.saleDay),
    check('sale_invoices_number_positive', sql`${t.number} >= 1`),
    check(
      'sale_invoices_figures',
      sql`${t.subtotalCents} >= 0 and ${t.discountCents} between 0 and ${t.subtotalCents} and ${t.taxCents} >= 0 and ${t.taxBp} >= 0 and ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.taxCents} and ${t.paidCents} = ${t.totalCents} and ${t.changeCents} >= 0`,
    ),
    check(
      'sale_invoices_discount',
      sql`(${t.discountKind} is null and ${t.discountValue} is null and ${t.discountCents} = 0) or (${t.discountKind} = 'percent' and ${t.discountValue} between 0 and 10000) or (${t.discountKind} = 'amount' and ${t.discountValue} = ${t.discountCents})`,
    ),
    check(
      'sale_invoices_voided',
      sql`(${t.status} = 'voided') = (${t.voidedAt} is not null and ${t.voidReason} is not null)`,
    ),
    check('sale_invoices_pickup', sql`${t.pickedUpAt} is null or ${t.pickupPending}`),
  ],
);

/**
 * A line of an invoice: a tagged item, or a thing without a tag (item_id null). It keeps what the item was
 * priced from (tag price, the day's discount, today's listed price), what was charged (price_cents), and its
 * share of the cart discount and the tax, allocated by largest remainder so the lines sum to the invoice.
 */
export const saleInvoiceLines = pgTable(
  'sale_invoice_lines',
  {
    id: uuid('id').primaryKey(),
    ownerId: owner(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => saleInvoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    /** The item's tag code when it sold: receipts and conflicts name it after the item is gone. */
    tagCode: text('tag_code'),
    description: text('description').notNull(),
    tagPriceCents: integer('tag_price_cents'),
    dayDiscountBp: integer('day_discount_bp'),
    listedCents: integer('listed_cents'),
    priceCents: integer('price_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** Whose item it was when it sold. */
    consignorId: uuid('consignor_id').references(() => consignors.id, { onDelete: 'set null' }),
    refundedAt: at('refunded_at'),
    refundedBy: person('refunded_by'),
    refundReason: text('refund_reason'),
    refundMethod: text('refund_method', { enum: PAYMENT_METHODS }),
    /** Synced from offline while its item was already sold on another invoice (sale_conflicts). */
    conflict: boolean('conflict').notNull().default(false),
  },
  (t) => [
    unique('sale_invoice_lines_position_unique').on(t.invoiceId, t.position),
    // Whether an item is sold on a live line, and which (the checkout catalog, a sync's conflicts).
    index('sale_invoice_lines_item_idx')
      .on(t.itemId)
      .where(sql`${t.itemId} is not null`),
    check(
      'sale_invoice_lines_money',
      sql`${t.priceCents} >= 0 and ${t.netCents} between 0 and ${t.priceCents} and ${t.taxCents} >= 0`,
    ),
    check(
      'sale_invoice_lines_refund',
      sql`(${t.refundedAt} is null) = (${t.refundReason} is null) and (${t.refundedAt} is null) = (${t.refundMethod} is null)`,
    ),
  ],
);

/** How an invoice was paid: one row per method of a split; their amounts sum to its total. */
export const salePayments = pgTable(
  'sale_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: owner(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => saleInvoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Cash only: what was handed over; the change given is tendered - amount. */
    tenderedCents: integer('tendered_cents'),
    note: text('note'),
  },
  (t) => [
    unique('sale_payments_position_unique').on(t.invoiceId, t.position),
    check('sale_payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'sale_payments_tendered',
      sql`${t.tenderedCents} is null or (${t.method} = 'cash' and ${t.tenderedCents} >= ${t.amountCents})`,
    ),
  ],
);

/**
 * "On hold until..." (not paid): items set aside for a customer. It stands until released, paid (an invoice
 * completed with its id) or its time runs out. Its id is made by the device, so a retry is recognised.
 */
export const itemHolds = pgTable(
  'item_holds',
  {
    id: uuid('id').primaryKey(),
    ownerId: owner(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['hold'] })
      .notNull()
      .default('hold'),
    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone'),
    holdUntil: at('hold_until').notNull(),
    createdBy: person('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    releasedAt: at('released_at'),
    releasedBy: person('released_by'),
    releaseReason: text('release_reason'),
    /** The invoice that paid for it. */
    invoiceId: uuid('invoice_id').references(() => saleInvoices.id, { onDelete: 'set null' }),
    contentHash: text('content_hash').notNull(),
  },
  (t) => [
    index('item_holds_project_idx').on(t.projectId, t.holdUntil),
    index('item_holds_invoice_idx')
      .on(t.invoiceId)
      .where(sql`${t.invoiceId} is not null`),
    check('item_holds_released', sql`(${t.releasedAt} is null) = (${t.releaseReason} is null)`),
  ],
);

export const itemHoldItems = pgTable(
  'item_hold_items',
  {
    holdId: uuid('hold_id')
      .notNull()
      .references(() => itemHolds.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    ownerId: owner(),
  },
  (t) => [primaryKey({ columns: [t.holdId, t.itemId] }), index('item_hold_items_item_idx').on(t.itemId)],
);

/**
 * An item sold on two invoices, found when the second was synced from offline: both are kept (both buyers
 * paid), the second line is flagged, and the admin resolves it (refund one, or a duplicate tag).
 */
export const saleConflicts = pgTable(
  'sale_conflicts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: owner(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    firstLineId: uuid('first_line_id')
      .notNull()
      .references(() => saleInvoiceLines.id, { onDelete: 'cascade' }),
    secondLineId: uuid('second_line_id')
      .notNull()
      .references(() => saleInvoiceLines.id, { onDelete: 'cascade' }),
    detectedAt: at('detected_at').notNull().defaultNow(),
    resolution: text('resolution', { enum: ['refunded', 'duplicate_tag'] }),
    resolvedBy: person('resolved_by'),
    resolvedAt: at('resolved_at'),
    note: text('note'),
  },
  (t) => [
    unique('sale_conflicts_second_line_unique').on(t.secondLineId),
    index('sale_conflicts_project_idx').on(t.projectId, t.detectedAt),
    check('sale_conflicts_resolved', sql`(${t.resolution} is null) = (${t.resolvedAt} is null)`),
  ],
);

/** A cash drawer counted at the end of a sale day: expected against counted, the difference recorded. */
export const cashCounts = pgTable(
  'cash_counts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: owner(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    saleDay: text('sale_day').notNull(),
    openingFloatCents: integer('opening_float_cents').notNull(),
    expectedCents: integer('expected_cents').notNull(),
    countedCents: integer('counted_cents').notNull(),
    differenceCents: integer('difference_cents').notNull(),
    note: text('note'),
    countedBy: person('counted_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('cash_counts_project_day_idx').on(t.projectId, t.saleDay),
    check(
      'cash_counts_money',
      sql`${t.openingFloatCents} >= 0 and ${t.countedCents} >= 0 and ${t.differenceCents} = ${t.countedCents} - ${t.expectedCents}`,
    ),
  ],
);
