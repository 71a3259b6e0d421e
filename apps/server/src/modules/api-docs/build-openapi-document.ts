import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { APP_VERSION } from '../../version.ts';

interface OpenApiFragment {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
}

/** better-auth describes its own endpoints; we fold them into one document under /api/auth. */
export interface AuthSchemaSource {
  generateOpenAPISchema(): Promise<OpenApiFragment>;
}

export async function buildOpenApiDocument(api: OpenAPIHono<AppEnv>, auth: AuthSchemaSource) {
  const ours = api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Tagwise API',
      version: APP_VERSION,
      description:
        'Every endpoint of the Tagwise server. Errors always have the shape { "error": { "code", "message" } }. ' +
        'Authentication uses the session cookie set by the /api/auth endpoints.',
    },
  });
  const authDoc = await auth.generateOpenAPISchema();
  const authPaths = Object.fromEntries(
    Object.entries(authDoc.paths ?? {}).map(([p, item]) => [`/api/auth${p}`, tagAuth(item)]),
  );
  return {
    ...ours,
    paths: { ...ours.paths, ...authPaths },
    components: {
      ...ours.components,
      schemas: { ...authDoc.components?.schemas, ...ours.components?.schemas },
    },
  };
}

function tagAuth(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  return Object.fromEntries(
    Object.entries(item).map(([method, op]) => [
      method,
      typeof op === 'object' && op !== null ? { ...op, tags: ['Accounts'] } : op,
    ]),
  );
}
