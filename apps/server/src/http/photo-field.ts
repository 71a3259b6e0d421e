import { z } from '@hono/zod-openapi';
import { PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';

/** What is wrong with a multipart photo field's value, if anything. */
function photoProblem(value: unknown, several: boolean): string | null {
  if (value === undefined) return PHOTO_MESSAGES.missing;
  if (Array.isArray(value)) {
    if (!several) return PHOTO_MESSAGES.onlyOne;
    return value.every((file) => file instanceof File) ? null : PHOTO_MESSAGES.corrupt;
  }
  return value instanceof File ? null : PHOTO_MESSAGES.corrupt;
}

/**
 * A multipart field holding one photo (or, with `several`, the photos of one item), with a message for each
 * way it can be wrong: absent, sent several times where one is expected, or not a file. Whether a file is an
 * image is checked by its content later.
 */
export const photoField = <Several extends boolean>(several: Several) =>
  z
    .any()
    .superRefine((value, ctx) => {
      const problem = photoProblem(value, several);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .transform((value) => value as Several extends true ? File | File[] : File)
    .openapi({ type: 'string', format: 'binary' });
