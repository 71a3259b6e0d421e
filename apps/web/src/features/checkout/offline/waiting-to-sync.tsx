import { CloudUploadIcon, RefreshCwIcon } from 'lucide-react';
import { formatMoney } from '@tagwise/core/sale-day/messages';
import { countOf } from '@tagwise/core/values/plural';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useOnline } from '@/lib/use-online';
import type { KeptSale } from './kept-sales';
import { syncNow } from './sync-runner';
import { useKeptSales } from './use-kept-sales';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

function KeptSaleRow({ sale }: { sale: KeptSale }) {
  const lines = sale.request.lines;
  return (
    <li className="grid gap-1 py-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-medium">Receipt {sale.ref}</span>
        <span className="font-medium tabular-nums">{formatMoney(sale.request.totals.totalCents)}</span>
      </div>
      <p className="text-sm text-muted-foreground">
        {timeOf(sale.request.completedAt)} · {countOf(lines.length, 'line')}:{' '}
        {lines.map((l) => l.description).join(', ')}
      </p>
      {sale.error && (
        <p className={sale.error.refused ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {sale.error.refused
            ? `Not accepted: ${sale.error.message.replace(/\.$/, '')}. Kept on this device; show it to your admin.`
            : sale.error.message}
        </p>
      )}
    </li>
  );
}

/**
 * The checkout header's "Waiting to sync" button, with how many sales this device keeps for the sale, and
 * its list: each kept sale with its provisional reference, total and last problem, the ones sent lately with
 * their invoice numbers, and Sync now. Nothing shows while nothing waits and nothing was synced.
 */
export function WaitingToSync({ projectId }: { projectId: string }) {
  const { kept, synced, syncing, lastError } = useKeptSales(projectId);
  const online = useOnline();
  if (!kept.length && !synced.length) return null;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" className="gap-2">
          <CloudUploadIcon aria-hidden />
          Waiting to sync
          <Badge variant={kept.length ? 'default' : 'secondary'} aria-label={countOf(kept.length, 'sale')}>
            {kept.length}
          </Badge>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Waiting to sync</DialogTitle>
          <DialogDescription>
            Sales made on this device without a connection. They are sent when it is back, and each gets its invoice
            number then.
          </DialogDescription>
        </DialogHeader>
        {kept.length ? (
          <ul className="divide-y" aria-label="Sales waiting to sync">
            {kept.map((sale) => (
              <KeptSaleRow key={sale.id} sale={sale} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nothing waiting: every sale made here has been sent.</p>
        )}
        <div className="grid gap-2" aria-live="polite">
          {!online && <p className="text-sm text-muted-foreground">No connection. They are sent when it is back.</p>}
          {online && lastError && kept.length > 0 && <p className="text-sm text-muted-foreground">{lastError}</p>}
          {kept.length > 0 && (
            <Button onClick={() => void syncNow()} disabled={!online || syncing} className="justify-self-start">
              <RefreshCwIcon aria-hidden className={syncing ? 'animate-spin' : undefined} />
              {syncing ? 'Syncing…' : 'Sync now'}
            </Button>
          )}
        </div>
        {synced.length > 0 && (
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold">Sent from this device</h3>
            <ul className="grid gap-1 text-sm" aria-label="Sales sent from this device">
              {synced.slice(0, 20).map((sale) => (
                <li key={sale.id} className="flex justify-between gap-3">
                  <span>
                    {sale.ref} → invoice {sale.invoiceNumber}
                    {sale.doubleSales > 0 && (
                      <span className="text-amber-800">
                        {' '}
                        · {countOf(sale.doubleSales, 'double sale')} for the admin
                      </span>
                    )}
                  </span>
                  <span className="tabular-nums">{formatMoney(sale.totalCents)}</span>
                </li>
              ))}
            </ul>
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}
