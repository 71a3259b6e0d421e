import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { REALTIME_EVENTS_PER_SECOND, type QueueChanges } from '@tagwise/core/schemas/batches';
import type { Database } from '../db/client.ts';
import { analysisBatches, analysisJobs } from '../db/schema/batches.ts';
import type { Logger } from '../logger.ts';
import { toBatch, toJob } from '../modules/batches/batch-dto.ts';
import type { EventBus } from './event-bus.ts';

/** Messages a reconnecting browser can catch up on (Last-Event-ID); older ones mean "refetch". */
const RING_SIZE = 200;
/** A channel without listeners lingers this long, so a browser that reconnects can still replay. */
const LINGER_MS = 60_000;
const FLUSH_MS = Math.ceil(1000 / REALTIME_EVENTS_PER_SECOND);
/** Ids of this process's messages start with it, so an id from another process (or before a restart) is recognised. */
const BOOT_ID = randomUUID().slice(0, 8);

export interface SentEvent {
  id: string;
  data: QueueChanges;
}

type Listener = (event: SentEvent) => void;

interface Channel {
  listeners: Set<Listener>;
  ring: { seq: number; event: SentEvent }[];
  pendingBatches: Set<string>;
  pendingJobs: Set<string>;
  flushTimer: NodeJS.Timeout | undefined;
  lastFlush: number;
  lingerTimer: NodeJS.Timeout | undefined;
}

/**
 * The workspaces' live queue changes for /api/events. Bus messages name changed rows; a workspace's
 * channel gathers the ids and, at most REALTIME_EVENTS_PER_SECOND times a second, reads those rows
 * (scoped to the workspace) and sends them as one event: many changes in 100 ms coalesce into one
 * message with the newest state of each row. Each event gets an id; the last RING_SIZE are kept so a
 * reconnecting browser gets what it missed, or "resync" when it missed more (or another process served it).
 */
export function createQueueChannels({ db, bus, logger }: { db: Database; bus: EventBus; logger: Logger }) {
  const channels = new Map<string, Channel>();
  let seq = 0;

  const flush = async (ownerId: string, channel: Channel) => {
    channel.flushTimer = undefined;
    channel.lastFlush = Date.now();
    const batchIds = [...channel.pendingBatches];
    const jobIds = [...channel.pendingJobs];
    channel.pendingBatches.clear();
    channel.pendingJobs.clear();
    try {
      const jobs = jobIds.length
        ? await db
            .select()
            .from(analysisJobs)
            .where(and(eq(analysisJobs.ownerId, ownerId), inArray(analysisJobs.id, jobIds)))
        : [];
      // A job's change moves its batch's counts: send the batch too.
      const allBatchIds = [...new Set([...batchIds, ...jobs.map((j) => j.batchId)])];
      const batches = allBatchIds.length
        ? await db
            .select()
            .from(analysisBatches)
            .where(and(eq(analysisBatches.ownerId, ownerId), inArray(analysisBatches.id, allBatchIds)))
        : [];
      if (batches.length === 0 && jobs.length === 0) return;
      seq += 1;
      const event: SentEvent = {
        id: `${BOOT_ID}-${seq}`,
        data: { batches: batches.map(toBatch), jobs: jobs.map(toJob) },
      };
      channel.ring.push({ seq, event });
      if (channel.ring.length > RING_SIZE) channel.ring.shift();
      for (const listener of channel.listeners) listener(event);
    } catch (error) {
      logger.warn('reading queue changes failed', { err: error, ownerId });
    }
  };

  const schedule = (ownerId: string, channel: Channel) => {
    if (channel.flushTimer) return;
    const wait = Math.max(0, channel.lastFlush + FLUSH_MS - Date.now());
    channel.flushTimer = setTimeout(() => void flush(ownerId, channel), wait);
  };

  const unsubscribe = bus.subscribe((message) => {
    if (message.topic !== 'queue') return;
    const channel = channels.get(message.ownerId);
    if (!channel) return;
    for (const id of message.batchIds) channel.pendingBatches.add(id);
    for (const id of message.jobIds) channel.pendingJobs.add(id);
    schedule(message.ownerId, channel);
  });

  const drop = (ownerId: string, channel: Channel) => {
    clearTimeout(channel.flushTimer);
    clearTimeout(channel.lingerTimer);
    channels.delete(ownerId);
  };

  return {
    /**
     * Listens to a workspace's changes. With the id of the last event the browser saw, first replays
     * what came after it; answers "resync" when that id is not in the ring (the browser refetches).
     */
    listen(
      ownerId: string,
      lastEventId: string | undefined,
      listener: Listener,
    ): { resync: boolean; close: () => void } {
      let channel = channels.get(ownerId);
      if (!channel) {
        channel = {
          listeners: new Set(),
          ring: [],
          pendingBatches: new Set(),
          pendingJobs: new Set(),
          flushTimer: undefined,
          lastFlush: 0,
          lingerTimer: undefined,
        };
        channels.set(ownerId, channel);
      }
      clearTimeout(channel.lingerTimer);
      let resync = false;
      if (lastEventId) {
        const [boot, seen] = lastEventId.split('-');
        const seenSeq = Number(seen);
        const oldest = channel.ring[0]?.seq ?? seq + 1;
        if (boot !== BOOT_ID || !Number.isInteger(seenSeq) || seenSeq < oldest - 1 || seenSeq > seq) resync = true;
        else for (const entry of channel.ring) if (entry.seq > seenSeq) listener(entry.event);
      }
      channel.listeners.add(listener);
      const owned = channel;
      return {
        resync,
        close() {
          if (!owned.listeners.delete(listener)) return;
          if (owned.listeners.size === 0) {
            owned.lingerTimer = setTimeout(() => drop(ownerId, owned), LINGER_MS);
            owned.lingerTimer.unref();
          }
        },
      };
    },
    close() {
      unsubscribe();
      for (const [ownerId, channel] of channels) drop(ownerId, channel);
    },
  };
}

export type QueueChannels = ReturnType<typeof createQueueChannels>;
