import { useCallback, useSyncExternalStore } from 'react';
import {
  INITIAL_PROGRESS,
  parseTourProgress,
  reduceTourProgress,
  type TourAction,
  type TourProgress,
} from './tour-progress';

// Per person, so two people sharing a tablet each get their own progress; other tabs follow through the
// storage event.
const keyFor = (userId: string) => `tagwise:tours:${userId}`;
const cache = new Map<string, TourProgress>();
const listeners = new Set<() => void>();

/** The stored progress as it is now (for actions started later than the render that set them up). */
export function readTourProgress(userId: string): TourProgress {
  const cached = cache.get(userId);
  if (cached) return cached;
  let progress = INITIAL_PROGRESS;
  try {
    progress = parseTourProgress(JSON.parse(localStorage.getItem(keyFor(userId)) ?? 'null'));
  } catch {
    // Unreadable or unavailable storage: start afresh.
  }
  cache.set(userId, progress);
  return progress;
}

function write(userId: string, progress: TourProgress) {
  cache.set(userId, progress);
  try {
    localStorage.setItem(keyFor(userId), JSON.stringify(progress));
  } catch {
    // Unavailable storage: the tour still runs for this page's life.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith('tagwise:tours:')) return;
    cache.clear();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The person's tour progress and a dispatch that applies an action and saves the result. */
export function useTourProgress(userId: string) {
  const progress = useSyncExternalStore(
    subscribe,
    () => readTourProgress(userId),
    () => INITIAL_PROGRESS,
  );
  const dispatch = useCallback(
    (action: TourAction) => write(userId, reduceTourProgress(readTourProgress(userId), action, new Date())),
    [userId],
  );
  return [progress, dispatch] as const;
}
