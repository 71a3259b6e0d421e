import { RefreshCwIcon } from 'lucide-react';
import { BATCH_MESSAGES } from '@tagwise/core/values/batches';
import { Button } from '@/components/ui/button';

/** core-app.md section 8: "Failed to load batch status", with a Retry button. */
export function QueueLoadFailed({ onRetry, busy = false }: { onRetry: () => void; busy?: boolean }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive"
    >
      {BATCH_MESSAGES.loadFailed}
      <Button size="sm" variant="outline" disabled={busy} onClick={onRetry}>
        <RefreshCwIcon aria-hidden />
        Retry
      </Button>
    </div>
  );
}
