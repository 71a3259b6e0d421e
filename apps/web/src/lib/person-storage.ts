/**
 * A value kept per person in localStorage (two people sharing a tablet each have their own), read once
 * and cached, written through, and followed across tabs through the storage event. Unreadable or
 * unavailable storage gives the fallback; a failed write keeps the value for this page's life. Shaped for
 * useSyncExternalStore: `read` returns the same object until the value changes.
 */
export function personStorage<T>(prefix: string, parse: (stored: unknown) => T, fallback: T) {
  const cache = new Map<string, T>();
  const listeners = new Set<() => void>();
  const keyFor = (userId: string) => `${prefix}${userId}`;

  function read(userId: string): T {
    if (cache.has(userId)) return cache.get(userId)!;
    let value = fallback;
    try {
      value = parse(JSON.parse(localStorage.getItem(keyFor(userId)) ?? 'null'));
    } catch {
      // Unreadable or unavailable storage: the fallback.
    }
    cache.set(userId, value);
    return value;
  }

  function write(userId: string, value: T) {
    cache.set(userId, value);
    try {
      localStorage.setItem(keyFor(userId), JSON.stringify(value));
    } catch {
      // Unavailable storage: the value holds for this page's life.
    }
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    // Another tab wrote: read again.
    const onStorage = (event: StorageEvent) => {
      if (!event.key?.startsWith(prefix)) return;
      cache.clear();
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { read, write, subscribe };
}
