import type { CartTotals } from '@tagwise/core/sale-day/cart-totals';
import { formatBasisPoints, formatMoney } from '@tagwise/core/sale-day/messages';

/** Subtotal, discount, sales tax (when the sale charges it) and the total, as the invoice will hold them. */
export function CartFigures({ totals, taxBp }: { totals: CartTotals; taxBp: number | null }) {
  const rows: [string, number, boolean][] = [['Subtotal', totals.subtotalCents, false]];
  if (totals.discountCents > 0) rows.push(['Discount', -totals.discountCents, false]);
  if (taxBp) rows.push([`Sales tax (${formatBasisPoints(taxBp)})`, totals.taxCents, false]);
  rows.push(['Total', totals.totalCents, true]);
  return (
    <dl className="grid gap-1" aria-label="Cart totals">
      {rows.map(([label, cents, strong]) => (
        <div key={label} className={strong ? 'flex justify-between text-lg font-semibold' : 'flex justify-between'}>
          <dt>{label}</dt>
          <dd className="tabular-nums" data-figure={label}>
            {formatMoney(cents)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
