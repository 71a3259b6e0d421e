import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import { parseBusMessage, type BusMessage, type EventBus } from './event-bus.ts';

const CHANNEL = 'tagwise_events';
/** NOTIFY refuses payloads of 8000 bytes or more; a message with many ids is split. */
const MAX_PAYLOAD = 7_000;
const RECONNECT_MS = 1_000;

/**
 * Several processes on one PostgreSQL: LISTEN on a dedicated connection (a pooled one would be handed
 * to other queries and miss notifications), NOTIFY through the same client. PostgreSQL delivers a
 * notification to every listening session including the sender's, so local subscribers hear their own
 * process's messages the same way as other processes'. A dropped connection reconnects; messages sent
 * meanwhile are lost, which the browsers' 5 s polling and the runner's periodic checks cover.
 */
export async function createPgEventBus(databaseUrl: string, logger: Logger): Promise<EventBus> {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (n) => {
      const message = n.channel === CHANNEL && n.payload ? parseBusMessage(n.payload) : null;
      if (message) emitter.emit('message', message);
    });
    next.on('error', (error) => {
      logger.warn('event bus connection lost; reconnecting', { err: error });
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      if (!closed) setTimeout(() => void ensure().catch(() => undefined), RECONNECT_MS).unref();
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
  };
  const ensure = () => {
    if (client || closed) return Promise.resolve();
    connecting ??= connect().finally(() => (connecting = undefined));
    return connecting;
  };
  await ensure();

  // One query at a time on the client: pg queues overlapping ones but deprecates it (gone in pg 9).
  let sending: Promise<void> = Promise.resolve();
  const send = async (message: BusMessage) => {
    try {
      await ensure();
      for (const payload of payloads(message)) {
        await client?.query('select pg_notify($1, $2)', [CHANNEL, payload]);
      }
    } catch (error) {
      logger.warn('publishing an event failed', { err: error, topic: message.topic });
    }
  };

  return {
    publish(message) {
      sending = sending.then(() => send(message));
      return sending;
    },
    subscribe(listener) {
      emitter.on('message', listener);
      return () => emitter.off('message', listener);
    },
    async close() {
      closed = true;
      emitter.removeAllListeners();
      await client?.end().catch(() => undefined);
    },
  };
}

function payloads(message: BusMessage): string[] {
  const text = JSON.stringify(message);
  if (text.length < MAX_PAYLOAD) return [text];
  // About 37 bytes per uuid: split the id lists into messages that each fit.
  const perMessage = Math.floor(MAX_PAYLOAD / 40);
  if (message.topic === 'sales') {
    const out: string[] = [];
    for (let i = 0; i < message.itemIds.length; i += perMessage) {
      out.push(JSON.stringify({ ...message, itemIds: message.itemIds.slice(i, i + perMessage) }));
    }
    return out;
  }
  if (message.topic !== 'queue') return [text];
  const out: string[] = [];
  const ids = [...message.batchIds.map((id) => ['b', id] as const), ...message.jobIds.map((id) => ['j', id] as const)];
  for (let i = 0; i < ids.length; i += perMessage) {
    const slice = ids.slice(i, i + perMessage);
    out.push(
      JSON.stringify({
        ...message,
        batchIds: slice.filter(([k]) => k === 'b').map(([, id]) => id),
        jobIds: slice.filter(([k]) => k === 'j').map(([, id]) => id),
      }),
    );
  }
  return out;
}
