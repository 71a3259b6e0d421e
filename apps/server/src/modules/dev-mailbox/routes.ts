import { createRoute } from '@hono/zod-openapi';
import { MailboxResponse } from '@tagwise/core/schemas/dev-mailbox';
import type { Database } from '../../db/client.ts';
import { createRouter } from '../../http/router.ts';
import { listOutbox } from './list-outbox.ts';

const route = createRoute({
  method: 'get',
  path: '/api/dev/mailbox',
  tags: ['Development'],
  summary: 'Messages the app would have e-mailed (only without SMTP_URL and outside production)',
  responses: {
    200: { description: 'Newest first', content: { 'application/json': { schema: MailboxResponse } } },
  },
});

export function devMailboxRoutes(db: Database) {
  return createRouter().openapi(route, async (c) => c.json({ messages: await listOutbox(db) }, 200));
}
