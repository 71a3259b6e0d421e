import { createRoute, z } from '@hono/zod-openapi';
import {
  EstateSalesCredentialsInput,
  EstateSalesSettings,
  EstateSalesTestInput,
} from '@tagwise/core/schemas/integrations';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import { PROFILE_MESSAGES } from '@tagwise/core/schemas/account-settings';
import { requireAdmin } from '../../auth/require-actor.ts';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import type { EstateSalesClient } from '../../integrations/estatesales/client.ts';
import { deleteEstateSalesSettings } from './delete-estatesales-settings.ts';
import { getEstateSalesSettings } from './get-estatesales-settings.ts';
import { saveEstateSalesSettings } from './save-estatesales-settings.ts';
import { testEstateSalesConnection } from './test-estatesales-connection.ts';

const PATH = '/api/integrations/estatesales';
const errors = {
  400: jsonResponse(ErrorResponse, 'Invalid input, or the credentials were refused'),
  401: jsonResponse(ErrorResponse, 'Not signed in'),
  403: jsonResponse(ErrorResponse, 'Not an admin'),
};

/** The workspace's EstateSales.NET connection (admins only). */
export function integrationRoutes(db: Database, key: Buffer, client: EstateSalesClient) {
  const router = createRouter<ActorEnv>();
  const integrationsAdmin = requireAdmin(PROFILE_MESSAGES.integrationsAdminOnly);
  router.use(`${PATH}`, integrationsAdmin);
  router.use(`${PATH}/*`, integrationsAdmin);
  return router
    .openapi(
      createRoute({
        method: 'get',
        path: PATH,
        tags: ['Integrations'],
        summary: 'Whether EstateSales.NET is connected, and to which organization (never the key)',
        responses: { 200: jsonResponse(EstateSalesSettings, 'The connection'), ...errors },
      }),
      async (c) => c.json(await getEstateSalesSettings({ db, actor: c.var.actor }), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: PATH,
        tags: ['Integrations'],
        summary: 'Save the API key (stored encrypted) and the organization id',
        request: { body: jsonBody(EstateSalesCredentialsInput) },
        responses: { 200: jsonResponse(EstateSalesSettings, 'Saved'), ...errors },
      }),
      async (c) =>
        c.json(await saveEstateSalesSettings({ db, key, actor: c.var.actor, input: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: PATH,
        tags: ['Integrations'],
        summary: 'Disconnect: forget the key and the organization',
        responses: { 204: { description: 'Removed' }, ...errors },
      }),
      async (c) => {
        await deleteEstateSalesSettings({ db, actor: c.var.actor });
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: `${PATH}/test`,
        tags: ['Integrations'],
        summary: 'Test credentials against EstateSales.NET (the saved ones where left out)',
        request: { body: jsonBody(EstateSalesTestInput) },
        responses: {
          200: jsonResponse(z.object({ ok: z.literal(true) }), 'The site accepted them'),
          ...errors,
          503: jsonResponse(ErrorResponse, 'The site could not be reached'),
        },
      }),
      async (c) =>
        c.json(
          await testEstateSalesConnection({ db, key, client, actor: c.var.actor, input: c.req.valid('json') }),
          200,
        ),
    );
}
