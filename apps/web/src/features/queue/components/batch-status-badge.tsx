import { BATCH_STATUS_LABELS, type BatchStatus } from '@tagwise/core/values/batches';
import { Badge } from '@/components/ui/badge';

const VARIANT: Record<BatchStatus, 'default' | 'secondary' | 'destructive' | 'outline'> = {
  pending: 'outline',
  processing: 'default',
  paused: 'secondary',
  completed: 'secondary',
  completed_with_errors: 'outline',
  failed: 'destructive',
  blocked: 'destructive',
  cancelled: 'outline',
};

/** A batch's state in words, the same in the dialog, the widget and the Queue page. */
export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  return <Badge variant={VARIANT[status]}>{BATCH_STATUS_LABELS[status]}</Badge>;
}
