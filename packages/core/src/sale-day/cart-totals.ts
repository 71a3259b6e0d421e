import { allocateByLargestRemainder, roundHalfUp } from './allocate.ts';

/** A whole-cart discount: a percentage in basis points (1000 = 10 %), or an amount in cents. */
export type CartDiscount = { kind: 'percent'; value: number } | { kind: 'amount'; value: number };

export interface CartLineTotals {
  /** What the line was charged, less its share of the cart discount. */
  netCents: number;
  /** Its share of the invoice's tax. */
  taxCents: number;
}

export interface CartTotals {
  /** The sum of the lines' prices. */
  subtotalCents: number;
  discountCents: number;
  /** subtotal - discount: what tax is charged on. */
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  /** Per line, in the lines' order: nets sum to the taxable amount, taxes to the tax. */
  lines: CartLineTotals[];
}

/**
 * A cart's figures from its lines' prices (cents, not negative), its discount and the sales tax rate
 * (basis points): subtotal; the discount (a percentage rounded half up, or the amount); tax rounded half up
 * on the taxable amount; total. The discount is shared over the lines by their prices and the tax by their
 * nets, each by largest remainder, so the lines sum exactly to the invoice's figures (a refund of a line
 * gives back its net and its tax, and refunding every line gives back the total). The inputs are assumed
 * valid (schemas.ts checks them, with the messages); an amount discount above the subtotal is a RangeError.
 */
export function cartTotals(prices: readonly number[], discount: CartDiscount | null, taxBp: number): CartTotals {
  const subtotalCents = prices.reduce((a, b) => a + b, 0);
  const discountCents = discountOf(subtotalCents, discount);
  if (discountCents > subtotalCents) throw new RangeError('The discount is more than the subtotal');
  const taxableCents = subtotalCents - discountCents;
  const taxCents = roundHalfUp(taxableCents, taxBp, 10_000);
  const discounts = subtotalCents === 0 ? prices.map(() => 0) : allocateByLargestRemainder(discountCents, prices);
  const nets = prices.map((price, i) => price - discounts[i]!);
  const taxes = taxableCents === 0 ? nets.map(() => 0) : allocateByLargestRemainder(taxCents, nets);
  return {
    subtotalCents,
    discountCents,
    taxableCents,
    taxCents,
    totalCents: taxableCents + taxCents,
    lines: nets.map((netCents, i) => ({ netCents, taxCents: taxes[i]! })),
  };
}

/** The discount in cents a cart of this subtotal gets. */
export function discountOf(subtotalCents: number, discount: CartDiscount | null): number {
  if (!discount) return 0;
  return discount.kind === 'percent' ? roundHalfUp(subtotalCents, discount.value, 10_000) : discount.value;
}
