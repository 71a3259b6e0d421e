import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueueChanges } from '@tagwise/core/schemas/batches';
import { EVENT_TYPES } from '@tagwise/core/values/batches';
import { QUEUE_KEY } from '../api/queue-keys';
import { applyQueueChanges } from '../lib/queue-cache';
import { setLiveQueue } from './use-live-queue';

/**
 * The workspace's live queue changes (GET /api/events, Server-Sent Events), for as long as a signed-in
 * page is open. EventSource reconnects by itself and sends the last event id, so the server replays what
 * was missed; when it cannot, it says `resync` and everything about the queue is read again. While the
 * stream is down the queue's queries fall back to polling (useLiveQueue). `enabled: false` keeps the stream
 * closed while there is nothing to follow (one long-lived connection per tab is a lot on HTTP/1.1).
 */
export function useQueueEvents(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    // Opened: what happened before (the lists were read before the stream opened) or while it was down
    // may not all be replayable, so read it again; replayed events after that are newer-wins anyway.
    const resync = () => void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    source.addEventListener('open', () => {
      setLiveQueue(true);
      resync();
    });
    source.addEventListener('error', () => setLiveQueue(false));
    source.addEventListener(EVENT_TYPES.resync, resync);
    source.addEventListener(EVENT_TYPES.changes, (event) => {
      try {
        applyQueueChanges(queryClient, JSON.parse((event as MessageEvent<string>).data) as QueueChanges);
      } catch {
        resync();
      }
    });
    return () => {
      source.close();
      setLiveQueue(false);
    };
  }, [queryClient, enabled]);
}
