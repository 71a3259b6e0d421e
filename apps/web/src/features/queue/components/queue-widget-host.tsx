import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { Batch } from '@tagwise/core/schemas/batches';
import { useActiveBatches } from '../api/get-active-batches';
import { batchQueryOptions } from '../api/get-batch';
import { useQueueEvents } from '../hooks/use-queue-events';
import { rememberBatch, spreadBatch } from '../lib/queue-cache';
import { isActive, rememberFinished, widgetBatches } from '../lib/queue-display';
import { useDismissedBatches } from '../lib/widget-store';
import { usePainted } from '@/lib/after-first-paint';
import { loadWhenOnline } from '@/lib/load-when-online';

// The card itself (buttons, progress bars, the actions' requests) loads only when there is a batch to show;
// a batch started offline (its photos wait for the connection) waits for it too, rather than crashing the page.
const QueueWidget = lazy(() => loadWhenOnline(() => import('./queue-widget')));

const NONE: Batch[] = [];

/**
 * What a read of the active list says goes to the history and the details too (they move while the
 * stream is down). A batch under way that leaves the list without an event saying how it ended (the list
 * was polled, or read again after the stream reopened) has finished meanwhile: its final state is read
 * once, so the widget shows its result like that of any batch that ended while the page was open.
 */
function useFinishedMeanwhile(
  listed: Batch[],
  seen: ReadonlyMap<string, Batch>,
  setSeen: (update: (seen: ReadonlyMap<string, Batch>) => ReadonlyMap<string, Batch>) => void,
) {
  const queryClient = useQueryClient();
  const following = useRef(new Set<string>());
  useEffect(() => {
    for (const batch of listed) spreadBatch(queryClient, batch);
  }, [listed, queryClient]);
  useEffect(() => {
    const now = new Set(listed.filter((batch) => isActive(batch.status)).map((batch) => batch.id));
    const gone = [...following.current].filter((id) => !now.has(id) && !listed.some((b) => b.id === id));
    following.current = now;
    for (const id of gone) {
      if (seen.has(id)) continue;
      queryClient
        .fetchQuery(batchQueryOptions(id))
        .then(({ batch }) => {
          rememberBatch(queryClient, batch);
          if (!isActive(batch.status)) setSeen((current) => new Map(current).set(batch.id, batch));
        })
        // Deleted or unreachable: nothing to show about it.
        .catch(() => undefined);
    }
  }, [listed, seen, setSeen, queryClient]);
}

/**
 * The always-mounted part of the floating queue widget, on every signed-in page: one request for the
 * active batches after the page has painted, and the live event stream from the moment there is a batch
 * under way (then kept open for the page's life, so the last batch's end and the next one's start arrive).
 * Batches that end while the page is open stay listed with their result until dismissed. The card is not
 * shown on the Queue page, which lists everything it would.
 */
export function QueueWidgetHost({ userId }: { userId: string }) {
  // The widget's request waits for the page's own.
  const painted = usePainted();
  const active = useActiveBatches({ enabled: painted });
  const listed = active.data?.batches ?? NONE;

  const [seen, setSeen] = useState<ReadonlyMap<string, Batch>>(() => new Map());
  const nextSeen = rememberFinished(seen, listed);
  if (nextSeen !== seen) setSeen(nextSeen);

  useFinishedMeanwhile(listed, nextSeen, setSeen);

  const [following, setFollowing] = useState(false);
  if (!following && listed.some((batch) => isActive(batch.status))) setFollowing(true);
  useQueueEvents(following);

  const [dismissed, dismissBatches] = useDismissedBatches(userId);
  const batches = useMemo(() => widgetBatches(listed, nextSeen, dismissed), [listed, nextSeen, dismissed]);
  // The Queue page shows all of it already; the card would only cover its list.
  const onQueuePage = useLocation().pathname === '/queue';
  if (batches.length === 0 || onQueuePage) return null;
  return (
    <Suspense fallback={null}>
      <QueueWidget batches={batches} onDismiss={dismissBatches} />
    </Suspense>
  );
}
