import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { EVENT_TYPES, type QueueChanges } from '@tagwise/core/schemas/batches';
import { QUEUE_KEY } from '../api/queue-keys';
import { applyQueueChanges } from '../lib/queue-cache';
import { setLiveQueue } from './use-live-queue';

/**
 * The workspace's live queue changes (GET /api/events, Server-Sent Events), for as long as a signed-in
 * page is open. EventSource reconnects by itself and sends the last event id, so the server replays what
 * was missed; when it cannot, it says `resync` and everything about the queue is read again. While the
 * stream is down the queue's queries fall back to polling (useLiveQueue).
 */
export function useQueueEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    // Opened after being down: what happened meanwhile may not all be replayable, so read it again.
    let wasDown = false;
    const resync = () => void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    source.addEventListener('open', () => {
      setLiveQueue(true);
      if (wasDown) resync();
      wasDown = false;
    });
    source.addEventListener('error', () => {
      setLiveQueue(false);
      wasDown = true;
    });
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
  }, [queryClient]);
}
