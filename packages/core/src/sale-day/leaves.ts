import { z } from 'zod';
import { PAYMENT_METHODS, SALE_DAY_LIMITS, SALE_DAY_MESSAGES as M } from './messages.ts';

// The sale day's leaf schemas: every amount is integer cents and every rate integer basis points, each with
// the message a person reads when it is wrong. Requests and forms are built from these (schemas.ts).

const int = (message: string) => z.number({ message: 'Enter a number' }).int(message);

/** An amount in cents: whole, not negative, at most a million dollars. */
export const Cents = int(M.wholeCents)
  .min(0, 'An amount cannot be negative')
  .max(SALE_DAY_LIMITS.maxCents, M.priceTooLarge);

/** What a line is charged, in cents. */
export const PriceCents = int(M.wholeCents).min(0, M.negativePrice).max(SALE_DAY_LIMITS.maxCents, M.priceTooLarge);

/** A payment's part of the total, in cents: more than nothing. */
export const PaymentCents = int(M.wholeCents).min(1, M.paymentPositive).max(SALE_DAY_LIMITS.maxCents, M.priceTooLarge);

/** A discount rate in basis points (1000 = 10 %): 0 to 100 %. */
export const DiscountBp = int(M.wholeBasisPoints).min(0, M.discountNegative).max(10_000, M.discountOver100);

/** A sales-tax rate in basis points (825 = 8.25 %): 0 to 20 %. */
export const TaxBp = int(M.wholeBasisPoints).min(0, M.taxRange).max(SALE_DAY_LIMITS.maxTaxBp, M.taxRange);

/** A whole-cart discount: a percentage (basis points) or an amount (cents; at most the subtotal, checked with it). */
export const CartDiscountInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('percent'), value: DiscountBp }),
    z.object({
      kind: z.literal('amount'),
      value: int(M.wholeCents).min(0, M.discountNegative).max(SALE_DAY_LIMITS.maxCents, M.discountOverSubtotal),
    }),
  ],
  { message: 'Choose a percentage or an amount' },
);

export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { message: 'Choose cash, card or other' });

/** Why a void, a refund or a release happened: kept on the record. */
export const Reason = z.string({ message: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500, M.reasonTooLong);

/** An id the device makes (a UUID): invoices, their lines and holds are sent with it, so a replay is known. */
export const ClientId = z.uuid({ message: 'Invalid id' });

/** A line's words: what the receipt prints for it. */
export const LineDescription = z
  .string({ message: M.describeLine })
  .trim()
  .min(1, M.describeLine)
  .max(200, M.descriptionTooLong);

export const CustomerName = z.string().trim().max(120, M.customerNameTooLong);
export const CustomerPhone = z.string().trim().max(40, M.phoneTooLong);
export const CustomerEmail = z.union([z.literal(''), z.email({ message: M.emailInvalid }).max(254, M.emailInvalid)]);
