import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { removeStoredImage } from './stored-image.ts';

/** Removes the person's photo; the menus show their initials again. */
export const removeAvatar = ({ db, storage, actor }: { db: Database; storage: Storage; actor: Actor }) =>
  removeStoredImage(db, storage, actor.userId, 'avatarUrl');
