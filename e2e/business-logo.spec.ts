import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';

const LOGO = path.resolve(import.meta.dirname, '../test-fixtures/photos/cup.webp');

test('an admin uploads the business logo for reports in Settings → Profile, sees it, and removes it', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/projects?settings=profile');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByLabel('No logo yet')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles(LOGO);
  await expect(page.getByText('Logo saved')).toBeVisible();
  const image = dialog.getByRole('img', { name: 'Your business logo' });
  await expect(image).toBeVisible();
  // The picture really loads (the browser decoded the server's PNG).
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'business-logo-desktop');
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByText('Logo removed')).toBeVisible();
  await expect(image).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Upload logo' })).toBeVisible();

  // The spec's words: an SVG is refused on purpose (decision 0013), and a failure of the server says so.
  const upload = async (file: string | { name: string; mimeType: string; buffer: Buffer }) => {
    const picker = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload logo' }).click();
    await (await picker).setFiles(file);
  };
  await upload({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(page.getByText('File must be an image (JPEG, PNG, or WebP)')).toBeVisible();
  await page.route('**/api/settings/logo', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Try later' } } })
      : route.fallback(),
  );
  await upload(LOGO);
  await expect(page.getByText('Failed to upload logo')).toBeVisible();
  await expect(image).toHaveCount(0);
});

test('a team member sets a profile photo on My Account; the account menu shows it instead of initials', async ({
  page,
  signIn,
}) => {
  const admin = await signIn();
  await page.context().clearCookies();
  await signIn(undefined, { subUserOf: admin.email });
  await page.goto('/account');
  const profile = page.getByRole('region', { name: 'Profile' });
  await expect(profile.getByRole('img', { name: 'No profile photo yet' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await profile.getByRole('button', { name: 'Upload photo' }).click();
  await (await chooser).setFiles(LOGO);
  await expect(page.getByText('Profile photo saved')).toBeVisible();
  const photo = profile.getByRole('img', { name: 'Your profile photo' });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  const menuPhoto = page.getByRole('button', { name: 'Account menu' }).locator('img');
  await expect.poll(() => menuPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await shot(page, 'account-desktop-photo');
  expect(await axeViolations(page)).toEqual([]);

  await profile.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByText('Profile photo removed')).toBeVisible();
  await expect(menuPhoto).toHaveCount(0);
});
