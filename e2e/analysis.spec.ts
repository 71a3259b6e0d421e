import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { ANALYSIS_MESSAGES } from '@tagwise/core/schemas/analysis';
import { CAMERA_MESSAGES } from '@tagwise/core/camera';
import type { Page } from '@playwright/test';
import {
  axeViolations,
  createProject,
  FAKE_CAMERA_LAUNCH,
  openSingleItem,
  PHOTOS,
  playUploads,
  shot,
} from './analysis-helpers.ts';

// Chromium's test camera for the capture test; the error tests replace the camera API per page.
test.use({ launchOptions: FAKE_CAMERA_LAUNCH });

/** A real item to stand for the analysis result, so the item page it redirects to exists. */
async function realItem(page: Page, projectId: string, name: string) {
  const created = (await (
    await page.request.post('/api/items', { data: { projectId, name, category: 'Furniture' } })
  ).json()) as { id: string };
  return (await (await page.request.get(`/api/items/${created.id}`)).json()) as { id: string; name: string };
}

test('the header opens the chooser through the address; a first project is made on the spot; Back closes it', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Upload Images' }).click();
  await expect(page).toHaveURL(/\?analyze=choose$/);
  const chooser = page.getByRole('dialog', { name: 'Quick Analysis' });
  await expect(chooser.getByRole('button', { name: /Use Camera/ })).toBeDisabled();
  await chooser.getByLabel('Name your first project (one per sale)').fill('Maple Street sale');
  await chooser.getByRole('button', { name: 'Create Project' }).click();
  await expect(chooser.getByLabel('Project')).toHaveValue(/.+/);
  await expect(chooser.getByLabel('Project').locator('option:checked')).toHaveText('Maple Street sale');
  await expect(chooser.getByRole('button', { name: /Multiple Items/ })).toBeEnabled();
  await shot(page, 'desktop-chooser');
  expect(await axeViolations(page)).toEqual([]);
  await page.goBack();
  await expect(chooser).toBeHidden();
  await expect(page).toHaveURL(/\/projects$/);
});

test('outside a project the most recent project is chosen; inside one, that project is used', async ({
  page,
  signIn,
}) => {
  await signIn();
  await createProject(page, 'Older sale');
  const newer = await createProject(page, 'Newer sale');
  const other = await createProject(page, 'Third sale');
  await page.request.patch(`/api/projects/${newer.id}`, { data: { description: 'touched last' } });
  await page.goto('/inventory?analyze=choose');
  const chooser = page.getByRole('dialog', { name: 'Quick Analysis' });
  await expect(chooser.getByLabel('Project').locator('option:checked')).toHaveText('Newer sale');

  await page.goto(`/projects/${other.id}`);
  await page.getByRole('button', { name: 'Analyze Photos' }).click();
  await expect(chooser.getByLabel('Project')).toHaveCount(0);
  await expect(chooser.getByRole('button', { name: /Multiple Items/ })).toBeEnabled();
});

test('a refused file type is named with the spec message and nothing is added or uploaded', async ({
  page,
  signIn,
}) => {
  await signIn();
  await createProject(page, 'Refusals');
  let uploads = 0;
  page.on('request', (r) => r.url().includes('/api/uploads') && uploads++);
  await page.goto('/projects');
  const dialog = await openSingleItem(page, 'Upload Images');
  await dialog.locator('input[type=file]').setInputFiles([
    { name: 'cup.webp', mimeType: 'image/webp', buffer: readFileSync(PHOTOS.cup) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    { name: 'scan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') },
  ]);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Unsupported file types: notes.txt, scan.gif. Please use JPG, PNG, or WebP format.',
  );
  await expect(dialog.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Analyze Item' })).toBeDisabled();
  expect(uploads).toBe(0);
});

test('single item: order, main photo, removal and manual info go to the analysis, with the stages and the redirect', async ({
  page,
  signIn,
}) => {
  // A long journey with axe scans, on two cores shared with other runs.
  test.slow();
  await signIn();
  const project = await createProject(page, 'Walnut house');
  const item = await realItem(page, project.id, 'Painted chair');
  const uploads = await playUploads(page);
  let analyzeBody: { projectId: string; uploadIds: string[]; manualInfo?: Record<string, string> } | undefined;
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/analyses', async (route) => {
    analyzeBody = route.request().postDataJSON() as typeof analyzeBody;
    await answered;
    await route.fulfill({
      status: 201,
      json: { item, creditsCharged: 1, provider: 'local', confidence: 0.8, conditionConfidence: 0.7 },
    });
  });

  await page.goto(`/projects/${project.id}`);
  const dialog = await openSingleItem(page, 'Analyze Photos');
  await expect(dialog.getByRole('button', { name: 'Analyze Item' })).toBeDisabled();
  await dialog.locator('input[type=file]').setInputFiles([PHOTOS.cup, PHOTOS.chair, PHOTOS.chairLarge]);
  const photos = dialog.getByRole('list', { name: 'Photos' }).getByRole('listitem').getByRole('img');
  const names = () => photos.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
  await expect(
    dialog.getByRole('list', { name: 'Photos' }).getByRole('listitem').locator('img[src^="blob:"]'),
  ).toHaveCount(3);
  expect(await names()).toEqual(['cup.webp, photo 1 (main)', 'chair.webp, photo 2', 'chair_1600.jpg, photo 3']);
  await expect(dialog.getByRole('list', { name: 'Photos' }).getByRole('listitem').first()).toContainText('Main');
  await expect(dialog.getByRole('list', { name: 'Photos' }).getByRole('listitem').nth(1)).toContainText('2');
  await shot(page, 'desktop-single-3-photos');
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Move photo 3 left' }).click();
  expect(await names()).toEqual(['cup.webp, photo 1 (main)', 'chair_1600.jpg, photo 2', 'chair.webp, photo 3']);
  await dialog.getByRole('button', { name: 'Make photo 3 the main photo' }).click();
  expect(await names()).toEqual(['chair.webp, photo 1 (main)', 'cup.webp, photo 2', 'chair_1600.jpg, photo 3']);
  await dialog.getByRole('button', { name: 'Move photo 1 right' }).click();
  await dialog.getByRole('button', { name: 'Remove photo 3' }).click();
  expect(await names()).toEqual(['cup.webp, photo 1 (main)', 'chair.webp, photo 2']);
  await expect(dialog.getByRole('button', { name: 'Move photo 1 left' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Move photo 2 right' })).toBeDisabled();

  await expect(dialog.getByLabel('Brand Name')).toBeHidden();
  await dialog.getByRole('button', { name: 'Additional Information (optional)' }).click();
  await dialog.getByLabel('Brand Name').fill('Hitchcock');
  await dialog.getByLabel('Model Number').fill('  ');
  await dialog.getByLabel('Artist/Designer').fill('Lambert Hitchcock');
  await dialog.getByLabel('Year/Age').fill('1830s');
  await dialog.getByLabel('Materials').fill('maple, rush seat');
  await dialog.getByLabel('Dimensions').fill('17 x 15 x 34 in');
  await dialog.getByLabel('Additional Notes').fill('Original stencilling');
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: 'Analyze Item' }).click();
  await expect(dialog.getByRole('status')).toContainText('Analyzing with AI...');
  await expect(dialog.getByRole('status')).toContainText('60%');
  await expect(dialog.getByRole('button', { name: 'Analyzing...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await shot(page, 'desktop-single-progress');
  // The photos went up one per request, in the order shown, resized to WebP.
  expect([...uploads.values()]).toEqual(['cup.webp', 'chair.webp']);
  expect(analyzeBody).toEqual({
    projectId: project.id,
    uploadIds: [...uploads.keys()],
    manualInfo: {
      brand: 'Hitchcock',
      artist: 'Lambert Hitchcock',
      year: '1830s',
      materials: 'maple, rush seat',
      dimensions: '17 x 15 x 34 in',
      additionalNotes: 'Original stencilling',
    },
    // Studio photo is off unless the person turns it on (and on the free plan it is not offered).
    enhance: false,
  });
  answer();
  await expect(dialog.getByRole('status')).toContainText('Complete!');
  await expect(dialog.getByRole('status')).toContainText('100%');
  await expect(page.getByText(ANALYSIS_MESSAGES.analyzedMultiPhoto)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/items/${item.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Painted chair' })).toBeVisible();
});

test('single item: a failed analysis shows the server message and keeps the photos; Analyze again does not re-upload', async ({
  page,
  signIn,
}) => {
  await signIn();
  await createProject(page, 'Retry');
  const uploads = await playUploads(page);
  await page.route('**/api/analyses', (route) =>
    route.fulfill({
      status: 503,
      json: { error: { code: 'SERVICE_UNAVAILABLE', message: ANALYSIS_MESSAGES.overloaded } },
    }),
  );
  await page.goto('/projects');
  const dialog = await openSingleItem(page, 'Upload Images');
  await dialog.locator('input[type=file]').setInputFiles([PHOTOS.cup]);
  await dialog.getByRole('button', { name: 'Analyze Item' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ANALYSIS_MESSAGES.overloaded);
  await expect(dialog.getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Analyze Item' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(ANALYSIS_MESSAGES.overloaded);
  expect(uploads.size).toBe(1);
});

test('multiple items: refused files are named and nothing is added; removing a photo updates the count', async ({
  page,
  signIn,
}) => {
  await signIn();
  const project = await createProject(page, 'Many');
  await page.goto(`/projects/${project.id}?analyze=multi`);
  const dialog = page.getByRole('dialog', { name: 'Multiple Items' });
  await dialog.locator('input[type=file]').setInputFiles([
    { name: 'cup.webp', mimeType: 'image/webp', buffer: readFileSync(PHOTOS.cup) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
  ]);
  await expect(dialog.getByRole('alert')).toHaveText(
    'Unsupported file type: notes.txt. Please use JPG, PNG, or WebP format.',
  );
  await expect(dialog.getByRole('list', { name: 'Photos to upload' })).toHaveCount(0);
  await dialog.locator('input[type=file]').setInputFiles([PHOTOS.cup, PHOTOS.chair, PHOTOS.chairLarge]);
  await expect(dialog.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'Remove chair.webp' }).click();
  await expect(dialog.getByRole('button', { name: 'Analyze 2 items' })).toBeEnabled();
  // Studio photo goes with Analyze: Upload only does not offer it (nor does the free plan).
  await dialog.getByRole('radio', { name: /Upload only/ }).check();
  await expect(dialog.getByRole('button', { name: 'Upload 2 items' })).toBeEnabled();
  // An empty name is refused with the contract's message, and nothing is created.
  await dialog.getByLabel('Batch name').fill('   ');
  let created = 0;
  page.on('request', (r) => r.url().endsWith('/api/batches') && r.method() === 'POST' && created++);
  await dialog.getByRole('button', { name: 'Upload 2 items' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Batch name is required');
  expect(created).toBe(0);
  await shot(page, 'desktop-multi-invalid-name');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

for (const [name, message] of [
  ['NotAllowedError', CAMERA_MESSAGES.denied],
  ['NotFoundError', CAMERA_MESSAGES.notFound],
  ['OverconstrainedError', CAMERA_MESSAGES.constraints],
  ['NotReadableError', CAMERA_MESSAGES.failed],
] as const) {
  test(`camera: ${name} shows "${message}"`, async ({ page, signIn }) => {
    await signIn();
    // The browser's camera API answers as a device would; our code is not touched.
    await page.addInitScript((errorName) => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('refused', errorName));
    }, name);
    await page.goto('/projects');
    await page.getByRole('button', { name: 'Take Photo' }).click();
    const camera = page.getByRole('dialog', { name: 'Camera' });
    await expect(camera.getByRole('alert')).toHaveText(new RegExp(`^${message.replace(/[.]/g, '\\.')}`));
    await expect(camera.getByRole('button', { name: 'Take photo' })).toBeDisabled();
    await camera.getByRole('button', { name: 'Cancel' }).click();
    await expect(camera).toBeHidden();
    await expect(page).toHaveURL(/\/projects$/);
  });
}

test('camera: a browser without camera access says so', async ({ page, signIn }) => {
  await signIn();
  await page.addInitScript(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined }));
  await page.goto('/projects?analyze=camera');
  await expect(page.getByRole('dialog', { name: 'Camera' }).getByRole('alert')).toContainText(
    CAMERA_MESSAGES.unsupported,
  );
});

test('camera: shots taken go into the single-item dialog, and its Take photo adds more', async ({ page, signIn }) => {
  // A long journey with axe scans, on two cores shared with other runs.
  test.slow();
  await signIn();
  await createProject(page, 'Camera sale');
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Take Photo' }).click();
  const camera = page.getByRole('dialog', { name: 'Camera' });
  const shutter = camera.getByRole('button', { name: 'Take photo' });
  await expect(shutter).toBeEnabled();
  await shot(page, 'desktop-camera');
  expect(await axeViolations(page)).toEqual([]);
  await shutter.click();
  await expect(camera.getByRole('status')).toHaveText('1 photo taken');
  await camera.getByRole('button', { name: 'Switch camera' }).click();
  await expect(shutter).toBeEnabled();
  await shutter.click();
  await camera.getByRole('button', { name: 'Done (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Single Item Analysis' });
  await expect(
    dialog.getByRole('list', { name: 'Photos' }).getByRole('listitem').locator('img[src^="blob:"]'),
  ).toHaveCount(2);
  await expect(
    dialog.getByRole('list', { name: 'Photos' }).getByRole('listitem').first().getByRole('img'),
  ).toHaveAccessibleName(/^camera-.*\.jpg, photo 1 \(main\)$/);
  await dialog.getByRole('button', { name: 'Take photo' }).click();
  await expect(shutter).toBeEnabled();
  await shutter.click();
  await camera.getByRole('button', { name: 'Done (1)' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Photos' }).getByRole('listitem').locator('img[src^="blob:"]'),
  ).toHaveCount(3);
});
