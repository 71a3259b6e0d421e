import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A list or a record that could not be loaded: the spec's message for it, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive"
    >
      {message}
      <Button size="sm" variant="outline" onClick={onRetry}>
        <RefreshCwIcon aria-hidden />
        Retry
      </Button>
    </div>
  );
}
