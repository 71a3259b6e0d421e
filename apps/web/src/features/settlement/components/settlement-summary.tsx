import { DownloadIcon } from 'lucide-react';
import { formatBasisPoints, formatMoney } from '@tagwise/core/sale-day/messages';
import {
  minusMoney,
  payoutRuleText,
  signedMoney,
  SETTLEMENT_MESSAGES as M,
} from '@tagwise/core/sale-day/settlement-messages';
import type { Settlement } from '@tagwise/core/sale-day/settlement-schemas';
import { Button } from '@/components/ui/button';
import { useReportDownload } from '@/features/reports/components/report-download';
import { FigureTiles } from './figure-tiles';
import { NotSettledWarnings } from './not-settled-warnings';

function Sums({ label, rows }: { label: string; rows: [string, string, boolean?][] }) {
  return (
    <table className="w-full text-sm" aria-label={label}>
      <tbody className="divide-y">
        {rows.map(([name, amount, bold]) => (
          <tr key={name} className={bold ? 'font-semibold' : undefined}>
            <th scope="row" className={`py-1.5 pr-3 text-left ${bold ? 'font-semibold' : 'font-normal'}`}>
              {name}
            </th>
            <td className="py-1.5 text-right tabular-nums">{amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The client's statement on screen, as the PDF has it: the four figures, how the sales came to the gross and
 * the client's share to the net, each consignor's payout, and what is not settled yet. The PDF adds the
 * unsold items one by one.
 */
export function SettlementSummary({ settlement: s }: { settlement: Settlement }) {
  // Like the other reports: the server first names any text the PDF's fonts cannot draw.
  const report = useReportDownload(s.project.id);
  const warnings = [
    s.flags.doubleSales.length > 0 && M.unresolvedDoubleSales(s.flags.doubleSales.length),
    s.flags.pendingPickups.length > 0 && M.pendingPickups(s.flags.pendingPickups.length),
    s.flags.soldWithoutInvoice.count > 0 &&
      M.soldWithoutInvoice(s.flags.soldWithoutInvoice.count, s.flags.soldWithoutInvoice.soldValue),
    s.netToClientCents < 0 && M.clientOwes(-s.netToClientCents),
  ];
  return (
    <div className="grid gap-5">
      <FigureTiles
        figures={[
          ['Gross sales', formatMoney(s.grossCents)],
          ['Commission', formatMoney(s.commissionCents)],
          ['Consignor payouts', formatMoney(s.consignorPayoutsCents)],
          ['Net to client', signedMoney(s.netToClientCents)],
        ]}
      />
      <NotSettledWarnings label="Not settled yet" warnings={warnings} />
      <div className="grid items-start gap-5 md:grid-cols-2">
        <Sums
          label="Sales"
          rows={[
            [M.invoiceTotals(s.invoiceCount, s.voidedCount), formatMoney(s.invoiceTotalsCents)],
            ['Refunds', minusMoney(s.refundedCents)],
            ['Sales tax collected', minusMoney(s.salesTaxCents)],
            ['Gross sales', formatMoney(s.grossCents), true],
            ['Consignors’ items', minusMoney(s.consignorGrossCents)],
            ['Client’s sales', formatMoney(s.clientGrossCents), true],
          ]}
        />
        <Sums
          label="Client’s share"
          rows={[
            ['Client’s sales', formatMoney(s.clientGrossCents)],
            [`Commission (${formatBasisPoints(s.commissionBp)})`, minusMoney(s.commissionCents)],
            ['Expenses', minusMoney(s.expensesCents)],
            ['Net to client', signedMoney(s.netToClientCents), true],
          ]}
        />
      </div>
      {s.consignors.length > 0 && (
        <Sums
          label="Consignor payouts"
          rows={s.consignors.map((c) => [
            `${c.name}: ${payoutRuleText(c.payout)}, ${c.itemsSold} sold for ${formatMoney(c.grossCents)}`,
            formatMoney(c.payoutCents),
          ])}
        />
      )}
      <p className="text-sm text-muted-foreground">
        {s.unsold.count === 0
          ? 'Every item sold.'
          : `${s.unsold.count} unsold ${s.unsold.count === 1 ? 'item' : 'items'}, ${formatMoney(s.unsold.tagValue * 100)} at their tag prices: listed in the statement.`}
      </p>
      <Button className="justify-self-start" data-download onClick={() => void report.download('settlement')}>
        <DownloadIcon aria-hidden />
        Settlement PDF
      </Button>
      {report.dialog}
    </div>
  );
}
