import { roundHalfUp } from './allocate.ts';
import type { PayoutRule } from './terms-schemas.ts';

/** A stored invoice line as the settlement reads it. */
export interface SettlementLine {
  netCents: number;
  taxCents: number;
  /** Whose item it sold (the line keeps it); null: the client's, as every line without an item is. */
  consignorId: string | null;
  /** On an invoice that stands (not voided) and not refunded. */
  live: boolean;
  /** On an invoice that stands (a refunded line's money went back; a voided invoice's never counted). */
  onStandingInvoice: boolean;
}

export interface SettlementConsignor {
  id: string;
  name: string;
  payout: PayoutRule;
}

export interface ConsignorShare extends SettlementConsignor {
  itemsSold: number;
  /** What their items sold for (the lines' nets: after the cart discounts, before tax). */
  grossCents: number;
  payoutCents: number;
  /** gross - payout: what the operator keeps of their sales. */
  operatorKeepsCents: number;
}

export interface SettlementFigures {
  /** The totals of the invoices that stand (voided ones never count), tax included. */
  invoiceTotalsCents: number;
  /** Refunded lines of those invoices: their net and tax, as given back. */
  refundedCents: number;
  /** Sales tax on what was kept: collected for the state, nobody's share. */
  salesTaxCents: number;
  /** What was sold and kept, before tax: invoice totals - refunds - sales tax. */
  grossCents: number;
  consignorGrossCents: number;
  /** gross - consignors' gross: the client's sales (lines without a consignor included). */
  clientGrossCents: number;
  commissionBp: number;
  commissionCents: number;
  expensesCents: number;
  consignors: ConsignorShare[];
  consignorPayoutsCents: number;
  /** client gross - commission - expenses; negative when the client owes the operator. */
  netToClientCents: number;
  /** commission + what the operator keeps of the consignors' sales. */
  operatorKeepsCents: number;
}

/** What a consignor is paid for sales of this much over this many items, by their rule. */
export const payoutOf = (rule: PayoutRule, grossCents: number, itemsSold: number) =>
  rule.kind === 'percent' ? roundHalfUp(grossCents, rule.bp, 10_000) : rule.cents * itemsSold;

/**
 * The client's settlement from the stored invoice lines (decision 0023: never recomputed from today's
 * prices): gross is what was kept before tax; each consignor's sales are their lines, paid by their rule
 * (a percentage of their gross rounded half up, or a flat amount per item sold); everything else is the
 * client's, on which the operator's commission is taken (rounded half up) before the sale's expenses.
 * invoice totals - refunds = gross + sales tax, and client gross = net to client + commission + expenses,
 * to the cent.
 */
export function settle({
  lines,
  invoiceTotalsCents,
  consignors,
  commissionBp,
  expenses,
}: {
  lines: readonly SettlementLine[];
  invoiceTotalsCents: number;
  consignors: readonly SettlementConsignor[];
  commissionBp: number | null;
  expenses: readonly { amountCents: number }[];
}): SettlementFigures {
  let grossCents = 0;
  let salesTaxCents = 0;
  let refundedCents = 0;
  const byConsignor = new Map<string, { itemsSold: number; grossCents: number }>();
  for (const line of lines) {
    if (!line.onStandingInvoice) continue;
    if (!line.live) {
      refundedCents += line.netCents + line.taxCents;
      continue;
    }
    grossCents += line.netCents;
    salesTaxCents += line.taxCents;
    if (line.consignorId) {
      const share = byConsignor.get(line.consignorId) ?? { itemsSold: 0, grossCents: 0 };
      share.itemsSold += 1;
      share.grossCents += line.netCents;
      byConsignor.set(line.consignorId, share);
    }
  }
  const shares = consignors.map((consignor): ConsignorShare => {
    const { itemsSold, grossCents: gross } = byConsignor.get(consignor.id) ?? { itemsSold: 0, grossCents: 0 };
    const payoutCents = payoutOf(consignor.payout, gross, itemsSold);
    return { ...consignor, itemsSold, grossCents: gross, payoutCents, operatorKeepsCents: gross - payoutCents };
  });
  // A line naming a consignor no longer listed (removed with no sales standing) is the client's.
  const consignorGrossCents = shares.reduce((sum, s) => sum + s.grossCents, 0);
  const clientGrossCents = grossCents - consignorGrossCents;
  const rate = commissionBp ?? 0;
  const commissionCents = roundHalfUp(clientGrossCents, rate, 10_000);
  const expensesCents = expenses.reduce((sum, e) => sum + e.amountCents, 0);
  const consignorPayoutsCents = shares.reduce((sum, s) => sum + s.payoutCents, 0);
  return {
    invoiceTotalsCents,
    refundedCents,
    salesTaxCents,
    grossCents,
    consignorGrossCents,
    clientGrossCents,
    commissionBp: rate,
    commissionCents,
    expensesCents,
    consignors: shares,
    consignorPayoutsCents,
    netToClientCents: clientGrossCents - commissionCents - expensesCents,
    operatorKeepsCents: commissionCents + consignorGrossCents - consignorPayoutsCents,
  };
}
