import { APP_MESSAGES } from '@tagwise/core/messages';
import { Spinner } from '@/components/ui/spinner';

/** Shown while the session is checked and while a page's code loads. */
export function FullScreenLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh items-center justify-center gap-3 text-muted-foreground"
    >
      <Spinner className="size-5" />
      <span>{APP_MESSAGES.loading}</span>
    </div>
  );
}
