import { createRoute, z } from '@hono/zod-openapi';
import { Analytics, AnalyticsQuery, PRICE_GAP_DEFINITION } from '@tagwise/core/schemas/analytics';
import { Id } from '@tagwise/core/schemas/projects';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { getAnalytics } from './get-analytics.ts';

const errors = commonErrors('project');
const WHAT =
  'items, retail and tag value by category, condition and status; sales and sell-through per project; value ' +
  'added per month; AI credits used per month (workspace only, and only where the server bills); and the ' +
  `sold items furthest from the AI's estimate. ${PRICE_GAP_DEFINITION}`;

/** The data dashboard (labelled Analytics): read-only sums, for everyone working in the workspace. */
export function analyticsRoutes(db: Database, { billed }: { billed: boolean }) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/analytics',
        tags: ['Analytics'],
        summary: 'The data dashboard of the whole workspace',
        description: `Totals and groups of the workspace's items: ${WHAT}`,
        request: { query: AnalyticsQuery },
        responses: { 200: jsonResponse(Analytics, 'The figures'), ...errors },
      }),
      async (c) =>
        c.json(await getAnalytics({ db, actor: c.var.actor, timeZone: c.req.valid('query').timeZone, billed }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/projects/{projectId}/analytics',
        tags: ['Analytics'],
        summary: 'The data dashboard of one project',
        description: `The same figures for one project's items: ${WHAT}`,
        request: { params: z.object({ projectId: Id }), query: AnalyticsQuery },
        responses: { 200: jsonResponse(Analytics, 'The figures'), ...errors },
      }),
      async (c) =>
        c.json(
          await getAnalytics({
            db,
            actor: c.var.actor,
            projectId: c.req.valid('param').projectId,
            timeZone: c.req.valid('query').timeZone,
            billed,
          }),
          200,
        ),
    );
}
