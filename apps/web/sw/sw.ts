// The service worker (vite-plugin-pwa builds it with the app and writes the list of the build's files
// into __WB_MANIFEST). It keeps the app's files for offline use, answers pages from the network and with
// the app's shell only when the network is gone, and keeps recent reads and photos for offline reading.
// Registered by the app after start-up (src/features/pwa/lib/register-service-worker.ts).
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  API_CACHE,
  API_CACHE_ENTRIES,
  isAppPage,
  isOfflineRead,
  isPhoto,
  OFFLINE_MAX_AGE_SECONDS,
  PHOTO_CACHE,
  PHOTO_CACHE_ENTRIES,
} from '../src/lib/offline-reads.ts';
import { SKIP_WAITING } from '../src/lib/service-worker-messages.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// The app's files: index.html, the scripts and styles, icons and the manifest.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version waits until the person applies it from the Update Available card, which asks for this;
// the page reloads once the new worker has taken over (clientsClaim).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING) void self.skipWaiting();
});
clientsClaim();

// Pages always come from the server: a signed-in page's HTML carries that person's session and data
// (decision 0007) and is never stored. With no network, the app's shell (index.html, no one's data)
// renders the page from the reads kept below. Navigation preload starts the request while this worker
// wakes up.
navigationPreload.enable();
const pages = new NetworkOnly();
const sameOrigin = (url: URL) => url.origin === self.location.origin;
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isAppPage(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const shell = await matchPrecache('/index.html');
      if (shell) return shell;
      throw error;
    }
  },
);
// The server's own links opened as pages (the e-mail confirmation link, sign-in callbacks) are answered
// here too, with the navigation preload's response. Left to the browser, a navigation this worker did not
// answer was requested again besides the preload, so a one-time link was used twice: the e-mail changed,
// and the page then said the link had expired (?error=INVALID_TOKEN).
registerRoute(({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !isAppPage(url.pathname), pages);

// Recent reads (projects, items, settings, the session): the network's answer whenever there is one, the
// last answer kept when there is none. Only complete answers (200) are kept.
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && isOfflineRead(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: API_CACHE_ENTRIES, maxAgeSeconds: OFFLINE_MAX_AGE_SECONDS }),
    ],
  }),
);

// Photos: a photo's address changes with its content (?v= on studio versions, new ids for new photos),
// so one kept is served without asking the server again.
registerRoute(
  ({ url, request }) => request.method === 'GET' && sameOrigin(url) && isPhoto(url.pathname),
  new CacheFirst({
    cacheName: PHOTO_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({
        maxEntries: PHOTO_CACHE_ENTRIES,
        maxAgeSeconds: OFFLINE_MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);
