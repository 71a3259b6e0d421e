import { createRoute } from '@hono/zod-openapi';
import { PublicConfig } from '@tagwise/core/schemas/system';
import { PASSWORD_MIN_LENGTH } from '@tagwise/core/schemas/auth';
import type { Config } from '../../config.ts';
import { createRouter } from '../../http/router.ts';

const route = createRoute({
  method: 'get',
  path: '/api/config',
  tags: ['System'],
  summary: 'The public subset of the server configuration the web app needs (no secrets)',
  responses: {
    200: { description: 'Flags', content: { 'application/json': { schema: PublicConfig } } },
  },
});

export function systemRoutes(config: Config) {
  const body: PublicConfig = {
    googleSignIn: config.google !== undefined,
    devMailbox: config.devMailbox,
    passwordMinLength: PASSWORD_MIN_LENGTH,
    billing: config.billing.provider,
    supportEmail: config.supportEmail ?? null,
  };
  return createRouter().openapi(route, (c) => c.json(body, 200));
}
