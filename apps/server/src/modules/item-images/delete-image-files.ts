import { itemImages } from '../../db/schema/items.ts';
import type { Storage } from '../../storage/storage.ts';

/** The storage keys of one photo: its original's files, and its studio version's when it has one. */
export interface ImageFileKeys {
  displayKey: string;
  thumbKey: string;
  studioDisplayKey?: string | null;
  studioThumbKey?: string | null;
}

/** The columns to select for a photo's files, as the deletes read them before removing the rows. */
export const IMAGE_FILE_COLUMNS = {
  displayKey: itemImages.displayKey,
  thumbKey: itemImages.thumbKey,
  studioDisplayKey: itemImages.studioDisplayKey,
  studioThumbKey: itemImages.studioThumbKey,
};

/** Every file of the photos: the original's two and the studio version's two. */
export const imageFileKeys = (images: ImageFileKeys[]) =>
  images.flatMap((image) =>
    [image.displayKey, image.thumbKey, image.studioDisplayKey, image.studioThumbKey].filter(
      (key): key is string => !!key,
    ),
  );

/**
 * Removes photo files whose rows are gone. Called after the transaction that removed the rows committed,
 * so a rolled-back delete never loses a photo; a failure here leaves an unused file, never a broken item.
 */
export async function deleteImageFiles(storage: Storage, images: ImageFileKeys[]) {
  await Promise.all(imageFileKeys(images).map((key) => storage.delete(key)));
}
