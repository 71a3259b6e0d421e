import { cartTotals, type CartDiscount, type CartTotals } from './cart-totals.ts';
import { SALE_DAY_MESSAGES as M } from './messages.ts';
import { checkPayments, type PaymentInput } from './payments.ts';

/** The parts of an invoice request its figures are checked from (schemas.ts's CompleteInvoiceInput). */
export interface InvoiceFiguresInput {
  lines: readonly {
    id: string;
    itemId: string | null;
    tagPriceCents: number | null;
    dayDiscountBp: number | null;
    listedCents: number | null;
    priceCents: number;
  }[];
  discount: CartDiscount | null;
  taxBp: number;
  payments: readonly PaymentInput[];
  /** What the device showed and charged. */
  totals: { subtotalCents: number; discountCents: number; taxCents: number; totalCents: number; changeCents: number };
  customer: { name: string | null; phone: string | null } | null;
  pickupPending: boolean;
}

export interface InvoiceIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Everything wrong with an invoice's figures, first problem first (the server answers with the first): the
 * lines' own rules, the discount against the subtotal, the payments against the total, then the totals the
 * device sent against the ones its lines give (core's cartTotals: whoever computes them gets the same cents).
 * Empty when the invoice adds up; `totals` is then what is stored.
 */
export function checkInvoiceFigures(input: InvoiceFiguresInput): { issues: InvoiceIssue[]; totals: CartTotals | null } {
  // A value the leaf schemas refuse (a negative price, a discount over 100 %) is theirs to report, with their
  // message; the arithmetic below assumes values they accept.
  if (!wellFormed(input)) return { issues: [], totals: null };
  const issues: InvoiceIssue[] = [];
  const lineIds = new Set<string>();
  const itemIds = new Set<string>();
  for (const [i, line] of input.lines.entries()) {
    if (lineIds.has(line.id)) issues.push({ path: ['lines', i, 'id'], message: M.lineIdTwice });
    lineIds.add(line.id);
    if (line.itemId !== null) {
      if (itemIds.has(line.itemId)) issues.push({ path: ['lines', i, 'itemId'], message: M.itemTwice });
      itemIds.add(line.itemId);
    } else if (line.tagPriceCents !== null || line.dayDiscountBp !== null || line.listedCents !== null) {
      issues.push({ path: ['lines', i, 'tagPriceCents'], message: M.miscLineHasNoTag });
    }
    if (line.tagPriceCents === null && (line.listedCents !== null || line.dayDiscountBp !== null)) {
      issues.push({ path: ['lines', i, 'listedCents'], message: M.listedWithoutTag });
    }
    if (line.tagPriceCents !== null && (line.listedCents === null || line.listedCents > line.tagPriceCents)) {
      issues.push({ path: ['lines', i, 'listedCents'], message: M.listedOverTag });
    }
  }
  const prices = input.lines.map((line) => line.priceCents);
  const subtotal = prices.reduce((a, b) => a + b, 0);
  if (input.discount?.kind === 'amount' && input.discount.value > subtotal) {
    issues.push({ path: ['discount', 'value'], message: M.discountOverSubtotal });
  }
  if (issues.length > 0) return { issues, totals: null };

  const totals = cartTotals(prices, input.discount, input.taxBp);
  const payments = checkPayments(totals.totalCents, input.payments);
  if (!payments.ok) {
    const at = payments.index;
    issues.push({ path: at === null ? ['payments'] : ['payments', at], message: payments.message });
    return { issues, totals: null };
  }
  const sent = input.totals;
  const compare: [keyof InvoiceFiguresInput['totals'], string, number][] = [
    ['subtotalCents', 'subtotal', totals.subtotalCents],
    ['discountCents', 'discount', totals.discountCents],
    ['taxCents', 'tax', totals.taxCents],
    ['totalCents', 'total', totals.totalCents],
    ['changeCents', 'change', payments.changeCents],
  ];
  for (const [key, words, expected] of compare) {
    if (sent[key] !== expected)
      issues.push({ path: ['totals', key], message: M.figureMismatch(words, sent[key], expected) });
  }
  if (input.pickupPending && !(input.customer?.name && input.customer.phone)) {
    issues.push({ path: ['customer'], message: M.pickupNeedsCustomer });
  }
  return { issues, totals: issues.length > 0 ? null : totals };
}

/**
 * The totals a device sends with an invoice (CompleteInvoiceInput's `totals`), from its lines' prices, the
 * discount, the tax rate and the payments; or the first problem, in the checkout's words.
 */
export function invoiceTotals({
  prices,
  discount,
  taxBp,
  payments,
}: {
  prices: readonly number[];
  discount: CartDiscount | null;
  taxBp: number;
  payments: readonly PaymentInput[];
}): { totals: InvoiceFiguresInput['totals'] } | { message: string } {
  const subtotal = prices.reduce((a, b) => a + b, 0);
  if (prices.some((price) => price < 0)) return { message: M.negativePrice };
  if (discount?.kind === 'percent' && discount.value > 10_000) return { message: M.discountOver100 };
  if (discount && discount.value < 0) return { message: M.discountNegative };
  if (discount?.kind === 'amount' && discount.value > subtotal) return { message: M.discountOverSubtotal };
  const totals = cartTotals(prices, discount, taxBp);
  const paid = checkPayments(totals.totalCents, payments);
  if (!paid.ok) return { message: paid.message };
  return {
    totals: {
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      changeCents: paid.changeCents,
    },
  };
}

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;

function wellFormed(input: InvoiceFiguresInput) {
  const discountOk =
    input.discount === null ||
    (isCount(input.discount.value) && (input.discount.kind === 'amount' || input.discount.value <= 10_000));
  return (
    input.lines.every((line) => isCount(line.priceCents)) &&
    discountOk &&
    isCount(input.taxBp) &&
    input.payments.every((p) => isCount(p.amountCents) && (p.tenderedCents == null || isCount(p.tenderedCents)))
  );
}
