import { createRoute } from '@hono/zod-openapi';
import { ANALYSIS_MESSAGES, AnalysisResult, AnalyzeInput } from '@tagwise/core/schemas/analysis';
import { ENHANCEMENT_MESSAGES } from '@tagwise/core/schemas/enhancements';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import type { PhotoAnalyzer } from '../../ai/photo-analyzer.ts';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import type { Storage } from '../../storage/storage.ts';
import type { StudioPhotos } from '../enhancements/studio-photos.ts';
import { analyzeItem } from './analyze-item.ts';

export function analysisRoutes(db: Database, storage: Storage, analyzer: PhotoAnalyzer, studio: StudioPhotos) {
  return createRouter<ActorEnv>().openapi(
    createRoute({
      method: 'post',
      path: '/api/analyses',
      tags: ['Analysis'],
      summary:
        'Identify and price one item from its uploaded photos (one credit), and with `enhance` make a studio version of its main photo (Pro and Enterprise); answers with the saved item',
      request: { body: jsonBody(AnalyzeInput) },
      responses: {
        201: jsonResponse(AnalysisResult, 'The item, saved with its photos'),
        ...commonErrors('project or upload'),
        402: jsonResponse(ErrorResponse, `Out of credits, or ${ANALYSIS_MESSAGES.quotaExceeded}`),
        403: jsonResponse(ErrorResponse, `With enhance on a plan below Pro: ${ENHANCEMENT_MESSAGES.planRequired}`),
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
        studio,
        logger: c.var.logger,
        actor: c.var.actor,
        input: c.req.valid('json'),
        signal: c.req.raw.signal,
      });
      return c.json(result, 201);
    },
  );
}
