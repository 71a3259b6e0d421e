import { Link } from 'react-router';
import type { SaleConflict } from '@tagwise/core/sale-day/conflict-schemas';
import { formatMoney } from '@tagwise/core/sale-day/messages';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { deviceRefPrefix } from '../offline/kept-sales';
import { ResolveConflictForm } from './resolve-conflict-form';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const RESOLVED = { refunded: 'Resolved: one sale refunded', duplicate_tag: 'Resolved: duplicate tag' } as const;

function SaleSide({ title, sale, projectId }: { title: string; sale: SaleConflict['first']; projectId: string }) {
  const gone = sale.refunded || sale.invoiceStatus === 'voided';
  return (
    <section
      aria-label={`${title}: invoice ${sale.invoiceNumber}`}
      className="grid gap-1 rounded-md border p-3 text-sm"
    >
      <h3 className="font-medium">
        {title}:{' '}
        <Link className="underline underline-offset-2" to={`/projects/${projectId}/invoices/${sale.invoiceId}`}>
          invoice {sale.invoiceNumber}
        </Link>
      </h3>
      <p>{when(sale.completedAt)}</p>
      <p>
        Rung up by {sale.rungByName} on device {deviceRefPrefix(sale.deviceId)}
      </p>
      <p className="flex flex-wrap items-center gap-2">
        <span className={gone ? 'tabular-nums line-through' : 'tabular-nums'}>{formatMoney(sale.netCents)}</span>
        {sale.invoiceStatus === 'voided' ? (
          <Badge variant="secondary">Invoice voided</Badge>
        ) : (
          sale.refunded && <Badge variant="secondary">Refunded</Badge>
        )}
      </p>
    </section>
  );
}

/** One item sold twice offline: both sales side by side, and how it was resolved or a way to resolve it. */
export function ConflictCard({ conflict }: { conflict: SaleConflict }) {
  const { item } = conflict;
  return (
    <Card role="article" aria-label={`Double sale of ${item.name}`}>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          {item.name}
          {item.tagCode && <span className="font-mono text-sm font-normal text-muted-foreground">#{item.tagCode}</span>}
          {conflict.resolution ? (
            <Badge variant="secondary">{RESOLVED[conflict.resolution]}</Badge>
          ) : (
            <Badge variant="destructive">To resolve</Badge>
          )}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          Found {when(conflict.detectedAt)}, when the later sale was synced.
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <SaleSide title="First sale" sale={conflict.first} projectId={conflict.projectId} />
          <SaleSide title="Second sale" sale={conflict.second} projectId={conflict.projectId} />
        </div>
        {conflict.resolution ? (
          <p className="text-sm text-muted-foreground">
            {conflict.resolvedByName ?? 'Someone'} resolved it {conflict.resolvedAt ? when(conflict.resolvedAt) : ''}
            {conflict.note ? `: ${conflict.note}` : '.'}
          </p>
        ) : (
          <ResolveConflictForm conflict={conflict} />
        )}
      </CardContent>
    </Card>
  );
}
