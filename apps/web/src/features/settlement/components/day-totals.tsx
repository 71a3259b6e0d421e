import type { SalesSummary } from '@tagwise/core/sale-day/day-end-schemas';
import { formatMoney, PAYMENT_METHOD_LABELS } from '@tagwise/core/sale-day/messages';
import { signedMoney } from '@tagwise/core/sale-day/settlement-messages';
import { countOf } from '@tagwise/core/values/plural';
import { FigureTiles } from './figure-tiles';

/**
 * The takings of a day (or the whole sale) as the stored invoices have them: what stays after refunds,
 * the sales and refunds it comes from, and each payment method's share (cash as it paid the totals: handed
 * over less the change given back).
 */
export function DayTotals({ summary }: { summary: SalesSummary }) {
  return (
    <div className="grid gap-4">
      <FigureTiles
        figures={[
          ['Takings', signedMoney(summary.takingsCents)],
          ['Sales', formatMoney(summary.salesCents)],
          ['Refunds', formatMoney(summary.refundedCents)],
          ['Invoices', String(summary.invoiceCount)],
        ]}
      />
      <p className="text-xs text-muted-foreground">Sales include {formatMoney(summary.taxCents)} of sales tax.</p>
      <table className="w-full text-sm" aria-label="By payment method">
        <thead className="text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="py-1 text-left font-medium">
              Method
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              Taken
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              Refunded
            </th>
            <th scope="col" className="py-1 pl-3 text-right font-medium">
              Net
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {summary.byMethod.map((m) => (
            <tr key={m.method}>
              <th scope="row" className="py-1.5 text-left font-medium">
                {PAYMENT_METHOD_LABELS[m.method]}
                {m.method === 'cash' && m.changeCents > 0 && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {formatMoney(m.tenderedCents)} handed over, {formatMoney(m.changeCents)} change
                  </span>
                )}
              </th>
              <td className="py-1.5 pl-3 text-right tabular-nums">{formatMoney(m.takenCents)}</td>
              <td className="py-1.5 pl-3 text-right tabular-nums">{formatMoney(m.refundedCents)}</td>
              <td className="py-1.5 pl-3 text-right font-semibold tabular-nums">{signedMoney(m.netCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Who rang up what: invoices and their totals per person. */
export function ByPerson({ summary }: { summary: SalesSummary }) {
  if (summary.byPerson.length === 0) return <p className="text-sm text-muted-foreground">No sales.</p>;
  return (
    <ul aria-label="By person" className="divide-y rounded-lg border text-sm">
      {summary.byPerson.map((p) => (
        <li key={p.userId ?? p.name} className="flex justify-between gap-3 p-3">
          <span>
            {p.name} <span className="text-muted-foreground">· {countOf(p.invoiceCount, 'invoice')}</span>
          </span>
          <span className="tabular-nums">{formatMoney(p.salesCents)}</span>
        </li>
      ))}
    </ul>
  );
}
