import type { Invoice } from './invoice-schemas.ts';
import { formatBasisPoints, formatMoney, PAYMENT_METHOD_LABELS } from './messages.ts';

// What a receipt says, worked out once from a stored invoice: the checkout's on-screen receipt, the PDFs
// (80 mm and letter) and the e-mail all show these words and figures, none of them recomputed from today's
// rules (decision 0023): a receipt printed today and the same invoice reprinted in a year agree.

export interface ReceiptLine {
  description: string;
  /** "#7KQ2MX · Tag $240.00, 50% off $120.00": what the customer read on the tag; null for a line of its own words. */
  detail: string | null;
  /** What the line was charged (the price paid, after haggling). */
  amount: string;
  /** "Refunded $108.25 (card) on Sat, Dec 5, 11:02 AM by Dana: Chipped"; null while it stands. */
  refunded: string | null;
}

export interface ReceiptFigure {
  label: string;
  amount: string;
  strong?: boolean;
}

export interface Receipt {
  /** Who sells: the business, else the sale's own name. */
  business: string;
  /** The sale, under the business's name (null when it is the heading already). */
  sale: string | null;
  address: string | null;
  title: string;
  /** "Sat, Dec 5, 2026, 10:42 AM" where the sale is. */
  when: string;
  rungBy: string;
  customer: string | null;
  /** "Voided on Sat, Dec 5, 11:00 AM by Dana: Rang up twice. Every payment was given back." */
  voided: string | null;
  lines: ReceiptLine[];
  /** Subtotal, discount, sales tax (when the sale charged it), total. */
  figures: ReceiptFigure[];
  /** How it was paid: each payment, cash tendered and the change. */
  payments: ReceiptFigure[];
  /** After the sale: what refunds gave back and what the sale now comes to. */
  after: ReceiptFigure[];
  /** "Paid, picking up later", "Picked up on ...". */
  notes: string[];
}

export interface ReceiptContext {
  businessName: string | null;
  projectName: string;
  address: string | null;
  /** Where the sale is (its zone, else the device's): the times are that zone's wall clock. */
  timeZone: string;
  /** Name the zone after each time: the sale has no zone of its own and the server's is used. */
  showZone?: boolean;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatTime(iso: string, timeZone: string, showZone: boolean, withYear: boolean) {
  const key = `${timeZone}|${showZone}|${withYear}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: withYear ? 'numeric' : undefined,
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: showZone ? 'short' : undefined,
    });
    formatters.set(key, format);
  }
  return format.format(new Date(iso));
}

/** "#7KQ2MX · Tag $240.00, 50% off $120.00": the tag the customer read, and the day's price when it was paid otherwise. */
function lineDetail(line: Invoice['lines'][number]): string | null {
  const parts: string[] = [];
  if (line.tagCode) parts.push(`#${line.tagCode}`);
  if (line.tagPriceCents !== null) {
    const haggled = line.priceCents !== line.listedCents;
    const off = line.dayDiscountBp ? `, ${formatBasisPoints(line.dayDiscountBp)} off` : '';
    if (off || haggled) {
      const listed = off && haggled && line.listedCents !== null ? ` ${formatMoney(line.listedCents)}` : '';
      parts.push(`Tag ${formatMoney(line.tagPriceCents)}${off}${listed}`);
    }
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** The receipt of a stored invoice, every figure as it was charged and given back. */
export function receiptOf(invoice: Invoice, context: ReceiptContext): Receipt {
  const { timeZone, showZone = false } = context;
  const at = (iso: string) => formatTime(iso, timeZone, showZone, false);
  const lines = invoice.lines.map((line) => ({
    description: line.description,
    detail: lineDetail(line),
    amount: formatMoney(line.priceCents),
    refunded: line.refund
      ? `Refunded ${formatMoney(line.refund.cents)} (${PAYMENT_METHOD_LABELS[line.refund.method].toLowerCase()}) on ${at(line.refund.at)}${line.refund.byName ? ` by ${line.refund.byName}` : ''}: ${line.refund.reason}`
      : null,
  }));

  const figures: ReceiptFigure[] = [{ label: 'Subtotal', amount: formatMoney(invoice.subtotalCents) }];
  if (invoice.discountCents > 0 || invoice.discount) {
    const rate = invoice.discount?.kind === 'percent' ? ` (${formatBasisPoints(invoice.discount.value)})` : '';
    figures.push({ label: `Discount${rate}`, amount: formatMoney(-invoice.discountCents) });
  }
  if (invoice.taxBp > 0) {
    figures.push({ label: `Sales tax (${formatBasisPoints(invoice.taxBp)})`, amount: formatMoney(invoice.taxCents) });
  }
  figures.push({ label: 'Total', amount: formatMoney(invoice.totalCents), strong: true });

  const payments: ReceiptFigure[] = invoice.payments.flatMap((payment) => {
    const rows: ReceiptFigure[] = [
      { label: PAYMENT_METHOD_LABELS[payment.method], amount: formatMoney(payment.amountCents) },
    ];
    if (payment.tenderedCents !== null) {
      rows.push({ label: 'Cash tendered', amount: formatMoney(payment.tenderedCents) });
      rows.push({ label: 'Change', amount: formatMoney(payment.changeCents) });
    }
    return rows;
  });

  const after: ReceiptFigure[] = [];
  if (!invoice.voided && invoice.refundedCents > 0) {
    after.push({ label: 'Refunded', amount: formatMoney(-invoice.refundedCents) });
    after.push({
      label: 'Total after refunds',
      amount: formatMoney(invoice.totalCents - invoice.refundedCents),
      strong: true,
    });
  }

  const notes: string[] = [];
  if (invoice.pickedUpAt) notes.push(`Picked up ${at(invoice.pickedUpAt)}`);
  else if (invoice.pickupPending) notes.push('Paid, picking up later');

  const customer = [invoice.customer.name, invoice.customer.phone].filter(Boolean).join(' · ');
  return {
    business: context.businessName ?? context.projectName,
    sale: context.businessName ? context.projectName : null,
    address: context.address,
    title: `Invoice ${invoice.number}`,
    when: formatTime(invoice.completedAt, timeZone, showZone, true),
    rungBy: `Rung up by ${invoice.rungBy.name}`,
    customer: customer ? `Customer: ${customer}` : null,
    voided: invoice.voided
      ? `Voided ${at(invoice.voided.at)}${invoice.voided.byName ? ` by ${invoice.voided.byName}` : ''}: ${invoice.voided.reason}. Every payment was given back.`
      : null,
    lines,
    figures,
    payments,
    after,
    notes,
  };
}
