import { PHOTO_EXTENSIONS, PHOTO_TYPES } from '@tagwise/core/schemas/item-images';

/**
 * A photo is accepted when its extension is jpg, jpeg, png or webp and its type, if the browser reports
 * one, is JPEG, PNG or WebP: a renamed PDF is refused here rather than failing later in the decoder.
 */
export function isAcceptedPhoto(file: { name: string; type: string }): boolean {
  const name = file.name.toLowerCase();
  const extensionOk = PHOTO_EXTENSIONS.some((ext) => name.endsWith(ext));
  const typeOk = file.type === '' || (PHOTO_TYPES as readonly string[]).includes(file.type);
  return extensionOk && typeOk;
}

/** The names of the files that cannot be used; the spec uploads nothing when any is refused. */
export const refusedPhotos = (files: readonly { name: string; type: string }[]) =>
  files.filter((f) => !isAcceptedPhoto(f)).map((f) => f.name);
