import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { createProject } from './analysis-helpers.ts';

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Waits until the service worker is active and controls the page (it claims the page on its first install). */
async function controlledBy(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
}

test('the manifest has what an installable app needs, with its icons', async ({ page, request }) => {
  await page.goto('/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await request.get(href!);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Tagwise',
    short_name: 'Tagwise',
    start_url: '/projects',
    scope: '/',
    display: 'standalone',
    theme_color: '#0f766e',
  });
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const sizes = (purpose: string) => manifest.icons.filter((i) => (i.purpose ?? 'any') === purpose).map((i) => i.sizes);
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(sizes('maskable')).toContain('512x512');
  // Every icon is a PNG of the size it claims (the PNG header holds width and height).
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect((await request.get(apple!)).status()).toBe(200);
});

test('the service worker controls the app, and a reload without a connection renders it from what was read', async ({
  page,
  context,
  signIn,
}) => {
  await signIn();
  const project = await createProject(page, 'Offline Estate Sale');
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: /Offline Estate Sale/ })).toBeVisible();
  expect(await controlledBy(page)).toMatch(/\/sw\.js$/);
  // Read while connected (the worker keeps the answers): the list, then the project.
  await page.reload();
  await page.getByRole('link', { name: /Offline Estate Sale/ }).click();
  await expect(page.getByRole('heading', { name: 'Offline Estate Sale' })).toBeVisible();

  await context.setOffline(true);
  await page.goto('/projects');
  await expect(page.getByRole('link', { name: /Offline Estate Sale/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: 'Offline Estate Sale' })).toBeVisible();

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Offline Estate Sale' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toHaveCount(0);
});

test("signing out empties the offline copies of the person's reads and photos", async ({ page, signIn }) => {
  await signIn();
  await createProject(page, 'Private Sale');
  await page.goto('/projects');
  await controlledBy(page);
  await page.reload();
  await expect(page.getByRole('link', { name: /Private Sale/ })).toBeVisible();
  const kept = () =>
    page.evaluate(async () => {
      const cache = (await caches.keys()).includes('tagwise-api-reads') ? await caches.open('tagwise-api-reads') : null;
      return cache ? (await cache.keys()).map((r) => new URL(r.url).pathname) : [];
    });
  await expect.poll(kept).toContain('/api/projects');

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  // What the sign-in page reads again afterwards is nobody's: the server's public settings, no session.
  await expect.poll(async () => (await kept()).filter((path) => path !== '/api/config')).not.toContain('/api/projects');
  expect(await kept()).not.toContain('/api/settings/account');
});
