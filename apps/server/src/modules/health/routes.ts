import { createRoute } from '@hono/zod-openapi';
import { HealthResponse } from '@tagwise/core/schemas/system';
import { createRouter } from '../../http/router.ts';
import { createHealthCheck, type HealthDeps } from './check-health.ts';

const route = createRoute({
  method: 'get',
  path: '/api/health',
  tags: ['System'],
  summary: 'Liveness and database reachability (HEAD works too, without a body)',
  responses: {
    200: { description: 'Serving, database reachable', content: { 'application/json': { schema: HealthResponse } } },
    503: { description: 'Database unreachable', content: { 'application/json': { schema: HealthResponse } } },
  },
});

export function healthRoutes(deps: HealthDeps) {
  const checkHealth = createHealthCheck(deps);
  return createRouter().openapi(route, async (c) => {
    const health = await checkHealth();
    return health.status === 'ok' ? c.json(health, 200) : c.json(health, 503);
  });
}
