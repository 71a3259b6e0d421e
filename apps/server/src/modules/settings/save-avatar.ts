import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_SIDE } from '@tagwise/core/values/avatar';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { newAvatarKey } from './avatar-key.ts';
import { decodeToPng } from './decode-to-png.ts';
import { replaceStoredImage } from './stored-image.ts';

/** Replaces the person's photo: checked by content, stored as a 256 px square PNG under a new key. */
export async function saveAvatar({
  db,
  storage,
  actor,
  data,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  data: Buffer;
}) {
  const png = await decodeToPng(data, {
    maxBytes: AVATAR_MAX_BYTES,
    side: AVATAR_SIDE,
    fit: 'cover',
    messages: AVATAR_MESSAGES,
  });
  await replaceStoredImage(db, storage, {
    userId: actor.userId,
    column: 'avatarUrl',
    key: newAvatarKey(actor.userId),
    png,
  });
}
