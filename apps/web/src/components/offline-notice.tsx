import type { ReactNode } from 'react';
import { CloudOffIcon } from 'lucide-react';

/**
 * What a page or a panel says when the device is offline and it has nothing kept to show: a plain fact,
 * not an error (nothing failed, and nothing needs doing but reconnecting).
 */
export function OfflineNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="flex items-start gap-3 rounded-md border bg-muted/60 px-4 py-3 text-sm">
      <CloudOffIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <p>{children}</p>
    </div>
  );
}
