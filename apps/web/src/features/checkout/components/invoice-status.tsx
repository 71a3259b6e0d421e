import type { InvoiceSummary } from '@tagwise/core/sale-day/invoice-schemas';
import { Badge } from '@/components/ui/badge';

/** Voided, refunded in part, pickup waiting, double sale: what an invoice's row says beside its total. */
export function InvoiceStatus({
  invoice,
}: {
  invoice: Pick<InvoiceSummary, 'status' | 'refundedCents' | 'pickupPending' | 'pickedUpAt' | 'hasConflict'>;
}) {
  return (
    <div className="flex flex-wrap gap-1">
      {invoice.status === 'voided' ? (
        <Badge variant="destructive">Voided</Badge>
      ) : (
        <Badge variant="secondary">Completed</Badge>
      )}
      {invoice.status !== 'voided' && invoice.refundedCents > 0 && <Badge variant="outline">Refunded in part</Badge>}
      {invoice.pickupPending && !invoice.pickedUpAt && <Badge variant="outline">Pickup pending</Badge>}
      {invoice.hasConflict && <Badge variant="destructive">Double sale</Badge>}
    </div>
  );
}
