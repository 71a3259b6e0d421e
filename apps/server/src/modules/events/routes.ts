import { streamSSE } from 'hono/streaming';
import { EVENT_TYPES } from '@tagwise/core/schemas/batches';
import type { QueueChannels, SentEvent } from '../../events/queue-channel.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { createRouter } from '../../http/router.ts';

/**
 * GET /api/events: the workspace's live queue changes as Server-Sent Events (core-app.md sections 7 and
 * 9: at most 10 events a second). `changes` events carry the newest state of the batches and jobs that
 * changed; `resync` says "refetch, I cannot tell you what you missed". A comment every heartbeat keeps
 * proxies from closing an idle connection. The browser's EventSource reconnects with Last-Event-ID.
 * Declared with plain Hono: OpenAPI has no way to describe a stream.
 */
export function eventRoutes(channels: QueueChannels, heartbeatMs: number) {
  return createRouter<ActorEnv>().get('/api/events', (c) => {
    const { ownerId } = c.var.actor;
    const lastEventId = c.req.header('last-event-id') ?? c.req.query('lastEventId');
    c.header('cache-control', 'no-cache, no-transform');
    // nginx and similar proxies buffer responses unless told not to.
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: SentEvent[] = [];
      let notify: (() => void) | undefined;
      const subscription = channels.listen(ownerId, lastEventId, (event) => {
        queue.push(event);
        notify?.();
      });
      stream.onAbort(() => {
        subscription.close();
        notify?.();
      });
      try {
        if (subscription.resync || !lastEventId) {
          await stream.writeSSE({ event: subscription.resync ? EVENT_TYPES.resync : 'ready', data: '{}', retry: 3000 });
        }
        while (!stream.aborted && !stream.closed) {
          const event = queue.shift();
          if (event) {
            await stream.writeSSE({ id: event.id, event: EVENT_TYPES.changes, data: JSON.stringify(event.data) });
            continue;
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, heartbeatMs);
            notify = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          notify = undefined;
          if (queue.length === 0 && !stream.aborted) await stream.write(': heartbeat\n\n');
        }
      } finally {
        subscription.close();
      }
    });
  });
}
