import { z } from 'zod';
import { CustomerEmail } from './leaves.ts';
import { SALE_DAY_LIMITS, SALE_DAY_MESSAGES } from './messages.ts';
import { SETTLEMENT_MESSAGES as M } from './settlement-messages.ts';

// The sale's terms (issue 35, the admin's alone): who the sale is for, the operator's commission, the sales
// tax the checkout charges, the expenses taken off the client's share, and consignors with their payout
// rules. Rates are integer basis points (3500 = 35 %), amounts integer cents.

const int = (message: string) => z.number({ message: 'Enter a number' }).int(message);
const rate = (what: string) =>
  int(SALE_DAY_MESSAGES.wholeBasisPoints).min(0, M.percentRange(what)).max(10_000, M.percentRange(what));
const emptyToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === '' ? null : v);

/** PATCH /api/projects/:projectId/sale-terms: only the fields sent change; null (or "") clears one. */
export const SaleTermsInput = z
  .object({
    clientName: z.string().trim().max(120, M.clientNameTooLong).nullable().optional().transform(emptyToNull),
    clientEmail: CustomerEmail.nullable().optional().transform(emptyToNull),
    /** The operator's commission on the client's sales; null: none. */
    commissionBp: rate('Commission').nullable().optional(),
    /** The sales tax the checkout charges (0 to 20 %); null: off, the default. */
    salesTaxBp: int(SALE_DAY_MESSAGES.wholeBasisPoints)
      .min(0, SALE_DAY_MESSAGES.taxRange)
      .max(SALE_DAY_LIMITS.maxTaxBp, SALE_DAY_MESSAGES.taxRange)
      .nullable()
      .optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), M.nothingToChange);
export type SaleTermsInput = z.input<typeof SaleTermsInput>;

/** POST /api/projects/:projectId/expenses and PATCH /api/expenses/:expenseId. */
export const ExpenseInput = z.object({
  description: z.string({ message: M.describeExpense }).trim().min(1, M.describeExpense).max(200, M.expenseTooLong),
  amountCents: int(SALE_DAY_MESSAGES.wholeCents)
    .min(1, M.expenseAmount)
    .max(SALE_DAY_LIMITS.maxCents, M.expenseTooLarge),
});
export type ExpenseInput = z.input<typeof ExpenseInput>;

/** What a consignor is paid: a share of what their items sold for, or a flat amount per item sold. */
export const PayoutRule = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('percent'), bp: rate('The payout') }),
    z.object({
      kind: z.literal('flat'),
      cents: int(SALE_DAY_MESSAGES.wholeCents)
        .min(0, 'An amount cannot be negative')
        .max(SALE_DAY_LIMITS.maxCents, M.flatTooLarge),
    }),
  ],
  { message: 'Choose a percentage or a flat amount per item' },
);
export type PayoutRule = z.infer<typeof PayoutRule>;

/** POST /api/projects/:projectId/consignors and PATCH /api/consignors/:consignorId. */
export const ConsignorInput = z.object({
  name: z
    .string({ message: M.consignorNeedsName })
    .trim()
    .min(1, M.consignorNeedsName)
    .max(120, M.consignorNameTooLong),
  contact: z.string().trim().max(200, M.contactTooLong).nullable().optional().transform(emptyToNull),
  payout: PayoutRule,
});
export type ConsignorInput = z.input<typeof ConsignorInput>;

/** PUT /api/items/:itemId/consignor: whose item it is (null: the client's). */
export const AssignConsignorInput = z.object({ consignorId: z.uuid({ message: 'Invalid id' }).nullable() });
export type AssignConsignorInput = z.input<typeof AssignConsignorInput>;

const Who = z.object({ name: z.string().nullable(), at: z.iso.datetime() });

export const Expense = z.object({
  id: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  added: Who,
  /** The last edit, if any. */
  edited: Who.nullable(),
  /** Taken off the settlement (kept on the record). */
  removed: Who.nullable(),
});
export type Expense = z.infer<typeof Expense>;

export const Consignor = z.object({
  id: z.string(),
  name: z.string(),
  contact: z.string().nullable(),
  payout: PayoutRule,
  /** Items of the sale assigned to them now. */
  itemCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type Consignor = z.infer<typeof Consignor>;

/** GET /api/projects/:projectId/sale-terms: everything the Sale & settlement page edits. */
export const SaleTerms = z.object({
  projectId: z.string(),
  projectName: z.string(),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  commissionBp: z.number().int().nullable(),
  salesTaxBp: z.number().int().nullable(),
  /** Standing expenses first (oldest first), then removed ones. */
  expenses: z.array(Expense),
  consignors: z.array(Consignor),
});
export type SaleTerms = z.infer<typeof SaleTerms>;
