import { z } from 'zod';

/** How many texts with undrawable characters a check names; the count says how many there are in all. */
export const UNDRAWABLE_LISTED = 5;

/** A text a PDF would print with characters no font of ours draws (each drawn as □), and which ones. */
export const UndrawableText = z.object({
  text: z.string(),
  characters: z.array(z.string()),
});
export type UndrawableText = z.infer<typeof UndrawableText>;

/** What a PDF cannot show: the first few texts (UNDRAWABLE_LISTED) and how many there are in all. */
export const UndrawableTexts = z.object({
  undrawable: z.array(UndrawableText),
  undrawableCount: z.number().int().nonnegative(),
});
