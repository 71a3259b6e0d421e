/** The page asks a waiting service worker to take over (the Update Available card's Update). */
export const SKIP_WAITING = 'SKIP_WAITING';
