import type { Storage } from '../../storage/storage.ts';

/**
 * Removes photo files whose rows are gone. Called after the transaction that removed the rows committed,
 * so a rolled-back delete never loses a photo; a failure here leaves an unused file, never a broken item.
 */
export async function deleteImageFiles(storage: Storage, images: { displayKey: string; thumbKey: string }[]) {
  await Promise.all(images.flatMap((image) => [storage.delete(image.displayKey), storage.delete(image.thumbKey)]));
}
