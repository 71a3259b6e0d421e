import { BATCH_GROUP_MAX } from '@tagwise/core/values/batches';
import { GROUP_GAP_MS } from '@tagwise/core/values/batch-uploads';

export interface GroupablePhoto {
  key: string;
  /** When the photo was taken, as the browser knows it (File.lastModified). */
  lastModified: number;
}

/** The person's own choices: true starts a new item at this photo, false joins it to the item above. */
export type GroupOverrides = Readonly<Record<string, boolean>>;

/**
 * Photos of a grouped batch as items, in the order shown: a photo taken within `gapMs` of the one before
 * it shows the same item (a few angles, then the next thing on the table), unless the person said
 * otherwise. No item gets more than `max` photos: the next photo starts a new one.
 */
export function groupPhotos<T extends GroupablePhoto>(
  photos: readonly T[],
  overrides: GroupOverrides = {},
  { gapMs = GROUP_GAP_MS, max = BATCH_GROUP_MAX } = {},
): T[][] {
  const groups: T[][] = [];
  photos.forEach((photo, i) => {
    const current = groups.at(-1);
    const previous = photos[i - 1];
    const byTime = !previous || Math.abs(photo.lastModified - previous.lastModified) > gapMs;
    const starts = !current || (overrides[photo.key] ?? byTime) || current.length >= max;
    if (starts) groups.push([photo]);
    else current.push(photo);
  });
  return groups;
}

/** Whether the first photo of item `index` may join the item above (it would not go over the limit). */
export const canJoinAbove = (groups: readonly unknown[][], index: number, max = BATCH_GROUP_MAX) =>
  index > 0 && groups[index - 1]!.length < max;
