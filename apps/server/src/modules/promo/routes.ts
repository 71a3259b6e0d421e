import { createRoute, z } from '@hono/zod-openapi';
import { ANALYSIS_MESSAGES } from '@tagwise/core/schemas/analysis';
import { Id } from '@tagwise/core/schemas/projects';
import {
  GeneratePromoResult,
  PROMO_MESSAGES,
  PromoContent,
  PromoFields,
  PromoState,
} from '@tagwise/core/schemas/promo';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import type { PromoWriter } from '../../ai/create-promo-writer.ts';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { generatePromo } from './generate-promo.ts';
import { getPromo } from './get-promo.ts';
import { updatePromo } from './update-promo.ts';

const errors = commonErrors('project');
const params = z.object({ projectId: Id });

export function promoRoutes(db: Database, writer: PromoWriter) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/projects/{projectId}/promo',
        tags: ['Promotional material'],
        summary: "The project's promotional material (null before the first generation) and what a generation costs",
        request: { params },
        responses: { 200: jsonResponse(PromoState, 'The stored material, if any'), ...errors },
      }),
      async (c) =>
        c.json(await getPromo({ db, writer, actor: c.var.actor, projectId: c.req.valid('param').projectId }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/projects/{projectId}/promo/generate',
        tags: ['Promotional material'],
        summary:
          'Write the material afresh from the sale details and its most valuable items, replacing edits: through the AI provider (one credit) or, offline, from a template (free)',
        request: { params },
        responses: {
          200: jsonResponse(GeneratePromoResult, 'The new material, stored'),
          ...errors,
          402: jsonResponse(ErrorResponse, 'Not enough AI credits left this period'),
          502: jsonResponse(
            ErrorResponse,
            `${PROMO_MESSAGES.noContent}, ${PROMO_MESSAGES.failed}, or the provider failed`,
          ),
          503: jsonResponse(ErrorResponse, ANALYSIS_MESSAGES.overloaded),
          504: jsonResponse(ErrorResponse, ANALYSIS_MESSAGES.timeout),
        },
      }),
      async (c) => {
        const result = await generatePromo({
          db,
          writer,
          logger: c.var.logger,
          actor: c.var.actor,
          projectId: c.req.valid('param').projectId,
          signal: c.req.raw.signal,
        });
        return c.json(result, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/api/projects/{projectId}/promo',
        tags: ['Promotional material'],
        summary: 'Save edits to the material (every field)',
        request: { params, body: jsonBody(PromoFields) },
        responses: { 200: jsonResponse(PromoContent, 'The saved material'), ...errors },
      }),
      async (c) =>
        c.json(
          await updatePromo({
            db,
            actor: c.var.actor,
            projectId: c.req.valid('param').projectId,
            fields: c.req.valid('json'),
          }),
          200,
        ),
    );
}
