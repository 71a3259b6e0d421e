import { createRoute, z } from '@hono/zod-openapi';
import { AppError } from '@tagwise/core/errors';
import { Upload } from '@tagwise/core/schemas/analysis';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import { Id } from '@tagwise/core/schemas/projects';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonResponse } from '../../http/openapi-helpers.ts';
import { photoField } from '../../http/photo-field.ts';
import { createRouter } from '../../http/router.ts';
import type { Storage } from '../../storage/storage.ts';
import { photoResponse, photoResponseSpec } from '../item-images/photo-response.ts';
import { createUpload } from './create-upload.ts';
import { deleteUpload } from './delete-upload.ts';
import { findOwnedUploads } from './find-owned-uploads.ts';

const errors = commonErrors('upload');

/** The path photo uploads for an analysis use: it gets the photo size limit (plus the form's own bytes). */
export const ANALYSIS_UPLOAD_PATH = /^\/api\/uploads$/;

export function uploadRoutes(db: Database, storage: Storage) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/uploads',
        tags: ['Analysis'],
        summary: 'Upload one photo for an analysis (multipart field "photo": JPEG, PNG or WebP, checked by content)',
        request: {
          body: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: z.object({ photo: photoField(false) }),
              },
            },
          },
        },
        responses: {
          201: jsonResponse(Upload, 'Stored; unused uploads expire after UPLOAD_TTL_HOURS'),
          ...errors,
          413: jsonResponse(ErrorResponse, PHOTO_MESSAGES.tooLarge),
          415: jsonResponse(ErrorResponse, PHOTO_MESSAGES.wrongType),
        },
      }),
      async (c) => {
        const { photo } = c.req.valid('form');
        if (photo.size > PHOTO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
        const data = Buffer.from(await photo.arrayBuffer());
        if (data.length === 0) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.corrupt);
        const upload = await createUpload({ db, storage, actor: c.var.actor, data, originalName: photo.name });
        return c.json(upload, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/api/uploads/{uploadId}',
        tags: ['Analysis'],
        summary: 'Remove an upload that will not be analysed',
        request: { params: z.object({ uploadId: Id }) },
        responses: { 204: { description: 'Removed' }, ...errors },
      }),
      async (c) => {
        await deleteUpload({ db, storage, actor: c.var.actor, uploadId: c.req.valid('param').uploadId });
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/uploads/{uploadId}/{variant}',
        tags: ['Analysis'],
        summary: 'An uploaded photo (display size or thumbnail), to the workspace it belongs to only',
        request: { params: z.object({ uploadId: Id, variant: z.enum(['display', 'thumb']) }) },
        responses: { 200: photoResponseSpec, ...errors },
      }),
      async (c) => {
        const { uploadId, variant } = c.req.valid('param');
        const [upload] = await findOwnedUploads(db, c.var.actor, [uploadId]);
        return photoResponse(c, storage, variant === 'display' ? upload!.displayKey : upload!.thumbKey);
      },
    );
}
