import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { AppError } from '@tagwise/core/errors';
import { PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import type { Storage } from '../../storage/storage.ts';

/** The stored WebP under a key as an answer; a missing file is a 404 like a missing row. */
export async function photoResponse(c: Context, storage: Storage, key: string) {
  const file = await storage.get(key);
  if (!file) throw new AppError('NOT_FOUND', PHOTO_MESSAGES.notFound);
  // Private: never in shared caches. A day, not a year as immutable: a deleted photo leaves this browser's
  // cache soon, and signing out clears it at once (Clear-Site-Data, auth-route.ts).
  return c.body(new Uint8Array(file), 200, {
    'content-type': 'image/webp',
    'cache-control': 'private, max-age=86400',
    'x-content-type-options': 'nosniff',
  });
}

/** The OpenAPI entry of a photo answer. */
export const photoResponseSpec = {
  description: 'The WebP image',
  content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
};
