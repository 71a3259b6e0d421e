import { createRoute, z } from '@hono/zod-openapi';
import { ListingDraftSchema } from '@tagwise/core/schemas/listings';
import { Id } from '@tagwise/core/schemas/projects';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { getListing } from './get-listing.ts';

const errors = commonErrors('item');

export function listingRoutes(db: Database) {
  return createRouter<ActorEnv>().openapi(
    createRoute({
      method: 'get',
      path: '/api/items/{itemId}/listing',
      tags: ['Listings'],
      summary: 'A marketplace listing drafted from the item, for eBay or Facebook Marketplace (Tagwise never posts it)',
      request: { params: z.object({ itemId: Id }) },
      responses: { 200: jsonResponse(ListingDraftSchema, 'The listing draft'), ...errors },
    }),
    async (c) => c.json(await getListing({ db, actor: c.var.actor, itemId: c.req.valid('param').itemId }), 200),
  );
}
