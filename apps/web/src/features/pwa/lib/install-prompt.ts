// When the Install prompt card shows (core-app.md sections 4 and 9): 5 s after the browser's install event
// on Android and desktop, 10 s after the page loaded on iOS (which has no such event: the card says how to
// add the app to the Home Screen), never while a dismissal is less than 7 days old, and never inside the
// installed app. Plain functions of the time, so the rules are tested without a browser.

export const INSTALL_EVENT_DELAY_MS = 5_000;
export const IOS_LOAD_DELAY_MS = 10_000;
export const INSTALL_DISMISSAL_MS = 7 * 24 * 60 * 60 * 1000;
/** localStorage: when the card was last dismissed on this device (epoch ms). */
export const INSTALL_DISMISSED_KEY = 'tagwise.installPromptDismissedAt';

export type InstallRoute =
  /** The browser offered installation (beforeinstallprompt) at this time. */
  | { kind: 'event'; at: number }
  /** iOS Safari: the page loaded at this time; installing is the Share menu's Add to Home Screen. */
  | { kind: 'ios'; loadedAt: number };

/** iPhone, iPod and iPad, including iPadOS, which says it is a Mac but has a touch screen. */
export function isIos(userAgent: string, maxTouchPoints: number) {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Whether a dismissal at `dismissedAt` still holds at `at` (one made after `at` does too). */
export const dismissedRecently = (dismissedAt: number | null, at: number) =>
  dismissedAt !== null && at - dismissedAt < INSTALL_DISMISSAL_MS;

/** When the card shows (epoch ms), or null when it must not. */
export function installPromptAt(route: InstallRoute | null, dismissedAt: number | null) {
  if (!route) return null;
  const at = route.kind === 'event' ? route.at + INSTALL_EVENT_DELAY_MS : route.loadedAt + IOS_LOAD_DELAY_MS;
  return dismissedRecently(dismissedAt, at) ? null : at;
}

/** A stored dismissal time, or null when there is none or it is not a time. */
export function readDismissedAt(value: string | null): number | null {
  if (value === null) return null;
  const at = Number(value);
  return Number.isFinite(at) && at > 0 ? at : null;
}
