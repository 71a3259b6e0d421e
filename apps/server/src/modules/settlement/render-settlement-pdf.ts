import type { Readable } from 'node:stream';
import { formatBasisPoints, formatMoney } from '@tagwise/core/sale-day/messages';
import {
  minusMoney,
  payoutRuleText,
  signedMoney,
  SETTLEMENT_MESSAGES as M,
} from '@tagwise/core/sale-day/settlement-messages';
import type { Settlement } from '@tagwise/core/sale-day/settlement-schemas';
import { ITEM_STATUS_LABELS } from '@tagwise/core/values/items';
import type { ReportContext } from '../reports/load-report-context.ts';
import { money, startReport, tagMoney } from '../reports/report-cover.ts';
import type { ReportDocument } from '../reports/report-document.ts';

const WARN = '#92400e';

/** Label and amount rows: the statement's sums, the last in bold when it is the result. */
async function sums(r: ReportDocument, rows: [label: string, amount: string, bold?: boolean][]) {
  const table = r.table([
    { header: '', width: 7 },
    { header: 'Amount', width: 2.4, align: 'right' },
  ]);
  for (const [label, amount, bold = false] of rows)
    await table.row([
      { text: label, bold },
      { text: amount, bold },
    ]);
  table.end();
}

/**
 * The client's settlement statement as a PDF, white-labelled like the reports (the business's name and logo
 * on the cover; "Made with Tagwise" only when the plan is not white-label): the figures first, how they were
 * reached (sales, refunds and tax; the client's share, commission and expenses), each consignor's payout,
 * what still needs the admin, and every unsold item at its tag price. Every figure is the JSON statement's.
 */
export function renderSettlementPdf({
  context,
  settlement: s,
  now = new Date(),
}: {
  context: ReportContext;
  settlement: Settlement;
  now?: Date;
}): Readable {
  const { report, cover } = startReport(context, 'settlement', now);
  return report.stream(async (r) => {
    cover(r);
    const client = [s.client.name, s.client.email].filter(Boolean).join(' · ');
    if (client) r.text(`Prepared for ${client}`, { size: 11, bold: true });
    r.y += 6;
    r.figures([
      ['Gross sales', formatMoney(s.grossCents)],
      ['Commission', formatMoney(s.commissionCents)],
      ['Consignor payouts', formatMoney(s.consignorPayoutsCents)],
      ['Net to client', signedMoney(s.netToClientCents)],
    ]);
    if (s.netToClientCents < 0) r.text(M.clientOwes(-s.netToClientCents), { size: 10, color: WARN });

    await r.heading('Sales');
    await sums(r, [
      [M.invoiceTotals(s.invoiceCount, s.voidedCount), formatMoney(s.invoiceTotalsCents)],
      ['Refunds', minusMoney(s.refundedCents)],
      ['Sales tax collected', minusMoney(s.salesTaxCents)],
      ['Gross sales', formatMoney(s.grossCents), true],
      ["Consignors' items", minusMoney(s.consignorGrossCents)],
      ["Client's sales", formatMoney(s.clientGrossCents), true],
    ]);

    await r.heading("Client's share");
    await sums(r, [
      ["Client's sales", formatMoney(s.clientGrossCents)],
      [`Commission (${formatBasisPoints(s.commissionBp)})`, minusMoney(s.commissionCents)],
      ['Expenses', minusMoney(s.expensesCents)],
      ['Net to client', signedMoney(s.netToClientCents), true],
    ]);

    await r.heading('Expenses');
    if (s.expenses.length === 0) r.text('No expenses.', { size: 10 });
    else {
      await sums(r, [
        ...s.expenses.map((e): [string, string] => [e.description, formatMoney(e.amountCents)]),
        ['Total expenses', formatMoney(s.expensesCents), true],
      ]);
    }

    if (s.consignors.length > 0) {
      await r.heading('Consignors');
      const table = r.table([
        { header: 'Consignor', width: 3.2 },
        { header: 'Payout rule', width: 2.6 },
        { header: 'Items sold', width: 1.4, align: 'right' },
        { header: 'Sales', width: 1.7, align: 'right' },
        { header: 'Payout', width: 1.7, align: 'right' },
      ]);
      for (const c of s.consignors) {
        await table.row([
          { text: c.name },
          { text: payoutRuleText(c.payout) },
          { text: String(c.itemsSold) },
          { text: formatMoney(c.grossCents) },
          { text: formatMoney(c.payoutCents), bold: true },
        ]);
      }
      await table.row([
        { text: 'Total', bold: true },
        { text: '' },
        { text: String(s.consignors.reduce((n, c) => n + c.itemsSold, 0)) },
        { text: formatMoney(s.consignorGrossCents) },
        { text: formatMoney(s.consignorPayoutsCents), bold: true },
      ]);
      table.end();
    }

    const { doubleSales, pendingPickups, soldWithoutInvoice } = s.flags;
    if (doubleSales.length > 0 || pendingPickups.length > 0 || soldWithoutInvoice.count > 0) {
      await r.heading('Not settled yet');
      if (doubleSales.length > 0) {
        r.text(M.unresolvedDoubleSales(doubleSales.length), { size: 10, color: WARN, maxLines: 2 });
        for (const d of doubleSales) {
          const code = d.tagCode ? ` (#${d.tagCode})` : '';
          r.text(`${d.itemName}${code}: invoices ${d.invoiceNumbers.join(' and ')}`, { size: 9, maxLines: 2 });
        }
        r.y += 4;
      }
      if (pendingPickups.length > 0) {
        r.text(M.pendingPickups(pendingPickups.length), { size: 10, color: WARN, maxLines: 2 });
        for (const p of pendingPickups) {
          const who = p.customerName ? ` for ${p.customerName}` : '';
          r.text(`Invoice ${p.number}${who}: ${formatMoney(p.totalCents)}`, { size: 9 });
        }
        r.y += 4;
      }
      if (soldWithoutInvoice.count > 0) {
        r.text(M.soldWithoutInvoice(soldWithoutInvoice.count, soldWithoutInvoice.soldValue), {
          size: 10,
          color: WARN,
          maxLines: 2,
        });
      }
    }

    await r.heading(`Unsold items (${s.unsold.count}, ${money(s.unsold.tagValue)} at their tag prices)`);
    if (s.unsold.count === 0) r.text('Every item sold.', { size: 10 });
    else {
      const table = r.table([
        { header: 'Tag code', width: 1.4 },
        { header: 'Name', width: 4.4 },
        { header: 'Status', width: 1.5 },
        { header: 'Consignor', width: 2 },
        { header: 'Tag price', width: 1.4, align: 'right' },
      ]);
      for (const item of s.unsold.items) {
        if (r.abandoned) return;
        await table.row([
          { text: item.tagCode },
          { text: item.name },
          { text: ITEM_STATUS_LABELS[item.status] },
          { text: item.consignorName ?? '' },
          { text: tagMoney(item.tagPrice) },
        ]);
      }
      table.end();
    }
  });
}
