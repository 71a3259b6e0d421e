import { createRoute } from '@hono/zod-openapi';
import { ANALYSIS_MESSAGES, AnalysisResult, AnalyzeInput } from '@tagwise/core/schemas/analysis';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import type { PhotoAnalyzer } from '../../ai/photo-analyzer.ts';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import type { Storage } from '../../storage/storage.ts';
import { analyzeItem } from './analyze-item.ts';

export function analysisRoutes(db: Database, storage: Storage, analyzer: PhotoAnalyzer) {
  return createRouter<ActorEnv>().openapi(
    createRoute({
      method: 'post',
      path: '/api/analyses',
      tags: ['Analysis'],
      summary: 'Identify and price one item from its uploaded photos (one credit); answers with the saved item',
      request: { body: jsonBody(AnalyzeInput) },
      responses: {
        201: jsonResponse(AnalysisResult, 'The item, saved with its photos'),
        ...commonErrors('project or upload'),
        402: jsonResponse(ErrorResponse, `Out of credits, or ${ANALYSIS_MESSAGES.quotaExceeded}`),
        502: jsonResponse(ErrorResponse, 'The AI provider failed or answered nonsense'),
        503: jsonResponse(ErrorResponse, 'No AI provider configured, or the provider is overloaded'),
        504: jsonResponse(ErrorResponse, ANALYSIS_MESSAGES.timeout),
      },
    }),
    async (c) => {
      const result = await analyzeItem({
        db,
        storage,
        analyzer,
        logger: c.var.logger,
        actor: c.var.actor,
        input: c.req.valid('json'),
        signal: c.req.raw.signal,
      });
      return c.json(result, 201);
    },
  );
}
