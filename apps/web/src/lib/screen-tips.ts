import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { personStorage } from './person-storage';
import { parseDismissedTips, screenTipsKey, type ScreenTipId } from './screen-tip-ids';

/** The signed-in person whose dismissals the tips read (the app provides it around its signed-in pages). */
export const ScreenTipsPerson = createContext<string | null>(null);

const NONE: readonly ScreenTipId[] = [];
// Unreadable or unavailable storage: every tip shows until dismissed again.
const store = personStorage<readonly ScreenTipId[]>(screenTipsKey(''), parseDismissedTips, NONE);
const { read, subscribe } = store;

function dismiss(userId: string, id: ScreenTipId) {
  store.write(userId, [...read(userId), id]);
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
