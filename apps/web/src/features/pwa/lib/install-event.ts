// The browser's offer to install the app (beforeinstallprompt, Chromium on Android and desktop) comes once,
// early, often before the signed-in shell that shows the Install prompt card has loaded: the entry script
// keeps it here (main.tsx calls watchInstallEvent at start), and the card reads it when it mounts.

/** Chromium's event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallOffer {
  event: BeforeInstallPromptEvent;
  /** When the browser offered it (epoch ms): the card shows 5 s later. */
  at: number;
}

let offer: InstallOffer | null = null;
/**
 * When this page began loading (epoch ms), which iOS's card counts from: the navigation's start rather than
 * when this code ran, which on a page the server drew is after its first paint.
 */
export const pageLoadedAt = Date.now() - performance.now();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const getInstallOffer = () => offer;

export function subscribeInstallOffer(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The offer was used (the browser allows one prompt per event) or the app is installed. */
export function clearInstallOffer() {
  offer = null;
  notify();
}

/**
 * Where /start-after-paint.js keeps an offer that came before this code ran: a page the server drew runs
 * the app's code only after its first paint.
 */
const EARLY_OFFER = '__tagwiseInstallOffer';

export function watchInstallEvent() {
  const early = (window as Window & { [EARLY_OFFER]?: InstallOffer })[EARLY_OFFER];
  if (early) offer = early;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away: the card asks instead, at the spec's moment.
    event.preventDefault();
    offer = { event: event as BeforeInstallPromptEvent, at: Date.now() };
    notify();
  });
  window.addEventListener('appinstalled', clearInstallOffer);
}

/** Running as the installed app (a home-screen or desktop window): nothing to offer. */
export const runsInstalled = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;
