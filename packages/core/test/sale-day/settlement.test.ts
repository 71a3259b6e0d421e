import { describe, expect, it } from 'vitest';
import { payoutOf, settle, type SettlementLine } from '../../src/sale-day/settlement.ts';
import { parsePercentToBp, bpToInput } from '../../src/sale-day/percent.ts';
import { saleTimeProblem } from '../../src/sale-day/sale-time.ts';
import { minusMoney, signedMoney, SETTLEMENT_MESSAGES as M } from '../../src/sale-day/settlement-messages.ts';

const line = (
  netCents: number,
  taxCents: number,
  consignorId: string | null = null,
  over: Partial<SettlementLine> = {},
) => ({
  netCents,
  taxCents,
  consignorId,
  live: true,
  onStandingInvoice: true,
  ...over,
});

describe('the settlement', () => {
  it('splits the gross between consignors and the client, commission on the client’s share', () => {
    const figures = settle({
      // Invoice totals: 10,825 + 5,413 + 2,165 (a refunded line of 541 in it) + 1,000 misc.
      invoiceTotalsCents: 10_825 + 5_413 + 2_165 + 1_000,
      lines: [
        line(10_000, 825),
        line(5_000, 413, 'pat'),
        line(1_500, 124, 'lee'),
        line(500, 41, 'lee', { live: false }),
        line(1_000, 0),
        // A voided invoice's line counts for nothing at all.
        line(9_999, 0, 'pat', { live: false, onStandingInvoice: false }),
      ],
      consignors: [
        { id: 'pat', name: 'Pat', payout: { kind: 'percent', bp: 6_000 } },
        { id: 'lee', name: 'Lee', payout: { kind: 'flat', cents: 400 } },
        { id: 'kim', name: 'Kim', payout: { kind: 'flat', cents: 400 } },
      ],
      commissionBp: 3_500,
      expenses: [{ amountCents: 450 }, { amountCents: 1_250 }],
    });
    expect(figures).toMatchObject({
      refundedCents: 541,
      salesTaxCents: 825 + 413 + 124,
      grossCents: 17_500,
      consignorGrossCents: 6_500,
      clientGrossCents: 11_000,
      commissionCents: 3_850,
      expensesCents: 1_700,
      consignorPayoutsCents: 3_000 + 400,
      netToClientCents: 11_000 - 3_850 - 1_700,
      operatorKeepsCents: 3_850 + 6_500 - 3_400,
    });
    expect(figures.consignors.map((c) => [c.id, c.itemsSold, c.grossCents, c.payoutCents])).toEqual([
      ['pat', 1, 5_000, 3_000],
      ['lee', 1, 1_500, 400],
      ['kim', 0, 0, 0],
    ]);
    // Invoice totals less refunds are the gross and the tax, to the cent.
    expect(figures.invoiceTotalsCents - figures.refundedCents).toBe(figures.grossCents + figures.salesTaxCents);
    expect(figures.netToClientCents + figures.commissionCents + figures.expensesCents).toBe(figures.clientGrossCents);
  });

  it('rounds a commission and a percentage payout half up, and lets a client owe', () => {
    expect(payoutOf({ kind: 'percent', bp: 3_333 }, 1_000, 1)).toBe(333);
    expect(payoutOf({ kind: 'percent', bp: 2_500 }, 2, 1)).toBe(1); // 0.5 -> 1
    expect(payoutOf({ kind: 'flat', cents: 250 }, 100, 3)).toBe(750);
    const figures = settle({
      invoiceTotalsCents: 2,
      lines: [line(2, 0)],
      consignors: [],
      commissionBp: 2_500,
      expenses: [{ amountCents: 100 }],
    });
    expect(figures).toMatchObject({ commissionCents: 1, netToClientCents: 2 - 1 - 100 });
    expect(
      settle({ invoiceTotalsCents: 0, lines: [], consignors: [], commissionBp: null, expenses: [] }),
    ).toMatchObject({
      commissionBp: 0,
      commissionCents: 0,
      netToClientCents: 0,
    });
  });
});

describe('rates typed by a person', () => {
  it('reads percentages into basis points', () => {
    expect(parsePercentToBp('35')).toBe(3_500);
    expect(parsePercentToBp('8.25')).toBe(825);
    expect(parsePercentToBp(' 12.5 %')).toBe(1_250);
    expect(parsePercentToBp('')).toBeNull();
    expect(parsePercentToBp('8.255')).toBeNaN();
    expect(parsePercentToBp('-1')).toBeNaN();
    expect(bpToInput(825)).toBe('8.25');
    expect(bpToInput(3_500)).toBe('35');
    expect(bpToInput(null)).toBe('');
  });
});

describe('a sale’s time', () => {
  const now = new Date('2026-12-05T17:00:00Z');
  const projectCreatedAt = new Date('2026-11-01T12:00:00Z');
  const at = (iso: string, offline: boolean) =>
    saleTimeProblem({ completedAt: new Date(iso), offline, now, projectCreatedAt });

  it('takes an online sale within five minutes of the server’s clock', () => {
    expect(at('2026-12-05T17:04:59Z', false)).toBeNull();
    expect(at('2026-12-05T16:55:00Z', false)).toBeNull();
    expect(at('2026-12-05T17:05:01Z', false)).toBe(M.clockOff);
    expect(at('2026-12-05T16:54:59Z', false)).toBe(M.clockOff);
  });

  it('takes an offline sale from when the sale existed until now', () => {
    expect(at('2026-11-20T10:00:00Z', true)).toBeNull();
    expect(at('2026-12-05T17:05:00Z', true)).toBeNull();
    expect(at('2026-12-05T17:05:01Z', true)).toBe(M.saleInFuture);
    expect(at('2026-11-01T11:55:00Z', true)).toBeNull();
    expect(at('2026-11-01T11:54:59Z', true)).toBe(M.saleBeforeProject);
  });
});

describe('the statement’s amounts as printed', () => {
  it('takes off with a true minus sign, but never prints −$0.00', () => {
    expect(minusMoney(8400)).toBe('−$84.00');
    expect(minusMoney(0)).toBe('$0.00');
    expect(signedMoney(-29_400)).toBe('−$294.00');
    expect(signedMoney(27_000)).toBe('$270.00');
  });

  it('counts the invoices in the first sum, with the voided ones left out', () => {
    expect(M.invoiceTotals(1, 0)).toBe('Invoice totals (1 invoice)');
    expect(M.invoiceTotals(4, 1)).toBe('Invoice totals (4 invoices; 1 voided, not counted)');
  });
});
