import { useSyncExternalStore } from 'react';

// Whether the Server-Sent Events stream is open right now: while it is not, the queue's queries poll
// every 5 s (core-app.md section 9). Written by useQueueEvents, read by any queue query.

let live = false;
const listeners = new Set<() => void>();

export function setLiveQueue(next: boolean) {
  if (next === live) return;
  live = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// A page the server drew has no stream yet, and its hydration must draw what the server did.
export const useLiveQueue = () =>
  useSyncExternalStore(
    subscribe,
    () => live,
    () => false,
  );
