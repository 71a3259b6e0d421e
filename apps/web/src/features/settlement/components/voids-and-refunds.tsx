import type { SalesSummary } from '@tagwise/core/sale-day/day-end-schemas';
import { formatMoney, PAYMENT_METHOD_LABELS } from '@tagwise/core/sale-day/messages';
import { whenRecorded } from '../lib/typed-amounts';

/**
 * The day's voided invoices (counted as nothing when voided the day they sold; voided on a later day, their
 * payments are among that day's refunds) and refunded lines (by the method the money went back).
 */
export function VoidsAndRefunds({ summary }: { summary: SalesSummary }) {
  if (summary.voids.length === 0 && summary.refunds.length === 0) {
    return <p className="text-sm text-muted-foreground">No voids or refunds.</p>;
  }
  return (
    <ul aria-label="Voids and refunds" className="divide-y rounded-lg border text-sm">
      {summary.voids.map((v) => (
        <li key={`void-${v.number}`} className="grid gap-0.5 p-3">
          <span className="flex justify-between gap-3">
            <span className="font-medium">Invoice {v.number} voided</span>
            <span className="tabular-nums text-muted-foreground line-through">{formatMoney(v.totalCents)}</span>
          </span>
          <span className="text-xs text-muted-foreground">
            “{v.reason}”, by {v.byName ?? 'someone'} {whenRecorded(v.at)}
          </span>
        </li>
      ))}
      {summary.refunds.map((r) => (
        <li key={`refund-${r.invoiceNumber}-${r.at}-${r.description}`} className="grid gap-0.5 p-3">
          <span className="flex justify-between gap-3">
            <span className="font-medium">
              Refund on invoice {r.invoiceNumber}: {r.description}
            </span>
            <span className="shrink-0 whitespace-nowrap tabular-nums">
              −{formatMoney(r.cents)} {PAYMENT_METHOD_LABELS[r.method].toLowerCase()}
            </span>
          </span>
          <span className="text-xs text-muted-foreground">
            “{r.reason}”, by {r.byName ?? 'someone'} {whenRecorded(r.at)}
          </span>
        </li>
      ))}
    </ul>
  );
}
