import type { APIRequestContext, Page } from '@playwright/test';
import type { Project } from '@tagwise/core/schemas/projects';
import { expect, test } from './fixtures.ts';

// The projects page and a project's page arrive drawn by the server (apps/web/src/server-render.tsx) and
// the browser takes that HTML over (hydration) instead of drawing it again: readable before the app's
// code has run, and no redraw, error or layout change when it has.

async function saleWithItems(request: APIRequestContext, name: string, count: number) {
  const res = await request.post('/api/projects', { data: { name } });
  expect(res.status()).toBe(201);
  const project = (await res.json()) as Project;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const item = await request.post('/api/items', {
        data: { projectId: project.id, name: `Brass lamp ${i + 1}`, category: 'Decor', retailCents: 4_000 + i },
      });
      expect(item.status()).toBe(201);
    }),
  );
  return project;
}

// A phone far from the server, in another language: what the server draws cannot depend on either.
test.use({ locale: 'de-DE', timezoneId: 'Pacific/Kiritimati' });

/** The markup inside #root of the page's HTML as the server sends it. */
async function drawnRoot(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const root = /<div id="root"( data-prerendered)?>([\s\S]*)<\/div>\s*<noscript>/.exec(html);
  expect(root, 'the page has its #root').not.toBeNull();
  return root![2]!;
}

/**
 * Opens the page with the heading its HTML brought marked (data-from-html) before any of the app's code
 * has run: still marked after hydration, it is the same element, taken over rather than drawn again.
 */
async function openMarkingHtmlHeading(page: Page, path: string) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      const heading = document.querySelector('h1');
      if (document.readyState === 'interactive' && heading) heading.dataset.fromHtml = 'yes';
    });
  });
  await page.goto(path);
}

/** Every error the page logs or throws (a failed hydration is reported as one). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a project page arrives drawn, and the browser takes that HTML over without drawing it again', async ({
  page,
  signIn,
}) => {
  await signIn();
  const sale = await saleWithItems(page.request, 'Attic sale', 15);
  // With its address and days: the page then shows the schedule and what a listing would send.
  const details = await page.request.patch(`/api/projects/${sale.id}`, {
    data: {
      address: '12 Attic Road',
      postalCode: '30301',
      timeZone: 'America/New_York',
      saleDays: [{ date: '2026-12-12', start: '08:00', end: '14:00' }],
    },
  });
  expect(details.status()).toBe(200);

  const drawn = await drawnRoot(page, `/projects/${sale.id}`);
  expect(drawn).toContain('Attic sale');
  expect(drawn).toContain('Brass lamp 1');
  // Every part inline: no script (CSP allows none inline) and no part left for the browser to draw.
  expect(drawn).not.toContain('<script');
  expect(drawn).not.toMatch(/<!--\$[!?]-->/);

  const errors = collectErrors(page);
  await openMarkingHtmlHeading(page, `/projects/${sale.id}`);
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('heading', { level: 1, name: 'Attic sale' })).toHaveAttribute('data-from-html', 'yes');
  // The rows past the first screen's follow, and the page answers: Add Item opens its form.
  await expect(page.getByText('Brass lamp 15', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByRole('dialog', { name: 'Add item' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the projects page arrives drawn, folders and sale days too, and the browser takes it over', async ({
  page,
  signIn,
}) => {
  await signIn();
  const folder = await page.request.post('/api/folders', { data: { name: 'December sales' } });
  expect(folder.status()).toBe(201);
  const { id: folderId } = (await folder.json()) as { id: string };
  const filed = await page.request.post('/api/projects', { data: { name: 'Lakeside estate', folderId } });
  expect(filed.status()).toBe(201);
  const sale = await saleWithItems(page.request, 'Attic sale', 2);
  const details = await page.request.patch(`/api/projects/${sale.id}`, {
    data: {
      address: '12 Attic Road',
      timeZone: 'America/New_York',
      saleDays: [{ date: '2026-12-12', start: '08:00', end: '14:00' }],
    },
  });
  expect(details.status()).toBe(200);

  const drawn = await drawnRoot(page, '/projects');
  for (const text of ['December sales', 'Lakeside estate', 'Attic sale', '12 Attic Road'])
    expect(drawn).toContain(text);
  expect(drawn).not.toContain('<script');
  expect(drawn).not.toMatch(/<!--\$[!?]-->/);

  const errors = collectErrors(page);
  await openMarkingHtmlHeading(page, '/projects');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toHaveAttribute('data-from-html', 'yes');
  await expect(page.getByRole('article').filter({ hasText: 'Attic sale' })).toContainText('Dec');
  await page.getByRole('button', { name: 'New Project' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Project' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the help tip is drawn by the server once the device has said it still shows it, and not after Got it', async ({
  page,
  signIn,
}) => {
  await signIn(undefined, { helpTips: true });
  const sale = await saleWithItems(page.request, 'Garage sale', 1);
  // A device the server knows nothing of: the tip is left out of the HTML and shows once the page has loaded.
  expect(await drawnRoot(page, `/projects/${sale.id}`)).not.toContain('data-screen-tip');
  await page.goto(`/projects/${sale.id}`);
  const tip = page.locator('[data-screen-tip="project"]');
  await expect(tip).toBeVisible();
  // Now it has: the tip is in the HTML, where the browser keeps it.
  await expect.poll(() => drawnRoot(page, `/projects/${sale.id}`)).toContain('data-screen-tip="project"');
  await tip.getByRole('button', { name: /Got it/ }).click();
  await expect(tip).toHaveCount(0);
  await expect.poll(() => drawnRoot(page, `/projects/${sale.id}`)).not.toContain('data-screen-tip');
});

test("another workspace's project address gets no drawn page", async ({ page, signIn }) => {
  await signIn();
  const theirs = await saleWithItems(page.request, 'Private estate', 1);
  await signIn();
  const drawn = await drawnRoot(page, `/projects/${theirs.id}`);
  expect(drawn).toBe('');
});
