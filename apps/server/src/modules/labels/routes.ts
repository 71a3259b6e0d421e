import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { LabelCheck, LabelCheckRequest, LabelRequest, TagCodeLookup } from '@tagwise/core/schemas/labels';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { checkLabels } from './check-labels.ts';
import { findByTagCode } from './find-by-tag-code.ts';
import { printLabels } from './print-labels.ts';

const errors = commonErrors('item');

export function labelRoutes(db: Database, publicUrl: string) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/labels/check',
        tags: ['Labels'],
        summary:
          'Before printing tags: how many, how many of those items have no price, and the names with characters tags cannot show',
        request: { body: jsonBody(LabelCheckRequest) },
        responses: { 200: jsonResponse(LabelCheck, 'What the print dialog tells the operator'), ...errors },
      }),
      async (c) => c.json(await checkLabels({ db, actor: c.var.actor, request: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/labels',
        tags: ['Labels'],
        summary: 'Price tags for items as a PDF on Avery 5160, Avery 5163 or 2″ × 3″ hang tag sheets',
        request: { body: jsonBody(LabelRequest) },
        responses: {
          200: {
            description: 'The tags, one Letter page per sheet; print at actual size',
            content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
          },
          ...errors,
        },
      }),
      async (c) => {
        const request = c.req.valid('json');
        const { pdf, count } = await printLabels({ db, actor: c.var.actor, publicUrl, request });
        return c.body(Readable.toWeb(pdf) as ReadableStream, 200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="tags-${request.stock}.pdf"`,
          'x-label-count': String(count),
        });
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/items/by-tag/{tagCode}',
        tags: ['Labels'],
        summary: "The item with a tag code (what a tag's QR code opens)",
        request: { params: z.object({ tagCode: z.string().max(40) }) },
        responses: { 200: jsonResponse(TagCodeLookup, 'The item'), ...errors },
      }),
      async (c) => c.json(await findByTagCode({ db, actor: c.var.actor, tagCode: c.req.valid('param').tagCode }), 200),
    );
}
