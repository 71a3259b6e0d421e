import { createRoute } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from '../../http/body-limit.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { CLIENT_ERROR_BODY_LIMIT, ClientErrorReport } from '@tagwise/core/schemas/client-errors';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import type { Auth } from '../../auth/auth.ts';
import { createRouter } from '../../http/router.ts';
import { errorResponse } from '../../http/on-error.ts';
import { recordClientError } from './record-client-error.ts';

const route = createRoute({
  method: 'post',
  path: '/api/client-errors',
  tags: ['System'],
  summary: 'Report a crash of the web app to the server log',
  request: { body: { required: true, content: { 'application/json': { schema: ClientErrorReport } } } },
  responses: {
    204: { description: 'Recorded' },
    400: { description: 'Invalid report', content: { 'application/json': { schema: ErrorResponse } } },
    413: { description: 'Too large', content: { 'application/json': { schema: ErrorResponse } } },
  },
});

export const CLIENT_ERROR_PATH = route.path;

/** Crash reports are small; a big body here is abuse, refused before it is read (app.ts picks the limit). */
export const clientErrorBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: CLIENT_ERROR_BODY_LIMIT,
  onError: (c) => errorResponse(c, 413, 'PAYLOAD_TOO_LARGE', 'The error report is too large.'),
});

export function clientErrorRoutes(auth: Auth) {
  const router = createRouter();
  return router.openapi(route, async (c) => {
    // Signed-out visitors crash too; their reports are accepted without a user id.
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    recordClientError(c.var.logger, c.req.valid('json'), session?.user.id ?? null);
    return c.body(null, 204);
  });
}
