import { ENHANCEMENT_MESSAGES } from '@tagwise/core/values/enhancements';
import { expect, test } from './fixtures.ts';
import { axeViolations, PHOTOS, shot } from './analysis-helpers.ts';
import { createItem, seedCredits } from './credits-seed.ts';

// On a phone the photos sit above the item's form: the studio controls must fit a half-width tile.

test('on a phone, a Pro user enhances a photo and switches between the versions', async ({ page, signIn }) => {
  test.slow();
  await signIn();
  await seedCredits(page.request, { tier: 'pro-600' });
  const itemId = await createItem(page.request, 'Ladder-back chair');
  await page.goto(`/items/${itemId}`);
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos.locator('input[type=file]').setInputFiles([PHOTOS.chair, PHOTOS.cup]);
  await expect(photos.getByRole('img')).toHaveCount(2);
  await shot(page, 'enhancement-phone-before');

  await photos.getByRole('button', { name: 'Enhance photo 1' }).click();
  await expect(page.getByText(ENHANCEMENT_MESSAGES.done)).toBeVisible({ timeout: 60_000 });
  const version = photos.getByRole('group', { name: 'Photo 1 shows' });
  await expect(version.getByRole('button', { name: 'Studio' })).toHaveAttribute('aria-pressed', 'true');
  // The other photo still offers Enhance, at full width of its tile.
  const other = photos.getByRole('button', { name: 'Enhance photo 2' });
  await expect(other).toBeVisible();
  const tile = (await photos.getByRole('listitem').nth(1).boundingBox())!;
  const button = (await other.boundingBox())!;
  expect(button.x + button.width).toBeLessThanOrEqual(tile.x + tile.width);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'enhancement-phone-studio');

  await version.getByRole('button', { name: 'Original' }).click();
  await expect(photos.getByRole('img', { name: 'Ladder-back chair, photo 1 (main)' })).toHaveAttribute(
    'src',
    /\/thumb$/,
  );
});
