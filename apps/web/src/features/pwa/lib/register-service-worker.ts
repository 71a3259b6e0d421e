import { SKIP_WAITING } from '@/lib/service-worker-messages';

// The service worker (apps/web/sw/sw.ts): registered once the app has started, its failures ignored
// (commercial-side.md section 2). A new version installs in the background and waits; the Update Available
// card offers it, and applying it lets the new worker take over and reloads the page once.

let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();

export const getWaitingWorker = () => waiting;

export function subscribeWaitingWorker(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function offer(worker: ServiceWorker | null) {
  // The first worker of a device is not an update: there is no older version controlling the page.
  if (!worker || !navigator.serviceWorker.controller) return;
  waiting = worker;
  listeners.forEach((listener) => listener());
}

export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') offer(installing);
      });
    });
    // The app rarely loads a new page (the browser checks for a new worker then): look again whenever the
    // person comes back to it.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
    });
  } catch {
    // No worker (private mode, a browser setting, an old browser): the app works online as before.
  }
}

/** Lets the waiting version take over; the page reloads once it has (not before: nothing half-updated). */
export function applyUpdate() {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: SKIP_WAITING });
}
