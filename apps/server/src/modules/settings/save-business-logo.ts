import {
  BUSINESS_LOGO_MAX_BYTES,
  BUSINESS_LOGO_MAX_SIDE,
  BUSINESS_LOGO_MESSAGES,
} from '@tagwise/core/values/business-logo';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { decodeToPng } from './decode-to-png.ts';
import { replaceStoredImage } from './stored-image.ts';
import { newBusinessLogoKey } from './business-logo-key.ts';

/**
 * Replaces the workspace's logo: checked by content (JPEG, PNG or WebP that decodes, within the pixel
 * limit), stored as a PNG no larger than 800 px a side (transparency kept for the report's white page),
 * then the old file removed once the row points at the new one, so a failure never leaves no logo.
 */
export async function saveBusinessLogo({
  db,
  storage,
  actor,
  data,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  data: Buffer;
}): Promise<{ key: string }> {
  const png = await decodeToPng(data, {
    maxBytes: BUSINESS_LOGO_MAX_BYTES,
    side: BUSINESS_LOGO_MAX_SIDE,
    fit: 'inside',
    messages: BUSINESS_LOGO_MESSAGES,
  });
  const key = newBusinessLogoKey(actor.ownerId);
  await replaceStoredImage(db, storage, { userId: actor.ownerId, column: 'businessLogoUrl', key, png });
  return { key };
}
