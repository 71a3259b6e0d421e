import { createRoute } from '@hono/zod-openapi';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import {
  BULK_MESSAGES,
  BulkRequest,
  BulkResult,
  BulkUndoRequest,
  BulkUndoResult,
  RepricePreview,
  SoldPrices,
  SoldPricesRequest,
} from '@tagwise/core/schemas/bulk-items';
import { ItemFilter } from '@tagwise/core/schemas/item-query';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { offerSoldPrices } from './offer-sold-prices.ts';
import { requireAdmin } from '../../auth/require-actor.ts';
import { previewRuleReprice } from './preview-rule-reprice.ts';
import { runBulkAction } from './run-bulk-action.ts';
import { undoBulkAction } from './undo-bulk-action.ts';

const errors = commonErrors('item');
const adminOnly = { 403: jsonResponse(ErrorResponse, "A team member: re-pricing by the rules is the admin's") };

export function bulkItemRoutes(db: Database, storage: Storage) {
  const router = createRouter<ActorEnv>();
  // What re-pricing by the rules would do shows the rules' effect: the admin's, like the rules.
  router.on('GET', '/api/items/reprice-preview', requireAdmin(BULK_MESSAGES.repriceRuleAdminOnly));
  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/items/reprice-preview',
        tags: ['Items'],
        summary: 'How many items following the rules would change price if the current rules were applied again',
        request: { query: ItemFilter },
        responses: { 200: jsonResponse(RepricePreview, 'Count and total before and after'), ...errors, ...adminOnly },
      }),
      async (c) => c.json(await previewRuleReprice({ db, actor: c.var.actor, filter: c.req.valid('query') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/items/bulk',
        tags: ['Items'],
        summary: 'Change, move, re-price or delete many items at once: picked by id, or everything matching a filter',
        request: { body: jsonBody(BulkRequest) },
        responses: { 200: jsonResponse(BulkResult, 'What changed, and how to undo it'), ...errors, ...adminOnly },
      }),
      async (c) => c.json(await runBulkAction({ db, storage, actor: c.var.actor, request: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/items/bulk/sold-prices',
        tags: ['Items'],
        summary:
          "What each selected item would be marked sold for: its sold price, else today's tag price after the sale day's discount (reads only; a selection is too long for a query string)",
        request: { body: jsonBody(SoldPricesRequest) },
        responses: { 200: jsonResponse(SoldPrices, 'The items with their offered prices'), ...errors },
      }),
      async (c) => c.json(await offerSoldPrices({ db, actor: c.var.actor, request: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/items/bulk/undo',
        tags: ['Items'],
        summary: 'Undo the last bulk action (once)',
        request: { body: jsonBody(BulkUndoRequest) },
        responses: {
          200: jsonResponse(BulkUndoResult, 'What was restored'),
          ...errors,
        },
      }),
      async (c) =>
        c.json(await undoBulkAction({ db, storage, actor: c.var.actor, undoId: c.req.valid('json').undoId }), 200),
    );
}
