import { z } from 'zod';
import { TimeZone } from '../schemas/projects.ts';
import { PAYMENT_METHODS, SALE_DAY_LIMITS, SALE_DAY_MESSAGES } from './messages.ts';
import { SETTLEMENT_MESSAGES as M } from './settlement-messages.ts';

// The day's end (issue 35; members and the admin): a sale's takings by payment method, day and person, its
// voids and refunds, and the cash drawer counted against what it should hold. Every figure comes from the
// stored invoices (core's summarizeDayEnd), never from today's prices or rules.

const amount = (negative: string) =>
  z
    .number({ message: 'Enter a number' })
    .int(SALE_DAY_MESSAGES.wholeCents)
    .min(0, negative)
    .max(SALE_DAY_LIMITS.maxCents, SALE_DAY_MESSAGES.priceTooLarge);

export const SaleDayText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.dayFormat);

/** GET /api/projects/:projectId/sales-summary?day=&timeZone=: one day, or the whole sale without `day`. */
export const SalesSummaryQuery = z.object({
  day: SaleDayText.optional(),
  /** The device's zone, for a sale without one of its own (which day a refund was given on). */
  timeZone: TimeZone.optional(),
});

const Totals = {
  invoiceCount: z.number().int(),
  salesCents: z.number().int(),
  taxCents: z.number().int(),
  refundedCents: z.number().int(),
  takingsCents: z.number().int(),
};

export const MethodTotals = z.object({
  method: z.enum(PAYMENT_METHODS),
  takenCents: z.number().int(),
  refundedCents: z.number().int(),
  netCents: z.number().int(),
  tenderedCents: z.number().int(),
  changeCents: z.number().int(),
});

export const CashCount = z.object({
  id: z.string(),
  saleDay: z.string(),
  openingFloatCents: z.number().int(),
  /** The float plus the cash taken less the cash refunded that day, when the count was saved. */
  expectedCents: z.number().int(),
  countedCents: z.number().int(),
  /** counted - expected: over when positive, short when negative. */
  differenceCents: z.number().int(),
  note: z.string().nullable(),
  countedByName: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type CashCount = z.infer<typeof CashCount>;

export const SalesSummary = z.object({
  projectId: z.string(),
  projectName: z.string(),
  /** The day summed (YYYY-MM-DD), or null for the whole sale. */
  day: z.string().nullable(),
  /** The sale's days and every other day with a sale or a refund, in order: what can be chosen. */
  days: z.array(z.string()),
  /** Today where the sale is. */
  today: z.string(),
  ...Totals,
  byMethod: z.array(MethodTotals),
  byDay: z.array(z.object({ day: z.string(), ...Totals })),
  byPerson: z.array(
    z.object({
      userId: z.string().nullable(),
      name: z.string(),
      invoiceCount: z.number().int(),
      salesCents: z.number().int(),
    }),
  ),
  voids: z.array(
    z.object({
      number: z.number().int(),
      totalCents: z.number().int(),
      at: z.iso.datetime(),
      byName: z.string().nullable(),
      reason: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({
      invoiceNumber: z.number().int(),
      description: z.string(),
      cents: z.number().int(),
      method: z.enum(PAYMENT_METHODS),
      at: z.iso.datetime(),
      byName: z.string().nullable(),
      reason: z.string(),
    }),
  ),
  /** The day's cash counts, newest first (none for the whole sale). */
  cashCounts: z.array(CashCount),
  /** Double sales made offline not resolved yet, and paid sales waiting for a pickup (the whole sale). */
  unresolvedDoubleSales: z.number().int(),
  pendingPickups: z.number().int(),
});
export type SalesSummary = z.infer<typeof SalesSummary>;

/** POST /api/projects/:projectId/cash-counts: the drawer counted at a day's end; the server works out the rest. */
export const CashCountInput = z.object({
  saleDay: SaleDayText,
  openingFloatCents: amount(M.floatNegative),
  countedCents: amount(M.countedNegative),
  note: z
    .string()
    .trim()
    .max(500, M.noteTooLong)
    .optional()
    .transform((v) => (v ? v : null)),
  timeZone: TimeZone.optional(),
});
export type CashCountInput = z.input<typeof CashCountInput>;
