import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, createProject, shot } from './analysis-helpers.ts';

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

/** The addresses of the reads the service worker keeps for offline use. */
const keptReads = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has('tagwise-api-reads'))) return [];
    return (await (await caches.open('tagwise-api-reads')).keys()).map((request) => new URL(request.url).pathname);
  });

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

  // The worker stores an answer once the page has it: wait for the project's before the network goes.
  await expect.poll(() => keptReads(page)).toContain(`/api/projects/${project.id}`);
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

test('offline, the first click on Projects shows the list kept on the device, not placeholders for ever', async ({
  page,
  context,
  signIn,
}) => {
  await signIn();
  const project = await createProject(page, 'Attic Estate Sale');
  await page.goto('/projects');
  await controlledBy(page);
  await page.reload();
  await expect(page.getByRole('link', { name: /Attic Estate Sale/ })).toBeVisible();
  await expect.poll(() => keptReads(page)).toEqual(expect.arrayContaining(['/api/projects', '/api/folders']));
  // A project's page, loaded afresh: nothing of the list is in the page's memory when the network goes.
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Attic Estate Sale' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Attic Estate Sale/ })).toBeVisible();
  await expect(page.getByLabel('Loading projects')).toHaveCount(0);
  await shot(page, 'projects-offline-kept-desktop');
  await context.setOffline(false);
});

test('offline with no copy of the projects list, Projects says so instead of placeholders, and fills once online', async ({
  page,
  context,
  signIn,
}) => {
  await signIn();
  const project = await createProject(page, 'Loft Estate Sale');
  await page.goto(`/projects/${project.id}`);
  await controlledBy(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Loft Estate Sale' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The device kept the app and this project, but no copy of the list (as after a cache expiry).
  const forgetList = () =>
    page.evaluate(async () => {
      const cache = await caches.open('tagwise-api-reads');
      await Promise.all(['/api/projects', '/api/folders'].map((path) => cache.delete(path)));
    });
  await forgetList();
  await expect.poll(() => keptReads(page)).not.toContain('/api/projects');
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'no copy of your projects list' });
  await expect(notice).toContainText('You’re offline');
  await expect(page.getByLabel('Loading projects')).toHaveCount(0);
  // Nothing failed: no error toast or alert.
  await expect(page.getByText(/Failed to load projects/)).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'projects-offline-none-kept-desktop');
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: /Loft Estate Sale/ })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('a visitor offline sees the pricing page with its plans unavailable, not a loading screen for ever', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await controlledBy(page);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  await context.setOffline(true);
  // The page's settings could not be read: each part that mounted used to ask again, and the page went
  // back to "Loading" each time.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeVisible();
  await expect(page.getByText('The plans could not be loaded.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Create your account first' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('button', { name: 'Get Started: Basic' })).toBeVisible();
});

test("signing out empties the offline copies of the person's reads and photos", async ({ page, signIn }) => {
  await signIn();
  await createProject(page, 'Private Sale');
  await page.goto('/projects');
  await controlledBy(page);
  await page.reload();
  await expect(page.getByRole('link', { name: /Private Sale/ })).toBeVisible();
  const kept = () => keptReads(page);
  await expect.poll(kept).toContain('/api/projects');

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  // What the sign-in page reads again afterwards is nobody's: the server's public settings, no session.
  await expect.poll(async () => (await kept()).filter((path) => path !== '/api/config')).not.toContain('/api/projects');
  expect(await kept()).not.toContain('/api/settings/account');
});

test("another person signing in on the device never reads the first person's offline copies", async ({
  page,
  signIn,
}) => {
  await signIn();
  const first = await createProject(page, 'First Person Sale');
  await page.goto('/projects');
  await controlledBy(page);
  await page.reload();
  await page.getByRole('link', { name: /First Person Sale/ }).click();
  await expect(page.getByRole('heading', { name: 'First Person Sale' })).toBeVisible();
  await expect.poll(() => keptReads(page)).toContain(`/api/projects/${first.id}`);

  // The next person's session in the same browser (the first one's cookie replaced, no sign-out).
  await signIn();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('link', { name: /First Person Sale/ })).toHaveCount(0);
  await expect.poll(() => keptReads(page)).not.toContain(`/api/projects/${first.id}`);
  // What is kept now is the new person's: their own (empty) list.
  await expect
    .poll(() =>
      page.evaluate(async () => (await (await caches.open('tagwise-api-reads')).match('/api/projects'))?.text()),
    )
    .toContain('"projects":[]');
});

/** Chromium's beforeinstallprompt, as the browser fires it when the app can be installed. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: () => {
        (window as Window & { prompted?: boolean }).prompted = true;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

test('the Install prompt card shows 5 s after the browser offers installation and opens its dialog', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.clock.install();
  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await offerInstall(page);
  const card = page.getByRole('complementary', { name: 'Install Tagwise' });
  // The page's time also flows between these steps (slowly on a busy machine): a second's margin.
  await page.clock.runFor(4_000);
  await expect(card).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(card).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'pwa-install-card');
  await card.getByRole('button', { name: 'Install' }).click();
  await expect(card).toHaveCount(0);
  expect(await page.evaluate(() => (window as Window & { prompted?: boolean }).prompted)).toBe(true);
});

test('Not now keeps the Install prompt card away for 7 days on this device', async ({ page, signIn }) => {
  await signIn();
  await page.clock.install();
  await page.goto('/projects');
  await offerInstall(page);
  await page.clock.runFor(5_000);
  const card = page.getByRole('complementary', { name: 'Install Tagwise' });
  await card.getByRole('button', { name: 'Not now' }).click();
  await expect(card).toHaveCount(0);
  const dismissedAt = Number(await page.evaluate(() => localStorage.getItem('tagwise.installPromptDismissedAt')));
  expect(dismissedAt).toBeGreaterThan(0);

  // Six days later the browser offers again: still dismissed.
  await page.clock.setSystemTime(dismissedAt + 6 * 24 * 3600_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await offerInstall(page);
  await page.clock.runFor(5_000);
  await expect(card).toHaveCount(0);

  // A week after the dismissal, it is offered again.
  await page.clock.setSystemTime(dismissedAt + 7 * 24 * 3600_000);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await offerInstall(page);
  await page.clock.runFor(5_000);
  await expect(card).toBeVisible();
});

test('a new version waits for the person: Update available, then Update reloads the page under it', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/projects');
  await controlledBy(page);
  // A deploy's new worker, as the browser meets it: another script for the same scope installs beside the
  // one in control and waits. (A test cannot change /sw.js itself: Playwright does not route a worker's
  // own script.)
  await page.evaluate(() => navigator.serviceWorker.register('/sw.js?next-version', { scope: '/' }));
  const card = page.getByRole('complementary', { name: 'Update available' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'pwa-update-card');
  const before = await page.evaluate(() => performance.timeOrigin);
  await card.getByRole('button', { name: 'Update' }).click();
  // A read that meets the reload itself has no page to run in: it counts as not reloaded yet.
  const timeOrigin = () => page.evaluate(() => performance.timeOrigin).catch(() => before);
  await expect.poll(timeOrigin, { timeout: 30_000 }).not.toBe(before);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/next-version$/);
});
