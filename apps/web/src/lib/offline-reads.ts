// What the service worker (apps/web/sw/sw.ts) keeps for offline use besides the app's own files, shared with
// the app, which empties these caches when someone signs out or another person signs in on the device
// (lib/offline-cache.ts). Plain values and functions: the service worker bundles this file too.

/** Recent answers of the reads below: shown when the network is gone, refreshed whenever it is there. */
export const API_CACHE = 'tagwise-api-reads';
/** Photos already seen (items, the avatar, the business logo). */
export const PHOTO_CACHE = 'tagwise-photos';
export const PERSONAL_CACHES = [API_CACHE, PHOTO_CACHE] as const;

/** At most this many answers and photos are kept; the oldest go first. */
export const API_CACHE_ENTRIES = 400;
export const PHOTO_CACHE_ENTRIES = 600;
/** Nothing older than this is shown offline (a month of sales). */
export const OFFLINE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The reads a signed-in page needs to render offline: the session, the server's public settings, the
 * projects and folders, a project and its items, the inventory, an item, the person's settings and plan.
 * Not the event stream, the queue (its state offline would be a stale guess), exports, reports or backups.
 */
const OFFLINE_READS = [
  /^\/api\/auth\/get-session$/,
  /^\/api\/config$/,
  /^\/api\/folders$/,
  new RegExp(`^/api/projects(/${UUID}(/items)?)?$`),
  new RegExp(`^/api/items(/count|/${UUID})?$`),
  /^\/api\/settings\/(account|pricing)$/,
  /^\/api\/billing\/subscription$/,
  /^\/api\/credits$/,
];

/** Item photos by id and version, the avatar and the business logo (their addresses change with them). */
const PHOTOS = [new RegExp(`^/api/images/${UUID}/[a-z-]+$`), /^\/api\/settings\/(avatar|logo)$/];

export const isOfflineRead = (pathname: string) => OFFLINE_READS.some((pattern) => pattern.test(pathname));
export const isPhoto = (pathname: string) => PHOTOS.some((pattern) => pattern.test(pathname));

/**
 * Page addresses the service worker answers with the app's shell when the network is gone. The API and
 * its documentation are the server's, never the app's.
 */
export const isAppPage = (pathname: string) => !/^\/api(\/|$)/.test(pathname);
