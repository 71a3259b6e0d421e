import { SCREEN_TIP_IDS, type ScreenTipId } from './screen-tip-ids';

// The tips this device hides from its person, also as a cookie: the server draws a signed-in page before
// the browser's code runs (src/server-render.tsx), and can only know a dismissed tip from the request.
// Drawn without it, a tip would appear (or vanish) once the page hydrated, pushing the page down or up.
// localStorage stays the record (lib/screen-tips.ts); this mirrors it for one person, the last to use the
// device. Plain values (no React, no DOM): the server's render reads them too.

export const TIPS_COOKIE = 'tagwise.tips';

/** The cookie's value: the person's id, then the hidden tips, dot-separated (cookie-safe characters). */
export const tipsCookieValue = (userId: string, hidden: readonly ScreenTipId[]) =>
  [userId, ...[...hidden].sort()].join('.');

/** The cookie's value in a Cookie header (or document.cookie), or null. */
export function readTipsCookie(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TIPS_COOKIE) return value.join('=');
  }
  return null;
}

/**
 * Whether a page drawn with these cookies hides the tip: unless the cookie is this person's and leaves the
 * tip out, it does (the tip then shows once the browser has read its storage, as before cookies).
 */
export function hiddenByTipsCookie(cookies: string, userId: string, id: ScreenTipId): boolean {
  const [owner, ...hidden] = readTipsCookie(cookies)?.split('.') ?? [];
  if (owner !== userId) return true;
  return hidden.includes(id);
}

/** The hidden tips when tips are turned off altogether: every one. */
export const ALL_TIPS: readonly ScreenTipId[] = SCREEN_TIP_IDS;
