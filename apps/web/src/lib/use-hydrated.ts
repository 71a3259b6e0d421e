import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;
const inBrowser = () => true;
const inHtml = () => false;

/**
 * False in prerendered HTML and while React hydrates it, true once the browser's code has taken the
 * part over (at once when it renders in the browser). A part whose code loads after its page (the
 * pricing page's account form) is on screen from the HTML before that.
 */
export const useHydrated = () => useSyncExternalStore(noChanges, inBrowser, inHtml);
