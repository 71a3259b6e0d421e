import { expect, test } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, createProject, FAKE_CAMERA_LAUNCH, PHOTOS, playUploads, shot } from './analysis-helpers.ts';
import { queuePhotos } from './queue-helpers.ts';

test.use({ launchOptions: FAKE_CAMERA_LAUNCH });
// Each of these walks a whole photo flow on an emulated phone with a fake camera and checks axe: on two
// busy cores (CI) they ran past the default 30 s, with every step passing.
test.describe.configure({ timeout: 60_000 });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

/** Big enough for a thumb (the controls are at least 36 px; the main actions 44). */
const atLeast = async (target: Locator, size: number) => {
  const box = (await target.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(size);
};

const openFromMenu = async (page: Page, entry: 'Take Photo' | 'Upload Images') => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: entry }).click();
};

test('on a phone, Upload Images leads to a single item with three photos that fits the screen', async ({
  page,
  signIn,
}) => {
  await signIn();
  await createProject(page, 'Basement sale');
  await page.goto('/projects');
  await openFromMenu(page, 'Upload Images');
  const chooser = page.getByRole('dialog', { name: 'Quick Analysis' });
  await expect(chooser.getByLabel('Project').locator('option:checked')).toHaveText('Basement sale');
  await noSidewaysScroll(page);
  await atLeast(chooser.getByRole('button', { name: /Use Camera/ }), 56);
  await shot(page, 'phone-chooser');
  expect(await axeViolations(page)).toEqual([]);

  await chooser.getByRole('button', { name: /Single Item/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Single Item Analysis' });
  await dialog.locator('input[type=file]').setInputFiles([PHOTOS.cup, PHOTOS.chair, PHOTOS.chairLarge]);
  await expect(dialog.getByRole('list', { name: 'Photos' }).locator('img[src^="blob:"]')).toHaveCount(3);
  await noSidewaysScroll(page);
  await atLeast(dialog.getByRole('button', { name: 'Move photo 2 right' }), 36);
  await atLeast(dialog.getByRole('button', { name: 'Analyze Item' }), 44);
  // The actions stay in reach at the bottom however long the form is.
  const analyze = (await dialog.getByRole('button', { name: 'Analyze Item' }).boundingBox())!;
  expect(analyze.y + analyze.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await shot(page, 'phone-single-3-photos');
  expect(await axeViolations(page)).toEqual([]);

  // The progress, held at the analysis stage.
  await playUploads(page);
  await page.route('**/api/analyses', () => undefined);
  await dialog.getByRole('button', { name: 'Analyze Item' }).click();
  await expect(dialog.getByRole('status')).toContainText('Analyzing with AI...');
  await shot(page, 'phone-single-progress');
});

test('on a phone, Take Photo opens the full-screen camera with the controls in thumb reach', async ({
  page,
  signIn,
}) => {
  await signIn();
  await createProject(page, 'Camera sale');
  await page.goto('/projects');
  await openFromMenu(page, 'Take Photo');
  const camera = page.getByRole('dialog', { name: 'Camera' });
  const shutter = camera.getByRole('button', { name: 'Take photo' });
  await expect(shutter).toBeEnabled();
  await atLeast(shutter, 64);
  await atLeast(camera.getByRole('button', { name: 'Switch camera' }), 44);
  await atLeast(camera.getByRole('button', { name: 'Cancel' }), 44);
  const viewport = page.viewportSize()!;
  const box = (await camera.boundingBox())!;
  expect(box).toMatchObject({ x: 0, y: 0, width: viewport.width, height: viewport.height });
  await shutter.click();
  await shot(page, 'phone-camera');
  expect(await axeViolations(page)).toEqual([]);
  await camera.getByRole('button', { name: 'Done (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Single Item Analysis' });
  await expect(dialog.getByRole('list', { name: 'Photos' }).locator('img[src^="blob:"]')).toHaveCount(1);
});

test('on a phone, the header camera button opens the camera in one tap; Back closes it', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/projects');
  await page.getByRole('banner').getByRole('button', { name: 'Take Photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Camera' });
  await expect(camera.getByRole('button', { name: 'Take photo' })).toBeEnabled();
  await page.goBack();
  await expect(camera).toBeHidden();
});

test('on a phone, Multiple Items with grouped photos fits the screen', async ({ page, signIn }) => {
  await signIn();
  await createProject(page, 'Many');
  await page.goto('/projects?analyze=multi');
  const dialog = page.getByRole('dialog', { name: 'Multiple Items' });
  await dialog.getByRole('radio', { name: /Group photos into items/ }).check();
  // Given as buffers, the photos are all "taken" now: one item.
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(3));
  await expect(dialog.getByRole('list', { name: 'Items' }).locator(':scope > li')).toHaveCount(1);
  await noSidewaysScroll(page);
  await atLeast(dialog.getByRole('button', { name: 'Analyze 1 item' }), 44);
  await shot(page, 'phone-multi-grouped');
  expect(await axeViolations(page)).toEqual([]);
});
