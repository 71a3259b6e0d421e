import type { Logger } from '../logger.ts';
import type { EventBus } from './event-bus.ts';

/**
 * Tells every process that sessions of this person ended (deactivated or removed by their admin, signed
 * out, a new password), once the change has committed, so their open event streams check their own
 * session again at once instead of at their next heartbeat. A lost message costs only that wait: the
 * streams check at every heartbeat too. Never thrown into the request that ended the sessions.
 */
export function publishSessionsEnded(bus: EventBus, logger: Logger, userId: string) {
  bus
    .publish({ topic: 'sessions-ended', userId })
    .catch((error: unknown) => logger.warn('publishing ended sessions failed', { err: error }));
}

/** This process's open streams by person, behind one bus subscription (not one per stream). */
export function createSessionEndWatch(bus: EventBus) {
  const watchers = new Map<string, Set<() => void>>();
  const unsubscribe = bus.subscribe((message) => {
    if (message.topic !== 'sessions-ended') return;
    for (const watcher of watchers.get(message.userId) ?? []) watcher();
  });
  return {
    /** Calls `onEnded` whenever sessions of this person end, until the returned function is called. */
    watch(userId: string, onEnded: () => void): () => void {
      let set = watchers.get(userId);
      if (!set) watchers.set(userId, (set = new Set()));
      set.add(onEnded);
      const owned = set;
      return () => {
        owned.delete(onEnded);
        if (owned.size === 0 && watchers.get(userId) === owned) watchers.delete(userId);
      };
    },
    close: unsubscribe,
  };
}

export type SessionEndWatch = ReturnType<typeof createSessionEndWatch>;
