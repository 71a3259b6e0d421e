import { Link } from 'react-router';
import { CloudOffIcon, CheckCircle2Icon } from 'lucide-react';
import { formatMoney } from '@tagwise/core/sale-day/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { KeptSale } from './kept-sales';
import { useKeptSales } from './use-kept-sales';

const METHOD = { cash: 'Cash', card: 'Card', other: 'Other' } as const;

function Figure({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="flex justify-between gap-3">
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatMoney(cents)}</dd>
    </div>
  );
}

/**
 * The on-screen receipt of a sale completed without a connection: what was charged, under its provisional
 * reference until the sale is sent; then under its invoice number, with the way to the invoice (its PDFs, e-mail).
 */
export function KeptSaleReceipt({ sale, onNewSale }: { sale: KeptSale; onNewSale: () => void }) {
  const { synced } = useKeptSales(sale.projectId);
  const sent = synced.find((s) => s.id === sale.id);
  const { lines, totals, payments } = sale.request;
  return (
    <Card aria-labelledby="kept-receipt-title">
      <CardHeader>
        <CardTitle id="kept-receipt-title" className="flex items-center gap-2">
          {sent ? (
            <CheckCircle2Icon className="size-5 text-emerald-700" aria-hidden />
          ) : (
            <CloudOffIcon className="size-5 text-muted-foreground" aria-hidden />
          )}
          {sent ? `Invoice ${sent.invoiceNumber}` : `Receipt ${sale.ref}`}
        </CardTitle>
        <p role="status" className="text-sm text-muted-foreground">
          {sent
            ? `Sent: receipt ${sale.ref} is invoice ${sent.invoiceNumber}.`
            : 'Kept on this device (no connection). It gets its invoice number when it is sent.'}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-1 text-sm" aria-label="Receipt lines">
          {lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3">
              <span>{line.description}</span>
              <span className="tabular-nums">{formatMoney(line.priceCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid gap-1 border-t pt-3 text-sm">
          <Figure label="Subtotal" cents={totals.subtotalCents} />
          {totals.discountCents > 0 && <Figure label="Discount" cents={-totals.discountCents} />}
          {totals.taxCents > 0 && <Figure label="Tax" cents={totals.taxCents} />}
          <div className="flex justify-between gap-3 font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatMoney(totals.totalCents)}</dd>
          </div>
          {payments.map((payment, i) => (
            <Figure key={i} label={METHOD[payment.method]} cents={payment.tenderedCents ?? payment.amountCents} />
          ))}
          {totals.changeCents > 0 && <Figure label="Change" cents={totals.changeCents} />}
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onNewSale}>New sale</Button>
          {sent && (
            <Button asChild variant="outline">
              <Link to={`/projects/${sale.projectId}/invoices/${sale.id}`}>Open invoice {sent.invoiceNumber}</Link>
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
