import { createRoute, z } from '@hono/zod-openapi';
import { ChoosePhotoVersionInput, ENHANCEMENT_MESSAGES, EnhanceResult } from '@tagwise/core/schemas/enhancements';
import { ItemImage } from '@tagwise/core/schemas/item-images';
import { Id } from '@tagwise/core/schemas/projects';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import type { Storage } from '../../storage/storage.ts';
import { choosePhotoVersion } from './choose-photo-version.ts';
import { enhancePhoto } from './enhance-photo.ts';
import type { StudioPhotos } from './studio-photos.ts';

const errors = commonErrors('item or photo');
const photoParams = z.object({ itemId: Id, imageId: Id });

export function enhancementRoutes(db: Database, storage: Storage, studio: StudioPhotos) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/items/{itemId}/images/{imageId}/enhance',
        tags: ['Photos'],
        summary:
          'Make a studio version of a photo (the item cut out on white) and show it; Pro (one credit) and Enterprise only',
        request: { params: photoParams },
        responses: {
          200: jsonResponse(
            EnhanceResult,
            `The photo with its studio version shown; or, with enhanced false, unchanged: ${ENHANCEMENT_MESSAGES.noItem}`,
          ),
          ...errors,
          402: jsonResponse(ErrorResponse, 'Not enough AI credits left this period (Pro)'),
          403: jsonResponse(ErrorResponse, ENHANCEMENT_MESSAGES.planRequired),
          502: jsonResponse(ErrorResponse, 'The image service failed or sent back no usable photo'),
          503: jsonResponse(ErrorResponse, 'The image service is overloaded, or the offline model failed'),
          504: jsonResponse(ErrorResponse, ENHANCEMENT_MESSAGES.timeout),
        },
      }),
      async (c) => {
        const { itemId, imageId } = c.req.valid('param');
        const result = await enhancePhoto({
          db,
          storage,
          studio,
          logger: c.var.logger,
          actor: c.var.actor,
          itemId,
          imageId,
          signal: c.req.raw.signal,
        });
        return c.json(result, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/api/items/{itemId}/images/{imageId}/version',
        tags: ['Photos'],
        summary: 'Show the original or the studio version of a photo wherever it appears',
        request: { params: photoParams, body: jsonBody(ChoosePhotoVersionInput) },
        responses: {
          200: jsonResponse(ItemImage, 'The photo, showing the chosen version'),
          ...errors,
          409: jsonResponse(ErrorResponse, ENHANCEMENT_MESSAGES.noStudioVersion),
        },
      }),
      async (c) => {
        const { itemId, imageId } = c.req.valid('param');
        const image = await choosePhotoVersion({
          db,
          actor: c.var.actor,
          itemId,
          imageId,
          show: c.req.valid('json').show,
        });
        return c.json(image, 200);
      },
    );
}
