import { EventEmitter } from 'node:events';

/**
 * What one part of the server tells the others: "these batches and jobs of this workspace changed",
 * "this workspace got credits", "these items of a sale were sold or held", "there is work to claim", "some of
 * this person's sessions ended". Messages
 * carry ids only: the listener reads the rows itself, so a message is small (PostgreSQL's NOTIFY takes at
 * most 8000 bytes) and never stale.
 */
export type BusMessage =
  | { topic: 'queue'; ownerId: string; batchIds: string[]; jobIds: string[] }
  | { topic: 'credits'; ownerId: string }
  /** Items of a sale were sold, held, released, voided or refunded at the door (issue 35). */
  | { topic: 'sales'; ownerId: string; projectId: string; itemIds: string[] }
  | { topic: 'work' }
  | { topic: 'sessions-ended'; userId: string };

export interface EventBus {
  /** Delivered to every subscriber in every process sharing the database (best effort, at most once). */
  publish(message: BusMessage): Promise<void>;
  subscribe(listener: (message: BusMessage) => void): () => void;
  close(): Promise<void>;
}

/** One process (PGlite, or tests): an EventEmitter. */
export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(message) {
      // Asynchronous like NOTIFY, so a publisher inside a transaction never runs listeners in its stack.
      queueMicrotask(() => emitter.emit('message', message));
      return Promise.resolve();
    },
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    close() {
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

/** Reads a message back from its JSON text; null for anything that is not one of ours. */
export function parseBusMessage(text: string): BusMessage | null {
  try {
    const value = JSON.parse(text) as Partial<BusMessage> & Record<string, unknown>;
    if (value.topic === 'work') return { topic: 'work' };
    if (value.topic === 'sessions-ended') {
      return typeof value.userId === 'string' ? { topic: 'sessions-ended', userId: value.userId } : null;
    }
    if (typeof value.ownerId !== 'string') return null;
    if (value.topic === 'credits') return { topic: 'credits', ownerId: value.ownerId };
    const strings = (list: unknown[]) => list.filter((id): id is string => typeof id === 'string');
    if (value.topic === 'sales' && typeof value.projectId === 'string' && Array.isArray(value.itemIds)) {
      return { topic: 'sales', ownerId: value.ownerId, projectId: value.projectId, itemIds: strings(value.itemIds) };
    }
    if (value.topic === 'queue' && Array.isArray(value.batchIds) && Array.isArray(value.jobIds)) {
      return {
        topic: 'queue',
        ownerId: value.ownerId,
        batchIds: strings(value.batchIds),
        jobIds: strings(value.jobIds),
      };
    }
    return null;
  } catch {
    return null;
  }
}
