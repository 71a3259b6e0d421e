import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { AppError } from '@tagwise/core/errors';
import {
  BUSINESS_LOGO_MAX_BYTES,
  BUSINESS_LOGO_MAX_SIDE,
  BUSINESS_LOGO_MESSAGES,
} from '@tagwise/core/values/business-logo';
import { PHOTO_MAX_PIXELS } from '@tagwise/core/values/item-images';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';
import type { Storage } from '../../storage/storage.ts';
import { sniffPhotoType } from '../item-images/process-photo.ts';
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
  if (data.length > BUSINESS_LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', BUSINESS_LOGO_MESSAGES.tooLarge);
  if (!sniffPhotoType(data)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', BUSINESS_LOGO_MESSAGES.wrongType);
  let png: Buffer;
  try {
    png = await sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(BUSINESS_LOGO_MAX_SIDE, BUSINESS_LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch (cause) {
    throw new AppError('BAD_REQUEST', BUSINESS_LOGO_MESSAGES.corrupt, { cause });
  }
  const key = newBusinessLogoKey(actor.ownerId);
  await storage.put(key, png, 'image/png');
  const [before] = await db
    .select({ key: userSettings.businessLogoUrl })
    .from(userSettings)
    .where(eq(userSettings.userId, actor.ownerId));
  try {
    await db
      .insert(userSettings)
      .values({ userId: actor.ownerId, businessLogoUrl: key })
      .onConflictDoUpdate({ target: userSettings.userId, set: { businessLogoUrl: key, updatedAt: new Date() } });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (before?.key) await storage.delete(before.key);
  return { key };
}
