import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Hono } from 'hono';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { APP_VERSION } from '../../version.ts';
import { buildOpenApiDocument, type AuthSchemaSource } from './build-openapi-document.ts';

// Swagger UI is served from the installed package, not a CDN: Tagwise must work with no internet
// beyond the clients' own, and the CSP allows only our origin.
const swaggerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tagwise API ${APP_VERSION}</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<main id="swagger-ui"></main>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
});`;

export function apiDocsRoutes(api: OpenAPIHono<AppEnv>, auth: AuthSchemaSource) {
  let cached: unknown;
  return new Hono<AppEnv>()
    .get('/api/openapi.json', async (c) => {
      // Built once on first request: every route is registered by then and the document never changes.
      cached ??= await buildOpenApiDocument(api, auth);
      return c.json(cached);
    })
    .get('/api/docs', (c) => c.html(PAGE))
    .get('/api/docs/init.js', (c) => c.body(INIT, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
    .get('/api/docs/assets/:file', async (c) => {
      const file = c.req.param('file');
      const type = ASSETS[file];
      if (!type) return c.notFound();
      const body = await readFile(path.join(swaggerDir, file));
      return c.body(body, 200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
    });
}
