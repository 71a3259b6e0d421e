import type { AnalyticsFigures } from '@tagwise/core/schemas/analytics';
import { percentOf } from '@tagwise/core/values/analytics';
import { countOf } from '@tagwise/core/values/plural';
import { formatCents, formatCount, formatWhole } from '../lib/analytics-format';

/** The scope's totals as a few large figures, each with what it leaves out. */
export function SummaryCards({ totals }: { totals: AnalyticsFigures }) {
  const cards = [
    { label: 'Items', value: formatCount(totals.items), note: null },
    {
      label: 'Retail value',
      value: formatCents(totals.retailCents),
      note: totals.noRetail > 0 ? `${countOf(totals.noRetail, 'item')} without a retail price` : null,
    },
    {
      label: 'Tag value',
      value: formatWhole(totals.tagValue),
      note: totals.unpriced > 0 ? `${countOf(totals.unpriced, 'item')} without a tag price` : null,
    },
    {
      label: 'Sold',
      value: formatWhole(totals.soldValue),
      note:
        `${countOf(totals.sold, 'item')}` +
        (totals.soldWithoutPrice > 0 ? `, ${formatCount(totals.soldWithoutPrice)} without a sold price` : ''),
    },
    {
      label: 'Sell-through',
      value: percentOf(totals.sold, totals.items),
      // Against the tags of the items whose sold price is known: one sold without a price is not a $0 sale.
      note:
        totals.pricedSoldTagValue > 0
          ? `Sales ${percentOf(totals.soldValue, totals.pricedSoldTagValue)} of their tag prices`
          : null,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Totals">
      {cards.map((card) => (
        <div key={card.label} className="grid content-start gap-1 rounded-xl border bg-card p-4 shadow-sm">
          <dt className="text-sm text-muted-foreground">{card.label}</dt>
          <dd className="text-2xl font-semibold tracking-tight tabular-nums" data-figure={card.label}>
            {card.value}
          </dd>
          {card.note && <dd className="text-xs text-muted-foreground">{card.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
