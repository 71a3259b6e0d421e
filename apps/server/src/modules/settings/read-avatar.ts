import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { readStoredImage } from './stored-image.ts';

/** The person's own photo as PNG bytes, or null. */
export const readAvatar = ({ db, storage, actor }: { db: Database; storage: Storage; actor: Actor }) =>
  readStoredImage(db, storage, actor.userId, 'avatarUrl');
