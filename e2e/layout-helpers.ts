import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };

export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

export async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/**
 * Where an element comes to rest: a toast slides in, and measured mid-slide it overlaps what it will not
 * cover once in place. Reads its box until two reads agree.
 */
export async function settledBox(locator: Locator): Promise<Box> {
  let last = '';
  let current: Box | undefined;
  await expect
    .poll(
      async () => {
        current = await box(locator);
        const key = JSON.stringify(current);
        const same = key === last;
        last = key;
        return same;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return current!;
}
