import type { Page } from '@playwright/test';
import { axeViolations, createProject, shot } from './analysis-helpers.ts';
import { batchAction, createBatch, getBatch, sendPhotos } from './batch-seed.ts';
import { seedCredits } from './credits-seed.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { contentUnder } from './layout-helpers.ts';

// The floating queue widget and the Queue page against the real queue: batches are made through the API
// (as the Multiple Items flow makes them), the server's runner analyses them with the fake AI provider,
// and progress reaches the page as Server-Sent Events (or, with those blocked, by polling).

const widgetOf = (page: Page) => page.getByRole('complementary', { name: 'Bulk queue' });
const rowOf = (page: Page, name: string) => widgetOf(page).getByRole('listitem').filter({ hasText: name });
const cardOf = (page: Page, name: string) => page.getByRole('article', { name });

/** "x of y" in a row or card, as a number. */
const doneCount = async (page: Page, name: string) => {
  const text = (await rowOf(page, name).textContent()) ?? '';
  return Number(/(\d+) of \d+/.exec(text)?.[1] ?? -1);
};

test.describe('the floating queue widget', () => {
  test('shows a batch as its photos arrive, follows it live, pauses, resumes, and is dismissed for good', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000);
    await signIn();
    await seedCredits(page.request, { tier: 'pro-300' });
    const project = await createProject(page, 'Maple Street sale');
    const batch = await createBatch(page.request, project.id, 'Kitchen shelves', 6);

    await page.goto('/projects');
    const widget = widgetOf(page);
    await expect(widget).toBeVisible();
    // Collapsed at first: one line, the batch's name and count in it. It appears without taking the focus
    // from the page.
    await expect(widget).toContainText('Kitchen shelves: 0 of 6');
    expect(await page.evaluate(() => document.activeElement?.closest('aside') ?? null)).toBeNull();
    await widget.getByRole('button', { name: 'Expand bulk queue' }).click();
    const row = rowOf(page, 'Kitchen shelves');
    await expect(row).toContainText('0 of 6');
    await expect(row).toContainText('Waiting');

    // Two photos of six: the batch cannot end before the test has paused it, however fast the provider
    // (nothing here depends on the fake's latency, which parallel workers share).
    await sendPhotos(page.request, batch, 2);
    // Live: the count moves with no reload and no poll (the stream is open).
    await expect.poll(() => doneCount(page, 'Kitchen shelves'), { timeout: 15_000 }).toBeGreaterThan(0);
    await row.getByRole('button', { name: 'Pause Kitchen shelves' }).click();
    await expect(row).toContainText('Paused');
    await expect(row).toContainText('Manually paused');
    await expect(row.getByRole('progressbar', { name: 'Progress of Kitchen shelves' })).toBeVisible();
    await shot(page, 'queue-widget-desktop');
    expect(await axeViolations(page)).toEqual([]);

    // Paused: the rest of the photos arrive, and nothing new is started (a job already with the provider
    // may still finish).
    await sendPhotos(page.request, batch, 6, 2);
    await expect(row).toContainText('Paused');
    await page.waitForTimeout(1_500);
    expect(await doneCount(page, 'Kitchen shelves')).toBeLessThanOrEqual(2);
    expect((await getBatch(page.request, batch.id)).batch.status).toBe('paused');

    // Collapsed, it keeps its header and the batch's line; the choice survives a reload.
    await widget.getByRole('button', { name: 'Collapse bulk queue' }).click();
    await expect(row).toBeHidden();
    await expect(widget).toContainText(/Kitchen shelves: \d of 6 · paused/);
    await page.reload();
    await expect(widget.getByRole('button', { name: 'Expand bulk queue' })).toHaveAttribute('aria-expanded', 'false');
    await widget.getByRole('button', { name: 'Expand bulk queue' }).click();
    await expect(row).toBeVisible();
    await expect(row).toContainText('Paused');

    await row.getByRole('button', { name: 'Resume Kitchen shelves' }).click();
    await expect(row).toContainText('Completed', { timeout: 30_000 });
    await expect(row).toContainText('6 items added');
    await shot(page, 'queue-widget-finished-desktop');
    await row.getByRole('button', { name: 'Details of Kitchen shelves' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]batch=${batch.id}`));
    await page.goBack();

    await row.getByRole('button', { name: 'Dismiss Kitchen shelves' }).click();
    await expect(widget).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(widget).toBeHidden();
  });

  test('a blocked batch says why in one line that covers none of the item list', async ({ page, signIn }) => {
    await signIn();
    await seedCredits(page.request, { usedThisPeriod: 10 });
    const project = await createProject(page, 'Birch Road sale');
    const batch = await createBatch(page.request, project.id, 'Dining room', 2);
    await sendPhotos(page.request, batch);
    await page.goto('/inventory');
    const widget = widgetOf(page);
    await expect(widget).toContainText('Dining room: blocked.', { timeout: 20_000 });
    const box = (await widget.boundingBox())!;
    expect(box.height).toBeLessThan(64);
    // The page keeps room for it at its end: scrolled down, nothing of the page is under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const mainBottom = await page.getByRole('main').evaluate((main) => main.getBoundingClientRect().bottom);
    expect(mainBottom).toBeLessThanOrEqual((await widget.boundingBox())!.y + 1);
    await shot(page, 'queue-widget-blocked-desktop');
    expect(await axeViolations(page)).toEqual([]);
    // Expanded, the row and the Queue page's card offer the way out: the credits dialog, which sells packs.
    await widget.getByRole('button', { name: 'Expand bulk queue' }).click();
    await rowOf(page, 'Dining room').getByRole('button', { name: 'Get more credits' }).click();
    const credits = page.getByRole('dialog', { name: 'AI credits used up' });
    await expect(credits.getByRole('button', { name: 'Purchase Credits' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto('/queue');
    await page.getByRole('article', { name: 'Dining room' }).getByRole('button', { name: 'Get more credits' }).click();
    await expect(credits).toBeVisible();
  });

  test('on a wide screen the card docks beside the item list: no price or control ever passes under it', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await seedCredits(page.request, { tier: 'pro-300' });
    const project = await createProject(page, 'Larch Lane sale');
    for (let i = 1; i <= 24; i++) {
      const res = await page.request.post('/api/items', {
        data: { projectId: project.id, name: `Oak chair ${i}`, category: 'Furniture', retailCents: 10_000 + i * 1_000 },
      });
      expect(res.status()).toBe(201);
    }
    // Running: one photo of three in, so the batch waits for the rest however fast the provider is.
    const batch = await createBatch(page.request, project.id, 'Dining chairs', 3);
    await sendPhotos(page.request, batch, 1);
    await page.goto(`/projects/${project.id}`);
    const widget = widgetOf(page);
    await expect(widget).toContainText('Dining chairs: ');
    const launcher = page.getByRole('button', { name: 'Ask the help assistant' });
    await expect(page.getByText('Oak chair 24', { exact: true })).toBeVisible();
    const covered = async () => [...(await contentUnder(widget)), ...(await contentUnder(launcher))];
    // At the top, part way down, at the end; collapsed and open.
    for (const expanded of [false, true]) {
      if (expanded) await widget.getByRole('button', { name: 'Expand bulk queue' }).click();
      for (const at of [0, 0.5, 1]) {
        await page.evaluate((share) => window.scrollTo(0, share * document.documentElement.scrollHeight), at);
        await page.evaluate(() => new Promise(requestAnimationFrame));
        expect(await covered(), `${expanded ? 'open' : 'collapsed'}, scrolled ${at * 100}%`).toEqual([]);
      }
    }
    await shot(page, 'queue-widget-docked-desktop');
    // The list keeps its prices in view beside the card: the last row's, $110 retail at the account's 35% off and
    // Good 80% (57.20).
    await expect(page.getByText('$57', { exact: true })).toBeInViewport();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a batch that ends while another goes on keeps its result until dismissed; Dismiss all clears', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await seedCredits(page.request, { tier: 'pro-300' });
    const project = await createProject(page, 'Oak Lane sale');
    const first = await createBatch(page.request, project.id, 'Garage tools', 2);
    const second = await createBatch(page.request, project.id, 'Attic boxes', 3);
    await page.goto('/inventory');
    await widgetOf(page).getByRole('button', { name: 'Expand bulk queue' }).click();
    await expect(rowOf(page, 'Attic boxes')).toBeVisible();
    await batchAction(page.request, second.id, 'cancel');
    await expect(rowOf(page, 'Attic boxes')).toContainText('Cancelled, no items added');
    await sendPhotos(page.request, first);
    await expect(rowOf(page, 'Garage tools')).toContainText('2 items added', { timeout: 20_000 });
    // Both ended: one Dismiss for all.
    await widgetOf(page).getByRole('button', { name: 'Dismiss all' }).click();
    await expect(widgetOf(page)).toBeHidden();
  });

  test('with the event stream blocked, the widget still follows the batch by polling every 5 s', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000);
    await signIn();
    await seedCredits(page.request, { tier: 'pro-300' });
    let streamTries = 0;
    await page.route('**/api/events', (route) => {
      streamTries++;
      return route.abort();
    });
    const project = await createProject(page, 'Elm Court sale');
    const batch = await createBatch(page.request, project.id, 'Porch chairs', 6);
    await page.goto('/projects');
    await widgetOf(page).getByRole('button', { name: 'Expand bulk queue' }).click();
    const row = rowOf(page, 'Porch chairs');
    await expect(row).toContainText('0 of 6');
    await sendPhotos(page.request, batch);
    await expect(row).toContainText('Completed', { timeout: 25_000 });
    await expect(row).toContainText('6 items added');
    expect(streamTries).toBeGreaterThan(0);

    // The Queue page moves by the same polls.
    const lamps = await createBatch(page.request, project.id, 'Porch lamps', 3);
    await page.goto('/queue');
    const card = cardOf(page, 'Porch lamps');
    await expect(card).toContainText('0 of 3');
    await sendPhotos(page.request, lamps);
    await expect(card).toContainText('Completed', { timeout: 25_000 });
    await expect(card.getByRole('definition')).toHaveText(['3', '0', '3', '3']);
  });
});

test.describe('the Queue page', () => {
  test('lists batches newest first, shows failed photos with their error, retries them, and passes axe', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(60_000);
    await signIn();
    await seedCredits(page.request, { tier: 'pro-300' });
    const project = await createProject(page, 'Birch Road sale');
    const done = await createBatch(page.request, project.id, 'Dining room', 2);
    await sendPhotos(page.request, done);
    await expect.poll(async () => (await getBatch(page.request, done.id)).batch.status).toBe('completed');
    // Paused before its photos arrive, so all three are still waiting when it is cancelled.
    const slow = await createBatch(page.request, project.id, 'Basement shelves', 3);
    await batchAction(page.request, slow.id, 'pause');
    await sendPhotos(page.request, slow);

    await page.goto('/projects');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Queue' }).click();
    await expect(page).toHaveURL(/\/queue$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Queue' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Batches' }).first().getByRole('article');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAccessibleName('Basement shelves');
    await expect(cards.nth(1)).toHaveAccessibleName('Dining room');
    const dining = cardOf(page, 'Dining room');
    await expect(dining).toContainText('Birch Road sale');
    await expect(dining).toContainText('Completed');
    await expect(dining).toContainText('2 of 2 · 100%');
    await expect(dining.getByRole('definition')).toHaveText(['2', '0', '2', '2']);
    await dining.getByRole('button', { name: 'Show photos of Dining room' }).click();
    await expect(dining.getByRole('link', { name: /^Open item from/ })).toHaveCount(2);

    // Cancel asks first, then every unfinished photo fails with the spec's message and code.
    const basement = cardOf(page, 'Basement shelves');
    await basement.getByRole('button', { name: 'Cancel batch' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this batch?' });
    await confirm.getByRole('button', { name: 'Cancel batch' }).click();
    await expect(basement).toContainText('Cancelled');
    await basement.getByRole('button', { name: 'Show photos of Basement shelves' }).click();
    const jobs = basement.getByRole('list', { name: 'Photos of Basement shelves' }).getByRole('listitem');
    await expect(jobs).toHaveCount(3);
    await expect(jobs.filter({ hasText: 'Batch was cancelled by user' })).toHaveCount(3);
    await expect(jobs.first()).toContainText('batch_cancelled');
    await expect(jobs.first().getByRole('img', { name: 'Failed' })).toBeVisible();
    await shot(page, 'queue-page-desktop');
    expect(await axeViolations(page)).toEqual([]);

    // Retry failed puts them back; they succeed and link to their items.
    await basement.getByRole('button', { name: 'Retry failed (3)' }).click();
    await expect(basement).toContainText('Completed', { timeout: 20_000 });
    await expect(basement.getByRole('link', { name: /^Open item from/ })).toHaveCount(3);
    await expect(basement.getByRole('button', { name: /Retry failed/ })).toHaveCount(0);
    await expect(basement.getByRole('definition')).toHaveText(['3', '0', '3', '3']);
  });

  test('with no batches it explains the queue and offers Multiple Items; another account sees none of ours', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const project = await createProject(page, 'Private sale');
    const mine = await createBatch(page.request, project.id, 'Private batch', 2);

    await page.context().clearCookies();
    await signIn(uniqueEmail('other'));
    expect((await page.request.get(`/api/batches/${mine.id}`)).status()).toBe(404);
    await page.goto('/queue');
    await expect(page.getByRole('heading', { name: 'No batches yet' })).toBeVisible();
    await expect(page.getByText('Private batch')).toHaveCount(0);
    await expect(widgetOf(page)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'queue-page-empty-desktop');
    await page.getByRole('main').getByRole('button', { name: 'Upload multiple items' }).first().click();
    await expect(page).toHaveURL(/[?&]analyze=multi/);
  });

  test('a failed load says so and Retry loads it', async ({ page, signIn }) => {
    await signIn();
    let fail = true;
    await page.route(/\/api\/batches(\?.*)?$/, (route) =>
      fail && !route.request().url().includes('active=1')
        ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } })
        : route.fallback(),
    );
    await page.goto('/queue');
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load batch status' });
    await expect(alert).toBeVisible({ timeout: 15_000 });
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'No batches yet' })).toBeVisible();
  });
});

test('the item analysis tour points at the Queue entry, or at the widget while it is shown', async ({
  page,
  signIn,
}) => {
  const user = await signIn();
  await page.addInitScript((userId) => {
    localStorage.setItem(`tagwise:tours:${userId}`, JSON.stringify({ completedTours: ['quick-start'] }));
  }, user.userId);
  const card = page.locator('[data-tour-ui]');
  const walkToQueueStep = async () => {
    await page.goto('/projects?tour=item-analysis');
    await expect(card.getByRole('heading', { name: 'Photograph an item' })).toBeVisible();
    for (let i = 0; i < 10 && !(await card.getByRole('heading', { name: 'Many items at once' }).isVisible()); i++) {
      await card.getByRole('button', { name: 'Next' }).click();
    }
    await expect(card.getByRole('heading', { name: 'Many items at once' })).toBeVisible();
  };
  const spotlightOn = async (box: { x: number; y: number } | null) => {
    const spot = (await page.getByTestId('tour-spotlight').boundingBox())!;
    expect(Math.abs(spot.x + 6 - box!.x)).toBeLessThan(2);
    expect(Math.abs(spot.y + 6 - box!.y)).toBeLessThan(2);
  };

  await walkToQueueStep();
  const queueLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Queue' });
  await spotlightOn(await queueLink.boundingBox());

  const project = await createProject(page, 'Tour sale');
  await createBatch(page.request, project.id, 'Tour batch', 2);
  await page.evaluate((userId) => {
    localStorage.setItem(`tagwise:tours:${userId}`, JSON.stringify({ completedTours: ['quick-start'] }));
  }, user.userId);
  await walkToQueueStep();
  await expect(widgetOf(page)).toBeVisible();
  await spotlightOn(await widgetOf(page).boundingBox());
});
