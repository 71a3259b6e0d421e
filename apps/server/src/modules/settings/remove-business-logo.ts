import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { removeStoredImage } from './stored-image.ts';

/** Removes the workspace's logo (the row first: a file left behind is harmless, a row without a file not). */
export const removeBusinessLogo = ({ db, storage, actor }: { db: Database; storage: Storage; actor: Actor }) =>
  removeStoredImage(db, storage, actor.ownerId, 'businessLogoUrl');
