/**
 * Loads a code chunk for a part of the page that can wait (the queue widget's card): when the device is
 * offline, or the fetch fails while it is, the load waits for the connection and tries again, instead of
 * rejecting, which would reach the route's error boundary and replace the whole page with the crash
 * screen. A failure while online rejects as before.
 */
export function loadWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  const whenOnline = () =>
    new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
  const attempt = async (): Promise<T> => {
    if (!navigator.onLine) await whenOnline();
    try {
      return await load();
    } catch (error) {
      if (navigator.onLine) throw error;
      return attempt();
    }
  };
  return attempt();
}
