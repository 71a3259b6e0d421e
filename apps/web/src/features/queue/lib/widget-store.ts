import { useCallback, useSyncExternalStore } from 'react';
import type { Batch } from '@tagwise/core/schemas/batches';
import { dismiss, parseDismissed, type DismissedBatches } from './queue-display';

// What the floating widget remembers on this device: the finished batches each person dismissed (per
// person, so two people sharing a tablet each keep their own), and whether it is collapsed. Other tabs
// follow through the storage event.

const dismissedKey = (userId: string) => `tagwise:queue-dismissed:${userId}`;
const COLLAPSED_KEY = 'tagwise:queue-widget-collapsed';

const listeners = new Set<() => void>();
const dismissedCache = new Map<string, DismissedBatches>();
let collapsedCache: boolean | undefined;

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLLAPSED_KEY && !event.key?.startsWith('tagwise:queue-dismissed:')) return;
    dismissedCache.clear();
    collapsedCache = undefined;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Unavailable storage: the choice holds for this page's life.
  }
}

const NONE_DISMISSED = parseDismissed(null);
const noneDismissed = () => NONE_DISMISSED;

function readDismissed(userId: string): DismissedBatches {
  let dismissed = dismissedCache.get(userId);
  if (!dismissed) {
    dismissed = parseDismissed(readStorage(dismissedKey(userId)));
    dismissedCache.set(userId, dismissed);
  }
  return dismissed;
}

export function useDismissedBatches(userId: string) {
  // The server does not know this device's storage: it draws, and hydration reads, none dismissed.
  const dismissed = useSyncExternalStore(subscribe, () => readDismissed(userId), noneDismissed);
  const dismissBatches = useCallback(
    (batches: Pick<Batch, 'id' | 'updatedAt'>[]) => {
      const next = dismiss(readDismissed(userId), batches);
      dismissedCache.set(userId, next);
      writeStorage(dismissedKey(userId), JSON.stringify(next));
      notify();
    },
    [userId],
  );
  return [dismissed, dismissBatches] as const;
}

/**
 * Collapsed unless the person opened it: the widget floats over the page, and one line at the bottom of
 * the screen is all it may take of it until they ask for more (issue 15: a blocked batch's card covered
 * the price column, and 30% of a phone).
 */
const readCollapsed = () => (collapsedCache ??= readStorage(COLLAPSED_KEY) !== '0');

export function useWidgetCollapsed() {
  const collapsed = useSyncExternalStore(subscribe, readCollapsed, () => true);
  const setCollapsed = useCallback((next: boolean) => {
    collapsedCache = next;
    writeStorage(COLLAPSED_KEY, next ? '1' : '0');
    notify();
  }, []);
  return [collapsed, setCollapsed] as const;
}
