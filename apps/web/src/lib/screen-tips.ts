import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { parseDismissedTips, screenTipsKey, type ScreenTipId } from './screen-tip-ids';

/** The signed-in person whose dismissals the tips read (the app provides it around its signed-in pages). */
export const ScreenTipsPerson = createContext<string | null>(null);

const cache = new Map<string, readonly ScreenTipId[]>();
const listeners = new Set<() => void>();
const NONE: readonly ScreenTipId[] = [];

function read(userId: string): readonly ScreenTipId[] {
  const cached = cache.get(userId);
  if (cached) return cached;
  let dismissed = NONE;
  try {
    dismissed = parseDismissedTips(JSON.parse(localStorage.getItem(screenTipsKey(userId)) ?? 'null'));
  } catch {
    // Unreadable or unavailable storage: every tip shows until dismissed again.
  }
  cache.set(userId, dismissed);
  return dismissed;
}

function dismiss(userId: string, id: ScreenTipId) {
  const dismissed = [...read(userId), id];
  cache.set(userId, dismissed);
  try {
    localStorage.setItem(screenTipsKey(userId), JSON.stringify(dismissed));
  } catch {
    // Unavailable storage: the tip stays dismissed for this page's life.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab dismissed one: read again.
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith('tagwise:tips:')) return;
    cache.clear();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the signed-in person dismissed this tip (true while nobody is known), and the way to dismiss it. */
export function useScreenTip(id: ScreenTipId) {
  const userId = useContext(ScreenTipsPerson);
  const dismissed = useSyncExternalStore(
    subscribe,
    () => (userId === null ? true : read(userId).includes(id)),
    () => true,
  );
  const hide = useCallback(() => {
    if (userId !== null) dismiss(userId, id);
  }, [userId, id]);
  return { dismissed, dismiss: hide };
}
