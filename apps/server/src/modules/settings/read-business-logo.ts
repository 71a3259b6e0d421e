import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { readStoredImage } from './stored-image.ts';

/** The workspace's logo as PNG bytes, or null (no logo, or its file is gone). */
export const readBusinessLogo = ({ db, storage, ownerId }: { db: Database; storage: Storage; ownerId: string }) =>
  readStoredImage(db, storage, ownerId, 'businessLogoUrl');
