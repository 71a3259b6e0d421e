import { streamSSE } from 'hono/streaming';
import { EVENT_TYPES } from '@tagwise/core/schemas/batches';
import type { QueueChannels } from '../../events/queue-channel.ts';
import type { SalesChannels } from '../../events/sales-channel.ts';
import type { SessionEndWatch } from '../../events/session-ends.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { createRouter } from '../../http/router.ts';

/** What the stream writes next: an event type, its JSON, and an id for the ones a reconnect can replay. */
interface Outgoing {
  event: string;
  data: string;
  id?: string;
}

/**
 * GET /api/events: the workspace's live queue changes as Server-Sent Events (core-app.md sections 7 and
 * 9: at most 10 events a second). `changes` events carry the newest state of the batches and jobs that
 * changed; `resync` says "refetch, I cannot tell you what you missed". `sales` events (issue 35) carry the
 * state of a sale's items just sold, held, released, voided or refunded at the door (core's SalesEvent);
 * they have no id, so they never disturb the queue's replay, and are not replayed: a checkout reads its
 * catalog again whenever its stream (re)opens. A comment every heartbeat keeps
 * proxies from closing an idle connection. The browser's EventSource reconnects with Last-Event-ID.
 * Declared with plain Hono: OpenAPI has no way to describe a stream.
 *
 * The session is checked when the stream opens, but a stream lasts for hours: a member their admin
 * deactivates or removes, or a session signed out elsewhere, must stop hearing the workspace. So the
 * stream asks again whenever the bus says this person's sessions ended, and at every heartbeat (which
 * also covers an expiry and a lost message), and ends when the answer is no. The browser's reconnect
 * then meets the 401.
 */
export function eventRoutes({
  channels,
  sales,
  sessionEnds,
  heartbeatMs,
  stillSignedIn,
}: {
  channels: QueueChannels;
  sales: SalesChannels;
  sessionEnds: SessionEndWatch;
  heartbeatMs: number;
  /** Whether the request's session still lets this person in (auth/require-actor.ts). */
  stillSignedIn: (headers: Headers, userId: string) => Promise<boolean>;
}) {
  return createRouter<ActorEnv>().get('/api/events', (c) => {
    const { ownerId, userId } = c.var.actor;
    const headers = c.req.raw.headers;
    const lastEventId = c.req.header('last-event-id') ?? c.req.query('lastEventId');
    c.header('cache-control', 'no-cache, no-transform');
    // nginx and similar proxies buffer responses unless told not to.
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: Outgoing[] = [];
      let notify: (() => void) | undefined;
      let recheck = false;
      const subscription = channels.listen(ownerId, lastEventId, (event) => {
        queue.push({ id: event.id, event: EVENT_TYPES.changes, data: JSON.stringify(event.data) });
        notify?.();
      });
      const stopSales = sales.listen(ownerId, (event) => {
        queue.push({ event: EVENT_TYPES.sales, data: JSON.stringify(event) });
        notify?.();
      });
      const unwatch = sessionEnds.watch(userId, () => {
        recheck = true;
        notify?.();
      });
      // A failed check (the database busy) ends the stream too: the browser reconnects through the door.
      const signedIn = () => stillSignedIn(headers, userId).catch(() => false);
      stream.onAbort(() => {
        subscription.close();
        stopSales();
        unwatch();
        notify?.();
      });
      try {
        if (subscription.resync || !lastEventId) {
          await stream.writeSSE({ event: subscription.resync ? EVENT_TYPES.resync : 'ready', data: '{}', retry: 3000 });
        }
        while (!stream.aborted && !stream.closed) {
          if (recheck) {
            recheck = false;
            if (!(await signedIn())) break;
          }
          const next = queue.shift();
          if (next) {
            await stream.writeSSE(next);
            continue;
          }
          const timedOut = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(true), heartbeatMs);
            notify = () => {
              clearTimeout(timer);
              resolve(false);
            };
          });
          notify = undefined;
          if (!timedOut || stream.aborted) continue;
          if (!(await signedIn())) break;
          if (queue.length === 0 && !recheck) await stream.write(': heartbeat\n\n');
        }
      } finally {
        subscription.close();
        stopSales();
        unwatch();
      }
    });
  });
}
