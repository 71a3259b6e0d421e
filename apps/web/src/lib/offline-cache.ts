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

// Claims and releases take turns: the session watcher and the boot data's copy both claim at start, and
// one must not empty the caches after the other has written the new person's answers into them.
let turn: Promise<void> = Promise.resolve();
const inTurn = (work: () => Promise<void>) => (turn = turn.then(work, work));

/** The signed-in person, now: what another person left in the caches goes first. */
export function claimPersonalCaches(userId: string) {
  return inTurn(async () => {
    const owner = readOwner();
    if (owner === userId) return;
    if (owner !== null) await emptyCaches();
    try {
      localStorage.setItem(OWNER_KEY, userId);
    } catch {
      // Storage disabled: the caches are emptied at every sign-out anyway.
    }
  });
}

/** Signed out, or the session ended: nothing of the person stays in the caches. */
export function releasePersonalCaches() {
  return inTurn(async () => {
    try {
      localStorage.removeItem(OWNER_KEY);
    } catch {
      // see above
    }
    await emptyCaches();
  });
}
