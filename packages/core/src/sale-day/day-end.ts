import type { PaymentMethod } from './messages.ts';
import { PAYMENT_METHODS } from './messages.ts';
import { refundCents } from './refund.ts';

/** An invoice as stored (decision 0023), with what the day's end reads of it. */
export interface DayEndInvoice {
  number: number;
  status: 'completed' | 'voided';
  /** YYYY-MM-DD where the sale is. */
  saleDay: string;
  rungBy: string | null;
  rungByName: string;
  totalCents: number;
  taxCents: number;
  /** `day`: the day the void was given, where the sale is. */
  voided: { day: string; at: string; byName: string | null; reason: string } | null;
  payments: readonly { method: PaymentMethod; amountCents: number; tenderedCents: number | null }[];
  lines: readonly {
    description: string;
    netCents: number;
    taxCents: number;
    /** `day`: the day the money went back, where the sale is. */
    refund: { day: string; at: string; method: PaymentMethod; reason: string; byName: string | null } | null;
  }[];
}

export interface MethodTotals {
  method: PaymentMethod;
  /** What the payments of this method paid of the invoices' totals (for cash: handed over less the change). */
  takenCents: number;
  refundedCents: number;
  /** taken - refunded: what this method holds at the day's end. */
  netCents: number;
  /** Cash only: what customers handed over, and the change given back (tendered - change = taken). */
  tenderedCents: number;
  changeCents: number;
}

export interface DayEndTotals {
  invoiceCount: number;
  /** The totals of the invoices that stand (voided ones count as nothing), tax included. */
  salesCents: number;
  taxCents: number;
  /** Lines refunded on the day (their net and tax, as stored). */
  refundedCents: number;
  /** sales - refunded. */
  takingsCents: number;
  byMethod: MethodTotals[];
}

export interface DayEndSummary extends DayEndTotals {
  byDay: ({ day: string } & Omit<DayEndTotals, 'byMethod'>)[];
  byPerson: { userId: string | null; name: string; invoiceCount: number; salesCents: number }[];
  voids: { number: number; totalCents: number; at: string; byName: string | null; reason: string }[];
  refunds: {
    invoiceNumber: number;
    description: string;
    cents: number;
    method: PaymentMethod;
    at: string;
    byName: string | null;
    reason: string;
  }[];
}

const emptyTotals = (): DayEndTotals => ({
  invoiceCount: 0,
  salesCents: 0,
  taxCents: 0,
  refundedCents: 0,
  takingsCents: 0,
  byMethod: PAYMENT_METHODS.map((method) => ({
    method,
    takenCents: 0,
    refundedCents: 0,
    netCents: 0,
    tenderedCents: 0,
    changeCents: 0,
  })),
});

const laterOf = (a: string, b: string) => (a > b ? a : b);

/**
 * A sale's takings, read from its stored invoices only (never recomputed from today's prices, discounts or
 * tax): for one day (YYYY-MM-DD) or the whole sale (`day` null). An invoice belongs to its sale day; a void
 * on that day means the sale did not happen, so the invoice counts as nothing (it is listed with its
 * reason); a void on a later day leaves the sale on its day and gives its payments back on the day of the
 * void, as a refund belongs to the day its money went back (it left that day's drawer), by its method.
 * Cash is counted as it paid the totals: handed over less the change given.
 */
export function summarizeDayEnd(invoices: readonly DayEndInvoice[], day: string | null): DayEndSummary {
  const onDay = (d: string) => day === null || d === day;
  const whole = emptyTotals();
  const days = new Map<string, DayEndTotals>();
  const dayOf = (d: string) => {
    let totals = days.get(d);
    if (!totals) days.set(d, (totals = emptyTotals()));
    return totals;
  };
  const people = new Map<string, DayEndSummary['byPerson'][number]>();
  const voids: DayEndSummary['voids'] = [];
  const refunds: DayEndSummary['refunds'] = [];

  for (const invoice of invoices) {
    // Never before the sale's day (a device's clock may run ahead of the server's).
    const voidDay =
      invoice.status === 'voided' ? laterOf(invoice.voided?.day ?? invoice.saleDay, invoice.saleDay) : null;
    if (voidDay !== null) {
      if (onDay(voidDay) && invoice.voided) {
        const { day: _day, ...voided } = invoice.voided;
        voids.push({ number: invoice.number, totalCents: invoice.totalCents, ...voided });
      }
      // Voided the day it was rung up: the sale did not happen. Voided on a later day: the sale stood on its
      // own day (its cash was in that day's drawer, maybe counted already), and its payments went back, each
      // by its method, out of the day of the void.
      if (voidDay === invoice.saleDay) continue;
      if (onDay(voidDay)) {
        for (const totals of [whole, dayOf(voidDay)]) {
          totals.refundedCents += invoice.totalCents;
          for (const payment of invoice.payments) {
            totals.byMethod.find((m) => m.method === payment.method)!.refundedCents += payment.amountCents;
          }
        }
      }
    }
    if (onDay(invoice.saleDay)) {
      for (const totals of [whole, dayOf(invoice.saleDay)]) {
        totals.invoiceCount += 1;
        totals.salesCents += invoice.totalCents;
        totals.taxCents += invoice.taxCents;
        for (const payment of invoice.payments) {
          const row = totals.byMethod.find((m) => m.method === payment.method)!;
          row.takenCents += payment.amountCents;
          if (payment.tenderedCents !== null) {
            row.tenderedCents += payment.tenderedCents;
            row.changeCents += payment.tenderedCents - payment.amountCents;
          } else if (payment.method === 'cash') {
            row.tenderedCents += payment.amountCents;
          }
        }
      }
      const key = invoice.rungBy ?? `name:${invoice.rungByName}`;
      const person = people.get(key) ?? {
        userId: invoice.rungBy,
        name: invoice.rungByName,
        invoiceCount: 0,
        salesCents: 0,
      };
      person.invoiceCount += 1;
      person.salesCents += invoice.totalCents;
      people.set(key, person);
    }
    // A void is refused once a line is refunded, so a voided invoice has no line refunds of its own.
    if (voidDay !== null) continue;
    for (const line of invoice.lines) {
      if (!line.refund || !onDay(line.refund.day)) continue;
      const cents = refundCents(line);
      for (const totals of [whole, dayOf(line.refund.day)]) {
        totals.refundedCents += cents;
        totals.byMethod.find((m) => m.method === line.refund!.method)!.refundedCents += cents;
      }
      const { day: _day, ...refund } = line.refund;
      refunds.push({ invoiceNumber: invoice.number, description: line.description, cents, ...refund });
    }
  }

  const settle = (totals: DayEndTotals) => {
    totals.takingsCents = totals.salesCents - totals.refundedCents;
    for (const m of totals.byMethod) m.netCents = m.takenCents - m.refundedCents;
    return totals;
  };
  settle(whole);
  return {
    ...whole,
    byDay: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([d, totals]) => {
        const { byMethod: _m, ...rest } = settle(totals);
        return { day: d, ...rest };
      }),
    byPerson: [...people.values()].sort((a, b) => b.salesCents - a.salesCents || a.name.localeCompare(b.name)),
    voids: voids.sort((a, b) => a.number - b.number),
    refunds: refunds.sort((a, b) => a.at.localeCompare(b.at)),
  };
}

/** What the cash drawer should hold at the day's end: the float it opened with, plus cash taken, less cash refunded. */
export const expectedCash = (openingFloatCents: number, cash: Pick<MethodTotals, 'takenCents' | 'refundedCents'>) =>
  openingFloatCents + cash.takenCents - cash.refundedCents;
