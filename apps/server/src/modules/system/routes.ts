import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { PublicConfig } from '@tagwise/core/schemas/system';
import type { Config } from '../../config.ts';
import { createRouter } from '../../http/router.ts';
import { publicConfigOf } from './public-config.ts';

const route = createRoute({
  method: 'get',
  path: '/api/config',
  tags: ['System'],
  summary: 'The public subset of the server configuration the web app needs (no secrets)',
  responses: {
    200: { description: 'Flags', content: { 'application/json': { schema: PublicConfig } } },
  },
});

/** `devMailboxOpen`: whether this request may read the development mailbox (dev-mailbox/mailbox-open.ts). */
export function systemRoutes(config: Config, devMailboxOpen: (c: Context) => boolean) {
  const body: PublicConfig = publicConfigOf(config);
  return createRouter().openapi(route, (c) => c.json({ ...body, devMailbox: devMailboxOpen(c) }, 200));
}
