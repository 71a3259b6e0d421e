import { useEffect, useState, useSyncExternalStore } from 'react';
import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { applyUpdate, getWaitingWorker, subscribeWaitingWorker } from '../lib/register-service-worker';
import { FloatingCard } from './floating-card';

/**
 * The Update Available card (core-app.md section 2): a new version of the app is installed and waiting.
 * Update lets it take over and reloads the page; while photos are still on their way to the server
 * (`uploading`, told by the app) the reload waits for them, since leaving the page would stop them.
 * Later hides the card until the next version.
 */
export function UpdateAvailableCard({ uploading }: { uploading: boolean }) {
  const worker = useSyncExternalStore(subscribeWaitingWorker, getWaitingWorker, () => null);
  const [later, setLater] = useState<ServiceWorker | null>(null);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (requested && !uploading) applyUpdate();
  }, [requested, uploading]);

  if (!worker || later === worker) return null;
  return (
    <FloatingCard
      icon={RefreshCwIcon}
      title="Update available"
      actions={
        requested ? null : (
          <>
            <Button variant="ghost" size="sm" onClick={() => setLater(worker)}>
              Later
            </Button>
            <Button size="sm" onClick={() => setRequested(true)}>
              Update
            </Button>
          </>
        )
      }
    >
      <p className="text-muted-foreground">
        {!requested
          ? 'A new version of Tagwise is ready. Updating reloads the page.'
          : uploading
            ? 'Updating once your photos have uploaded…'
            : 'Updating…'}
      </p>
      {requested && <Spinner className="size-4 text-muted-foreground" />}
    </FloatingCard>
  );
}
