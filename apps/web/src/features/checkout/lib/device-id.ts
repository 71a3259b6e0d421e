const KEY = 'tagwise:device-id';
let memory: string | null = null;

/**
 * This browser's id, sent with every invoice (deviceId): a random id made once and kept in localStorage, so
 * an admin can tell which phone rang up a sale and offline references stay apart per device. Without
 * storage (a private window that refuses it), the id holds for this page's life.
 */
export function deviceId(): string {
  if (memory) return memory;
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && /^[0-9a-f-]{36}$/.test(stored)) return (memory = stored);
    memory = crypto.randomUUID();
    localStorage.setItem(KEY, memory);
  } catch {
    memory ??= crypto.randomUUID();
  }
  return memory;
}
