import type { SalesEvent } from '@tagwise/core/sale-day/catalog-schemas';
import { systemActor } from '../auth/actor.ts';
import type { Database } from '../db/client.ts';
import type { Logger } from '../logger.ts';
import { checkoutItems } from '../modules/checkout/checkout-items.ts';
import type { EventBus } from './event-bus.ts';

type Listener = (event: SalesEvent) => void;

/**
 * A workspace's sales at the door for /api/events (issue 35): a bus message names a sale's changed items;
 * when this process has open streams for the workspace, it reads those items' state (scoped to the
 * workspace, as the checkout's catalog reads it) and hands it to each stream, so the other phones mark the
 * items sold or held and drop them from their carts within a second or so. Not replayed: a stream that
 * (re)opens is a cue for the checkout to read its catalog again.
 */
export function createSalesChannels({ db, bus, logger }: { db: Database; bus: EventBus; logger: Logger }) {
  const listeners = new Map<string, Set<Listener>>();
  const unsubscribe = bus.subscribe((message) => {
    if (message.topic !== 'sales') return;
    const forWorkspace = listeners.get(message.ownerId);
    if (!forWorkspace?.size) return;
    checkoutItems(db, systemActor(message.ownerId), { itemIds: message.itemIds })
      .then((items) => {
        const event: SalesEvent = { projectId: message.projectId, items };
        for (const listener of listeners.get(message.ownerId) ?? []) listener(event);
      })
      .catch((error: unknown) => logger.warn('reading sold items failed', { err: error, ownerId: message.ownerId }));
  });
  return {
    /** Calls `listener` with each sale of the workspace until the returned function is called. */
    listen(ownerId: string, listener: Listener): () => void {
      let set = listeners.get(ownerId);
      if (!set) listeners.set(ownerId, (set = new Set()));
      set.add(listener);
      const owned = set;
      return () => {
        owned.delete(listener);
        if (owned.size === 0 && listeners.get(ownerId) === owned) listeners.delete(ownerId);
      };
    },
    close: unsubscribe,
  };
}

export type SalesChannels = ReturnType<typeof createSalesChannels>;
