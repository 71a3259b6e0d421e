import { createRoute, z } from '@hono/zod-openapi';
import { Id } from '@tagwise/core/schemas/projects';
import {
  AlikeItems,
  ApplyReviewInput,
  ApplyReviewResult,
  ReviewSuggestions,
} from '@tagwise/core/schemas/review-suggestions';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { applyReview } from './apply-review.ts';
import { findAlikeItems } from './find-alike-items.ts';
import { suggestForItem } from './suggest-for-item.ts';

const errors = commonErrors('item');
const params = z.object({ itemId: Id });

/** The review that learns from the workspace's own answers (decision 0028). */
export function reviewLearningRoutes(db: Database) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/items/{itemId}/suggestions',
        tags: ['Items'],
        summary:
          "One-tap names and categories for an item in review: the operator's answers for alike photos first, then the analysis's guesses",
        request: { params },
        responses: { 200: jsonResponse(ReviewSuggestions, 'Suggestions, best first, each with its source'), ...errors },
      }),
      async (c) => c.json(await suggestForItem({ db, actor: c.var.actor, itemId: c.req.valid('param').itemId }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/items/{itemId}/alike',
        tags: ['Items'],
        summary: 'Items still in review whose photos look most like this item’s, copies of its photo first',
        request: { params },
        responses: { 200: jsonResponse(AlikeItems, 'Alike items, most alike first'), ...errors },
      }),
      async (c) => c.json(await findAlikeItems({ db, actor: c.var.actor, itemId: c.req.valid('param').itemId }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/items/apply-review',
        tags: ['Items'],
        summary: 'Give several items one name, category and retail price, and take them out of review (all or none)',
        request: { body: jsonBody(ApplyReviewInput) },
        responses: { 200: jsonResponse(ApplyReviewResult, 'How many items were updated'), ...errors },
      }),
      async (c) => c.json(await applyReview({ db, actor: c.var.actor, input: c.req.valid('json') }), 200),
    );
}
