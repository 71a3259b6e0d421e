import { createRoute, z } from '@hono/zod-openapi';
import { AppError } from '@tagwise/core/errors';
import { ItemImage, PHOTO_MESSAGES, ReorderImagesInput } from '@tagwise/core/schemas/item-images';
import { ENHANCEMENT_MESSAGES } from '@tagwise/core/schemas/enhancements';
import { Id } from '@tagwise/core/schemas/projects';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import type { Storage } from '../../storage/storage.ts';
import { addItemImage } from './add-item-image.ts';
import { deleteItemImage } from './delete-item-image.ts';
import { findOwnedImage } from './find-owned-image.ts';
import { photoResponse, photoResponseSpec } from './photo-response.ts';
import { reorderItemImages } from './reorder-item-images.ts';
import { ErrorResponse } from '@tagwise/core/schemas/system';

const errors = commonErrors('item or photo');
/** The original's display image and thumbnail, and the studio version's. */
const PHOTO_VARIANTS = ['display', 'thumb', 'studio-display', 'studio-thumb'] as const;
const itemParams = z.object({ itemId: Id });

/** The path photo uploads use: it gets the photo size limit instead of the API's JSON body limit. */
export const PHOTO_UPLOAD_PATH = /^\/api\/items\/[^/]+\/images$/;

export function itemImageRoutes(db: Database, storage: Storage) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/items/{itemId}/images',
        tags: ['Photos'],
        summary: 'Add a photo (the raw JPEG, PNG or WebP bytes as the body); the first photo is the main one',
        request: {
          params: itemParams,
          body: {
            required: true,
            content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
          },
        },
        responses: {
          201: jsonResponse(ItemImage, 'Stored'),
          ...errors,
          413: jsonResponse(ErrorResponse, PHOTO_MESSAGES.tooLarge),
          415: jsonResponse(ErrorResponse, PHOTO_MESSAGES.wrongType),
        },
      }),
      async (c) => {
        const data = Buffer.from(await c.req.arrayBuffer());
        if (data.length === 0) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.corrupt);
        const image = await addItemImage({
          db,
          storage,
          actor: c.var.actor,
          itemId: c.req.valid('param').itemId,
          data,
        });
        return c.json(image, 201);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/api/items/{itemId}/images/order',
        tags: ['Photos'],
        summary: "Set the order of an item's photos; the first becomes the main photo",
        request: { params: itemParams, body: jsonBody(ReorderImagesInput) },
        responses: { 200: jsonResponse(z.array(ItemImage), 'The photos in their new order'), ...errors },
      }),
      async (c) =>
        c.json(
          await reorderItemImages({
            db,
            actor: c.var.actor,
            itemId: c.req.valid('param').itemId,
            imageIds: c.req.valid('json').imageIds,
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/api/items/{itemId}/images/{imageId}',
        tags: ['Photos'],
        summary: 'Remove a photo',
        request: { params: z.object({ itemId: Id, imageId: Id }) },
        responses: { 204: { description: 'Removed' }, ...errors },
      }),
      async (c) => {
        const { itemId, imageId } = c.req.valid('param');
        await deleteItemImage({ db, storage, actor: c.var.actor, itemId, imageId });
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/images/{imageId}/{variant}',
        tags: ['Photos'],
        summary:
          'A photo, to the workspace it belongs to only: the original (display size or thumbnail) or its studio version',
        request: {
          params: z.object({ imageId: Id, variant: z.enum(PHOTO_VARIANTS) }),
          // The studio addresses carry a tag of their files (ItemImage.studio): a new studio photo, a new address.
          query: z.object({ v: z.string().max(64).optional() }),
        },
        responses: {
          200: photoResponseSpec,
          ...errors,
        },
      }),
      async (c) => {
        const { imageId, variant } = c.req.valid('param');
        const image = await findOwnedImage(db, c.var.actor, imageId);
        const key = {
          display: image.displayKey,
          thumb: image.thumbKey,
          'studio-display': image.studioDisplayKey,
          'studio-thumb': image.studioThumbKey,
        }[variant];
        if (!key) throw new AppError('NOT_FOUND', ENHANCEMENT_MESSAGES.noStudioVersion);
        return photoResponse(c, storage, key);
      },
    );
}
