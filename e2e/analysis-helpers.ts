import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './chromium.ts';

export const PHOTOS = {
  cup: 'test-fixtures/photos/cup.webp',
  chair: 'test-fixtures/photos/chair.webp',
  chairLarge: 'test-fixtures/photos/chair_1600.jpg',
};

/** Chromium's own test camera (a moving pattern) with permission granted, for the capture tests. */
export const FAKE_CAMERA_LAUNCH = {
  executablePath: TEST_CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};

export const axeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations;

/** With SCREENSHOTS=1 the specs also save the screens they pass through, for a person to look at. */
export const shot = async (page: Page, name: string, { fullPage = false } = {}) => {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
};

export const createProject = async (page: Page, name: string) =>
  (await (await page.request.post('/api/projects', { data: { name } })).json()) as { id: string };

/** The file name the browser gave a photo in a multipart upload (after resizing: `.webp`). */
export const uploadedName = (route: Route) =>
  /filename="([^"]+)"/.exec(route.request().postDataBuffer()?.toString('latin1') ?? '')?.[1];

/**
 * Plays `POST /api/uploads` as the server's contract describes (201 with an Upload), numbering uploads
 * and remembering each photo's name. The real endpoint comes with the AI branch; the full journey
 * against it is a separate test.
 */
export async function playUploads(page: Page) {
  const names = new Map<string, string>();
  await page.route('**/api/uploads', async (route) => {
    const id = `00000000-0000-4000-8000-${String(names.size + 1).padStart(12, '0')}`;
    names.set(id, uploadedName(route) ?? '');
    await route.fulfill({ status: 201, json: { id, thumbUrl: '', width: 800, height: 600 } });
  });
  return names;
}

/** Opens the chooser with `opener` (a header or page button) and picks Single Item with Multiple Photos. */
export async function openSingleItem(page: Page, opener: 'Upload Images' | 'Analyze Photos') {
  await page.getByRole('button', { name: opener }).click();
  await page
    .getByRole('dialog', { name: 'Quick Analysis' })
    .getByRole('button', { name: /Single Item/ })
    .click();
  return page.getByRole('dialog', { name: 'Single Item Analysis' });
}
