import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ListingFailureEnvelope, ListingPreview, ListingResult } from '@tagwise/core/schemas/estatesales-listing';
import { PROFILE_MESSAGES } from '@tagwise/core/schemas/account-settings';
import { Id } from '@tagwise/core/schemas/projects';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import { requireAdmin } from '../../auth/require-actor.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { toProjects } from '../projects/project-dto.ts';
import type { ProjectRow } from './listing-context.ts';
import { ListingSiteError } from './listing-failure.ts';
import { getListingPreview } from './get-listing-preview.ts';
import { publishListing } from './publish-listing.ts';
import type { ListingDeps } from './sync-listing.ts';
import { unpublishListing } from './unpublish-listing.ts';
import { updateListing } from './update-listing.ts';

const PATH = '/api/projects/{projectId}/estatesales';
const params = z.object({ projectId: Id });
const responses = {
  200: jsonResponse(ListingResult, 'The project with its listing as it now stands'),
  400: jsonResponse(
    ListingFailureEnvelope.or(ErrorResponse),
    'The project is not ready (address, ZIP code, days and times), not connected, or the site refused (its explanation and help link)',
  ),
  401: jsonResponse(ErrorResponse, 'Not signed in'),
  403: jsonResponse(ErrorResponse, 'Not an admin'),
  404: jsonResponse(ErrorResponse, 'No such project in this workspace'),
  409: jsonResponse(ErrorResponse, 'A publish of this sale is already running'),
  503: jsonResponse(ListingFailureEnvelope, 'EstateSales.NET could not be reached'),
  504: jsonResponse(ListingFailureEnvelope, 'EstateSales.NET did not answer in time'),
};

/** Publishing a project on EstateSales.NET (admins only, like the connection itself). */
export function listingSiteRoutes(deps: ListingDeps) {
  const router = createRouter<ActorEnv>();
  const admins = requireAdmin(PROFILE_MESSAGES.integrationsAdminOnly);
  router.use('/api/projects/:projectId/estatesales', admins);
  router.use('/api/projects/:projectId/estatesales/*', admins);

  /** The project in the envelope, or the site's refusal in it; other errors go to onError as usual. */
  const answer = async (c: Context<ActorEnv>, run: () => Promise<ProjectRow>) => {
    try {
      const [project] = await toProjects(deps.db, [await run()]);
      return c.json({ ok: true as const, status: 200 as const, data: project! }, 200);
    } catch (error) {
      if (!(error instanceof ListingSiteError)) throw error;
      // Answered here, so onError does not log it: an outage of the site is worth a line in the log.
      if (error.status >= 500) c.var.logger.warn('EstateSales.NET did not answer', { err: error, code: error.code });
      const body = {
        ok: false as const,
        status: error.siteStatus,
        data: { userFriendlyMessage: error.message, helpUrl: error.helpUrl },
        error: { code: error.code, message: error.message },
      };
      return c.json(body, error.status as 400 | 503 | 504);
    }
  };

  const route = (action: 'publish' | 'update' | 'unpublish', summary: string) =>
    createRoute({
      method: 'post',
      path: `${PATH}/${action}`,
      tags: ['EstateSales.NET'],
      summary,
      request: { params },
      responses,
    });

  return router
    .openapi(
      createRoute({
        method: 'get',
        path: PATH,
        tags: ['EstateSales.NET'],
        summary: 'What publishing would do now: connected, what the sale lacks, how many pictures would go',
        request: { params },
        responses: {
          200: jsonResponse(ListingPreview, 'The preview'),
          401: responses[401],
          403: responses[403],
          404: responses[404],
        },
      }),
      async (c) =>
        c.json(
          await getListingPreview({ db: deps.db, actor: c.var.actor, projectId: c.req.valid('param').projectId }),
          200,
        ),
    )
    .openapi(
      route(
        'publish',
        'Publish the sale: create it on EstateSales.NET (the first time), send its days and the photos of its 20 most valuable items, publish',
      ),
      (c) => answer(c, () => publishListing(deps, c.var.actor, c.req.valid('param').projectId)),
    )
    .openapi(
      route('update', 'Send a published sale again: its details, days and pictures (replaced, at most 20)'),
      (c) => answer(c, () => updateListing(deps, c.var.actor, c.req.valid('param').projectId)),
    )
    .openapi(route('unpublish', 'Take the sale off EstateSales.NET (it stays in the account, to publish again)'), (c) =>
      answer(c, () => unpublishListing(deps, c.var.actor, c.req.valid('param').projectId)),
    );
}
