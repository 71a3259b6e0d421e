/**
 * The words sent with a photo to an image model (Gemini) for a studio photo. The offline cut-out does the
 * same thing without words (local/studio-photo.ts); the two should give the same kind of picture.
 */

/** What the model answers, as text and without an image, when there is no single item to cut out. */
export const NO_ITEM_ANSWER = 'NO_ITEM';

export const STUDIO_PHOTO_PROMPT = `This photo shows an item for sale at an estate sale. Make a studio product photo of it:
- Keep the item exactly as it is: same shape, colours, materials, wear, labels and any damage. Do not add, remove, repair or restyle anything on it.
- Remove everything else (room, table, hands, other objects) and put the item, whole and centred, on a plain pure white background with an even margin on every side.
- Even, soft, neutral light; a faint natural shadow under the item is fine.
- Square picture.
If the photo does not show one main item that can be cut out on its own, do not make a picture: answer with the single word ${NO_ITEM_ANSWER}.`;
