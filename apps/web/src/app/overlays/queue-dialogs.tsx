import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BulkProgressDialog } from '@/features/queue/components/bulk-progress-dialog';
import { OVERLAY_PARAMS } from '@/lib/overlays';

/**
 * The bulk queue's Bulk Upload Progress dialog, opened from any signed-in page by ?batch=<id> (Multiple
 * Items after Start, the floating widget, the Queue page). Closing removes the parameter; while it closes
 * it keeps showing the batch it had.
 */
export default function QueueDialogs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get(OVERLAY_PARAMS.batch);
  const [last, setLast] = useState(requested);
  if (requested && requested !== last) setLast(requested);
  const close = useCallback(
    (open: boolean) => {
      if (open) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(OVERLAY_PARAMS.batch);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  if (!last) return null;
  return <BulkProgressDialog batchId={last} open={requested !== null} onOpenChange={close} />;
}
