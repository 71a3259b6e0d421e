import { PERSONAL_CACHES } from './offline-reads';

// The service worker keeps the signed-in person's recent reads and photos for offline use (offline-reads.ts).
// They are that person's: emptied when they sign out or their session ends, and before another person's
// session is used on this device (the caches remember whose they are).

const OWNER_KEY = 'tagwise.offlineCacheOwner';

const readOwner = () => {
  try {
    return localStorage.getItem(OWNER_KEY);
  } catch {
    return null;
  }
};

async function emptyCaches() {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}

/** The signed-in person, now: what another person left in the caches goes first. */
export async function claimPersonalCaches(userId: string) {
  const owner = readOwner();
  if (owner === userId) return;
  if (owner !== null) await emptyCaches();
  try {
    localStorage.setItem(OWNER_KEY, userId);
  } catch {
    // Storage disabled: the caches are emptied at every sign-out anyway.
  }
}

/** Signed out, or the session ended: nothing of the person stays in the caches. */
export async function releasePersonalCaches() {
  try {
    localStorage.removeItem(OWNER_KEY);
  } catch {
    // see above
  }
  await emptyCaches();
}
