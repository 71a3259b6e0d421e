import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { personStorage } from './person-storage';
import { parseDismissedTips, screenTipsKey, type ScreenTipId } from './screen-tip-ids';
import { ALL_TIPS, hiddenByTipsCookie, readTipsCookie, TIPS_COOKIE, tipsCookieValue } from './screen-tips-cookie';

/** The signed-in person whose dismissals the tips read (the app provides it around its signed-in pages). */
export const ScreenTipsPerson = createContext<string | null>(null);

const NONE: readonly ScreenTipId[] = [];
// Unreadable or unavailable storage: every tip shows until dismissed again.
const store = personStorage<readonly ScreenTipId[]>(screenTipsKey(''), parseDismissedTips, NONE);
const { read, subscribe } = store;

function dismiss(userId: string, id: ScreenTipId) {
  store.write(userId, [...read(userId), id]);
}

/**
 * The cookies a page was drawn with (lib/screen-tips-cookie.ts): the server's render is given the
 * request's; the browser's hydration reads the ones the page loaded with, so it draws what the server did.
 */
export const CookiesAtRender = createContext<string | null>(null);
const cookiesAtLoad = typeof document === 'undefined' ? '' : document.cookie;

/** Whether the signed-in person dismissed this tip (true while nobody is known), and the way to dismiss it. */
export function useScreenTip(id: ScreenTipId) {
  const userId = useContext(ScreenTipsPerson);
  const cookies = useContext(CookiesAtRender) ?? cookiesAtLoad;
  const dismissed = useSyncExternalStore(
    subscribe,
    () => (userId === null ? true : read(userId).includes(id)),
    () => (userId === null ? true : hiddenByTipsCookie(cookies, userId, id)),
  );
  const hide = useCallback(() => {
    if (userId !== null) dismiss(userId, id);
  }, [userId, id]);
  return { dismissed, dismiss: hide };
}

/**
 * Keeps the tips cookie saying what this device hides from its person (every tip with tips turned off), so
 * the next page the server draws has the same tips as the browser will.
 */
export function useTipsCookie(tipsEnabled: boolean) {
  const userId = useContext(ScreenTipsPerson);
  useEffect(() => {
    if (userId === null) return;
    const update = () => {
      const value = tipsCookieValue(userId, tipsEnabled ? read(userId) : ALL_TIPS);
      if (readTipsCookie(document.cookie) === value) return;
      document.cookie = `${TIPS_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
    };
    update();
    return subscribe(update);
  }, [userId, tipsEnabled]);
}
