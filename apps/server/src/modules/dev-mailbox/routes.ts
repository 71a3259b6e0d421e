import { createRoute } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { MailboxResponse } from '@tagwise/core/schemas/dev-mailbox';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { noSuchEndpoint } from '../../http/on-error.ts';
import { createRouter } from '../../http/router.ts';
import { listOutbox } from './list-outbox.ts';

const route = createRoute({
  method: 'get',
  path: '/api/dev/mailbox',
  tags: ['Development'],
  summary:
    'Messages the app would have e-mailed (only without SMTP_URL and outside production, and only to a request from the server’s own machine)',
  responses: {
    200: { description: 'Newest first', content: { 'application/json': { schema: MailboxResponse } } },
  },
});

/** `open`: whether this request may read it (mailbox-open.ts); anyone else gets an unknown path's 404. */
export function devMailboxRoutes(db: Database, open: (c: Context) => boolean) {
  const gate: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!open(c)) return noSuchEndpoint(c);
    await next();
  };
  const router = createRouter();
  router.use(route.path, gate);
  return router.openapi(route, async (c) => c.json({ messages: await listOutbox(db) }, 200));
}
