import { createRoute, z } from '@hono/zod-openapi';
import { ListingDraftSchema, ListingFileRequest } from '@tagwise/core/schemas/listings';
import { Id } from '@tagwise/core/schemas/projects';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { ebayDraftCsv } from './ebay-draft-csv.ts';
import { facebookBulkSheet } from './facebook-bulk-sheet.ts';
import { getListing } from './get-listing.ts';

const errors = commonErrors('item');

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How many listings the file holds, and how many selected items were left out for having no tag price. */
const countHeaders = (count: number, unpriced: number) => ({
  'x-listing-count': String(count),
  'x-unpriced-count': String(unpriced),
});

export function listingRoutes(db: Database) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/items/{itemId}/listing',
        tags: ['Listings'],
        summary:
          'A marketplace listing drafted from the item, for eBay or Facebook Marketplace (Tagwise never posts it)',
        request: { params: z.object({ itemId: Id }) },
        responses: { 200: jsonResponse(ListingDraftSchema, 'The listing draft'), ...errors },
      }),
      async (c) => c.json(await getListing({ db, actor: c.var.actor, itemId: c.req.valid('param').itemId }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/listings/ebay.csv',
        tags: ['Listings'],
        summary:
          "The selection's priced items as eBay Seller Hub's draft listings template (CSV), for the operator to upload",
        request: { body: jsonBody(ListingFileRequest) },
        responses: {
          200: {
            description: 'One Draft row per priced item; X-Listing-Count and X-Unpriced-Count say how many',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errors,
        },
      }),
      async (c) => {
        const { csv, count, unpriced } = await ebayDraftCsv({ db, actor: c.var.actor, request: c.req.valid('json') });
        return c.body(csv, 200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="ebay-draft-listings.csv"',
          ...countHeaders(count, unpriced),
        });
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/listings/facebook.xlsx',
        tags: ['Listings'],
        summary:
          "The selection's priced items (at most 50) as Facebook Marketplace's bulk upload sheet (XLSX), for the operator to upload",
        request: { body: jsonBody(ListingFileRequest) },
        responses: {
          200: {
            description: 'Headers on row 4, one listing per row from row 5; X-Listing-Count and X-Unpriced-Count',
            content: { [XLSX_TYPE]: { schema: z.string().openapi({ format: 'binary' }) } },
          },
          ...errors,
        },
      }),
      async (c) => {
        const { xlsx, count, unpriced } = await facebookBulkSheet({
          db,
          actor: c.var.actor,
          request: c.req.valid('json'),
        });
        return c.body(new Uint8Array(xlsx), 200, {
          'content-type': XLSX_TYPE,
          'content-disposition': 'attachment; filename="facebook-marketplace-listings.xlsx"',
          ...countHeaders(count, unpriced),
        });
      },
    );
}
