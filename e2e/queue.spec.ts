import { BATCH_MESSAGES } from '@tagwise/core/values/batches';
import { UPLOAD_MESSAGES } from '@tagwise/core/values/batch-uploads';
import { expect, test } from './fixtures.ts';
import { axeViolations, createProject, shot, uploadedName } from './analysis-helpers.ts';
import { seedCredits } from './credits-seed.ts';
import {
  batchIdOf,
  finishedCount,
  itemCount,
  openMultipleItems,
  queuePhotos,
  readBatch,
  setFakeAiLatency,
} from './queue-helpers.ts';

// The bulk queue from the browser: Multiple Items opens a batch on the real server, the page uploads its
// photos, the server's runner analyses them with the e2e server's fake AI provider (two at a time), and
// the Bulk Upload Progress dialog follows it. The fake's latency is shared by parallel workers, but only
// this file changes it, its tests one after another; a batch is otherwise kept from finishing by holding
// its last uploads, or by the credits.

test.afterAll(async () => {
  await setFakeAiLatency(0);
});

test('60 photos become one batch: live progress, pause holds, resume finishes with 60 items', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await signIn();
  const project = await createProject(page, 'Big house');
  // The free plan's 10 credits and a pack: enough for the 60 analyses.
  await seedCredits(page.request, { packCredits: 60 });
  // Slower analyses make the progress easy to watch (nothing below depends on it).
  await setFakeAiLatency(500);
  // The last ten photos are held on their way until the batch is paused: it cannot finish before.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/batches/*/files', async (route) => {
    if (/^photo-(5[1-9]|60)-/.test(uploadedName(route) ?? '')) await released;
    return route.fallback();
  });
  const dialog = await openMultipleItems(page, project.id);
  await expect(dialog.getByLabel('Batch name')).toHaveValue(/^Big house photos, [A-Z][a-z]{2} \d{1,2} \d{2}:\d{2}$/);
  await dialog.getByLabel('Batch name').fill('Big house, first floor');
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(60));
  await expect(dialog.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem')).toHaveCount(60);
  await shot(page, 'desktop-multi-60-photos');
  await dialog.getByRole('button', { name: 'Analyze 60 items' }).click();

  const batchId = await batchIdOf(page);
  expect(page.url()).not.toContain('analyze=');
  const progress = page.getByRole('dialog', { name: 'Big house, first floor' });
  await expect(progress.getByText('Bulk Upload Progress')).toBeVisible();
  // The count moves while the dialog is open, at least twice before the batch is done.
  const seen = new Set<number>();
  await expect
    .poll(
      async () => {
        const n = await finishedCount(page);
        if (n >= 0 && n < 60) seen.add(n);
        return seen.size;
      },
      { timeout: 60_000, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(3);
  await shot(page, 'desktop-batch-running');

  await progress.getByRole('button', { name: 'Pause' }).click();
  await expect(progress.getByText('Paused', { exact: true })).toBeVisible();
  await expect(progress.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(progress.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  // Jobs already running finish; then nothing moves, even as the held photos arrive.
  await page.waitForTimeout(1_500);
  const held = await readBatch(page.request, batchId);
  expect(held.batch.status).toBe('paused');
  release();
  await expect.poll(async () => (await readBatch(page.request, batchId)).batch.received, { timeout: 20_000 }).toBe(60);
  await page.waitForTimeout(2_000);
  const still = await readBatch(page.request, batchId);
  expect(still.batch.status).toBe('paused');
  expect(still.batch.completed + still.batch.failed).toBe(held.batch.completed + held.batch.failed);
  expect(still.batch.completed).toBeLessThan(60);
  await expect(progress.getByText(BATCH_MESSAGES.manuallyPaused)).toBeVisible();
  await shot(page, 'desktop-batch-paused');
  expect(await axeViolations(page)).toEqual([]);

  await setFakeAiLatency(0);
  await progress.getByRole('button', { name: 'Resume' }).click();
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(progress.getByRole('status')).toHaveText(/^60 of 60 items\s*100%$/);
  await expect(progress.getByRole('button', { name: 'Cancel batch' })).toHaveCount(0);
  await expect(progress.getByRole('link', { name: /^Open the item from / })).toHaveCount(60);
  await progress.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await shot(page, 'desktop-batch-finished');
  expect(await axeViolations(page)).toEqual([]);
  expect(await itemCount(page.request, project.id)).toBe(60);
  const done = await readBatch(page.request, batchId);
  expect(done.batch).toMatchObject({ status: 'completed', total: 60, completed: 60, failed: 0, creditsUsed: 60 });

  // Open goes to the item; the dialog closes with the page change.
  await progress.getByRole('link', { name: /^Open the item from photo-01-/ }).click();
  await expect(page).toHaveURL(/\/items\/[0-9a-f-]{36}$/);
  await expect(progress).toBeHidden();
});

test('the dialog counts the photos being analysed apart from those waiting, and adds them up to the total', async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000);
  await signIn();
  const project = await createProject(page, 'Sunroom');
  // Slow analyses, so photos are seen with the AI. Only this file changes the fake's latency, one test at a
  // time, and an analysis already asked keeps its latency.
  await setFakeAiLatency(4_000);
  const dialog = await openMultipleItems(page, project.id);
  await dialog.getByLabel('Batch name').fill('Sunroom shelves');
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(3));
  await dialog.getByRole('button', { name: 'Analyze 3 items' }).click();
  const progress = page.getByRole('dialog', { name: 'Sunroom shelves' });
  await expect(progress.getByRole('term')).toHaveText(['Done', 'Failed', 'Analyzing', 'Waiting']);
  const counts = async () => (await progress.getByRole('definition').allTextContents()).map(Number);
  await expect
    .poll(async () => {
      const [done = 0, failed = 0, analyzing = 0, waiting = 0] = await counts();
      return analyzing > 0 && done + failed + analyzing + waiting === 3;
    })
    .toBe(true);
  await shot(page, 'desktop-batch-analyzing');
  await setFakeAiLatency(0);
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByRole('definition')).toHaveText(['3', '0', '0', '0']);
  await expect(progress.getByRole('status')).toHaveText(/^3 of 3 items\s*100%$/);
});

test('cancel: asked first, then every unfinished job fails with the spec message', async ({ page, signIn }) => {
  test.setTimeout(60_000);
  await signIn();
  const project = await createProject(page, 'Cancelled sale');
  // No credits left: every job waits (blocked), so none finishes before the cancel.
  await seedCredits(page.request, { usedThisPeriod: 10 });
  const dialog = await openMultipleItems(page, project.id);
  await dialog.getByLabel('Batch name').fill('Cancel me');
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(8));
  await dialog.getByRole('button', { name: 'Analyze 8 items' }).click();
  const batchId = await batchIdOf(page);
  const progress = page.getByRole('dialog', { name: 'Cancel me' });
  await expect.poll(async () => (await readBatch(page.request, batchId)).batch.received, { timeout: 30_000 }).toBe(8);

  const confirm = page.getByRole('dialog', { name: 'Cancel this batch?' });
  // A refused action says so, in the spec's words, and changes nothing.
  await page.route('**/api/batches/*/cancel', (route) => route.fulfill({ status: 503, json: {} }));
  await progress.getByRole('button', { name: 'Cancel batch' }).click();
  await confirm.getByRole('button', { name: 'Cancel batch' }).click();
  await expect(progress.getByRole('alert').filter({ hasText: BATCH_MESSAGES.actionFailed })).toBeVisible();
  await page.unroute('**/api/batches/*/cancel');
  expect((await readBatch(page.request, batchId)).batch.status).not.toBe('cancelled');
  // Asked first: Cancel in the question keeps the batch.
  await progress.getByRole('button', { name: 'Cancel batch' }).click();
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirm).toBeHidden();
  expect((await readBatch(page.request, batchId)).batch.status).not.toBe('cancelled');
  await progress.getByRole('button', { name: 'Cancel batch' }).click();
  await confirm.getByRole('button', { name: 'Cancel batch' }).click();

  await expect(progress.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(progress.getByRole('button', { name: /Pause|Resume|Cancel batch/ })).toHaveCount(0);
  const { jobs } = await readBatch(page.request, batchId);
  expect(jobs).toHaveLength(8);
  for (const job of jobs) {
    expect(job).toMatchObject({
      status: 'failed',
      errorCode: 'batch_cancelled',
      errorMessage: BATCH_MESSAGES.cancelledByUser,
    });
  }
  await progress.getByRole('button', { name: /^Failed \(/ }).click();
  await expect(progress.getByText(BATCH_MESSAGES.cancelledByUser)).toHaveCount(8, { timeout: 15_000 });
  await shot(page, 'desktop-batch-cancelled');
});

test('out of credits: the batch is blocked with its reason, and goes on by itself once credits are added', async ({
  page,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn();
  const project = await createProject(page, 'Quota sale');
  // The free plan's 10 credits, 8 of them used: two analyses left.
  await seedCredits(page.request, { usedThisPeriod: 8 });
  const dialog = await openMultipleItems(page, project.id);
  await dialog.getByLabel('Batch name').fill('Four items');
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(4));
  await dialog.getByRole('button', { name: 'Analyze 4 items' }).click();
  const batchId = await batchIdOf(page);
  const progress = page.getByRole('dialog', { name: 'Four items' });

  // The badge (the jobs waiting for credits say Blocked too).
  await expect(
    progress.getByRole('region', { name: 'Overall progress' }).getByText('Blocked', { exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const blocked = progress.getByRole('alert');
  await expect(blocked).toContainText(BATCH_MESSAGES.outOfCredits(10, 10));
  await expect(progress.getByRole('status')).toHaveText(/^2 of 4 items/);
  await shot(page, 'desktop-batch-blocked');
  // Get more credits opens the credits dialog of the shell, which sells packs.
  await blocked.getByRole('button', { name: 'Get more credits' }).click();
  const credits = page.getByRole('dialog', { name: 'AI credits used up' });
  await expect(credits).toBeVisible();
  await expect(credits.getByRole('button', { name: 'Purchase Credits' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(credits).toBeHidden();

  await seedCredits(page.request, { packCredits: 10 });
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(progress.getByRole('status')).toHaveText(/^4 of 4 items\s*100%$/);
  expect(await itemCount(page.request, project.id)).toBe(4);
  expect((await readBatch(page.request, batchId)).batch.creditsUsed).toBe(4);
});

test('a dropped upload is sent again with the same client id and makes exactly one item', async ({ page, signIn }) => {
  await signIn();
  const project = await createProject(page, 'Flaky basement');
  const attempts = new Map<string, number>();
  await page.route('**/api/batches/*/files', async (route) => {
    const name = uploadedName(route) ?? '';
    attempts.set(name, (attempts.get(name) ?? 0) + 1);
    if (name.startsWith('photo-02-') && attempts.get(name) === 1) {
      // The server receives it, but the answer never reaches the page: the connection dropped.
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.fallback();
  });
  const dialog = await openMultipleItems(page, project.id);
  await dialog.getByLabel('Batch name').fill('Flaky');
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(4));
  await dialog.getByRole('button', { name: 'Analyze 4 items' }).click();
  const batchId = await batchIdOf(page);
  const progress = page.getByRole('dialog', { name: 'Flaky' });
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  // The batch may finish before the retry goes (the server had the photo): the retry still goes, once.
  await expect.poll(() => [...attempts.values()].sort(), { timeout: 15_000 }).toEqual([1, 1, 1, 2]);
  await expect(progress.getByText('Upload failed')).toHaveCount(0);
  const { batch, jobs } = await readBatch(page.request, batchId);
  expect(batch).toMatchObject({ total: 4, received: 4, completed: 4 });
  expect(new Set(jobs.map((j) => j.clientFileId)).size).toBe(4);
  expect(await itemCount(page.request, project.id)).toBe(4);
});

test('offline: nothing is sent while the device has no connection, and the uploads go on when it is back', async ({
  page,
  signIn,
}) => {
  await signIn();
  const project = await createProject(page, 'No signal');
  let sent = 0;
  page.on('request', (r) => r.url().endsWith('/files') && sent++);
  // The batch is made, and the connection drops before its first photo leaves.
  await page.route('**/api/batches', async (route) => {
    const response = await route.fetch();
    await page.context().setOffline(true);
    await route.fulfill({ response });
  });
  const dialog = await openMultipleItems(page, project.id);
  await dialog.getByLabel('Batch name').fill('Basement');
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(4));
  await dialog.getByRole('button', { name: 'Analyze 4 items' }).click();
  const batchId = await batchIdOf(page);
  const progress = page.getByRole('dialog', { name: 'Basement' });
  await expect(progress.getByText(UPLOAD_MESSAGES.offline, { exact: true })).toBeVisible();
  await expect(progress.getByText('Waiting to upload')).toHaveCount(4);
  await progress.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await shot(page, 'desktop-batch-offline');
  await page.waitForTimeout(1_500);
  expect(sent).toBe(0);
  expect((await readBatch(page.request, batchId)).batch.received).toBe(0);

  // Closing or reloading the tab now would lose the photos: the page asks first.
  const leaveIsQuestioned = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await leaveIsQuestioned()).toBe(true);

  await page.context().setOffline(false);
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 30_000 });
  expect(await leaveIsQuestioned()).toBe(false);
  expect(sent).toBe(4);
  expect(await itemCount(page.request, project.id)).toBe(4);
});

test('a refused upload fails its row at once with the server message, and Retry upload sends it again', async ({
  page,
  signIn,
}) => {
  await signIn();
  const project = await createProject(page, 'Refusals');
  let refuse = true;
  await page.route('**/api/batches/*/files', (route) =>
    refuse && (uploadedName(route) ?? '').startsWith('photo-03-')
      ? route.fulfill({
          status: 413,
          json: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Photo must be smaller than 15 MB.' } },
        })
      : route.fallback(),
  );
  const dialog = await openMultipleItems(page, project.id);
  await dialog.getByLabel('Batch name').fill('Refused');
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(3));
  await dialog.getByRole('button', { name: 'Analyze 3 items' }).click();
  const progress = page.getByRole('dialog', { name: 'Refused' });
  await expect(progress.getByText('Photo must be smaller than 15 MB.')).toBeVisible();
  await expect(progress.getByText('1 item could not be sent: use Retry upload below.')).toBeVisible();
  await expect(progress.getByRole('status')).toHaveText(/^2 of 3 items/, { timeout: 20_000 });
  refuse = false;
  await progress.getByRole('button', { name: /^Retry upload of photo-03-/ }).click();
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 20_000 });
  expect(await itemCount(page.request, project.id)).toBe(3);
});

test('upload only: items named after their files, no credits used', async ({ page, signIn }) => {
  await signIn();
  const project = await createProject(page, 'Filing only');
  const dialog = await openMultipleItems(page, project.id);
  await dialog.getByLabel('Batch name').fill('Just file them');
  await dialog.getByRole('radio', { name: /Upload only/ }).check();
  const files = queuePhotos(3).map((file, i) => ({
    ...file,
    name: ['Brass_lamp.webp', 'oak-chest.webp', 'Tea set.webp'][i]!,
  }));
  await dialog.locator('input[type=file]').setInputFiles(files);
  await dialog.getByRole('button', { name: 'Upload 3 items' }).click();
  const progress = page.getByRole('dialog', { name: 'Just file them' });
  await expect(progress.getByText('Upload only', { exact: false })).toBeVisible();
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(progress.getByText(/credits? used/)).toHaveCount(0);
  const page1 = (await (await page.request.get(`/api/items?projectId=${project.id}`)).json()) as {
    items: { name: string }[];
  };
  expect(page1.items.map((i) => i.name).sort()).toEqual(['Brass lamp', 'Tea set', 'oak chest']);
  const credits = (await (await page.request.get('/api/credits')).json()) as { used: number };
  expect(credits.used).toBe(0);
});

test('studio photo goes with Analyze on Pro; a batch that cannot be opened says so and keeps the photos', async ({
  page,
  signIn,
}) => {
  await signIn();
  const project = await createProject(page, 'Studio sale');
  await seedCredits(page.request, { tier: 'pro-300' });
  let body: unknown;
  await page.route('**/api/batches', async (route) => {
    body = route.request().postDataJSON();
    await route.fulfill({ status: 503, json: {} });
  });
  const dialog = await openMultipleItems(page, project.id);
  await dialog.getByLabel('Batch name').fill('Studio');
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(2));
  const studio = dialog.getByRole('switch', { name: 'Studio photo' });
  await dialog.getByRole('radio', { name: /Upload only/ }).check();
  await expect(studio).toHaveCount(0);
  await dialog.getByRole('radio', { name: /Analyze with AI/ }).check();
  await studio.click();
  await dialog.getByRole('button', { name: 'Analyze 2 items' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Failed to upload files');
  expect(body).toEqual({
    name: 'Studio',
    projectId: project.id,
    total: 2,
    options: { mode: 'analyze', grouping: 'one-per-photo', enhancePhotos: true },
  });
  await expect(dialog.getByRole('list', { name: 'Photos to upload' }).getByRole('listitem')).toHaveCount(2);
  expect(page.url()).toContain('analyze=multi');
});

test('group photos into items: by time, then by hand with the keyboard; each group is one item', async ({
  page,
  signIn,
}) => {
  await signIn();
  const project = await createProject(page, 'Grouped');
  const dialog = await openMultipleItems(page, project.id);
  await dialog.getByLabel('Batch name').fill('Three angles');
  await dialog.getByRole('radio', { name: /Upload only/ }).check();
  await dialog.getByRole('radio', { name: /Group photos into items/ }).check();
  // Files given as buffers are all "taken" now: one item, as photos seconds apart would be.
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(4, 'angle'));
  const items = dialog.getByRole('list', { name: 'Items' }).locator(':scope > li');
  await expect(items).toHaveCount(1);
  await expect(items.first().getByRole('heading')).toHaveText('Item 1 (4 photos)');
  await shot(page, 'desktop-multi-grouped');
  expect(await axeViolations(page)).toEqual([]);

  await dialog.getByRole('button', { name: /^New item here \(angle-03-/ }).focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1).getByRole('heading')).toHaveText('Item 2 (2 photos)');
  await dialog.getByRole('button', { name: /^Join item above \(angle-03-/ }).click();
  await expect(items).toHaveCount(1);
  await dialog.getByRole('button', { name: /^New item here \(angle-02-/ }).click();
  await expect(items.nth(0).getByRole('heading')).toHaveText('Item 1 (1 photo)');
  await expect(items.nth(1).getByRole('heading')).toHaveText('Item 2 (3 photos)');

  await dialog.getByRole('button', { name: 'Upload 2 items' }).click();
  const batchId = await batchIdOf(page);
  const progress = page.getByRole('dialog', { name: 'Three angles' });
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 20_000 });
  const { batch, jobs } = await readBatch(page.request, batchId);
  expect(batch).toMatchObject({ total: 2, completed: 2, options: { grouping: 'group', mode: 'upload-only' } });
  // Three items upload at once, so the server may receive the second item first: jobs are in arrival order.
  expect(jobs.map((j) => j.photos).sort()).toEqual([1, 3]);
  expect(await itemCount(page.request, project.id)).toBe(2);
});

test('the dialog reopens from its address after a reload, and says when it cannot load', async ({ page, signIn }) => {
  await signIn();
  const project = await createProject(page, 'Reload');
  const dialog = await openMultipleItems(page, project.id);
  await dialog.getByLabel('Batch name').fill('Reloaded');
  await dialog.getByRole('radio', { name: /Upload only/ }).check();
  await dialog.locator('input[type=file]').setInputFiles(queuePhotos(2));
  await dialog.getByRole('button', { name: 'Upload 2 items' }).click();
  const batchId = await batchIdOf(page);
  const progress = page.getByRole('dialog', { name: 'Reloaded' });
  await expect(progress.getByText('Completed', { exact: true })).toBeVisible({ timeout: 20_000 });

  let fail = true;
  await page.route(`**/api/batches/${batchId}`, (route) =>
    fail ? route.fulfill({ status: 503, json: {} }) : route.fallback(),
  );
  await page.reload();
  const failed = page.getByRole('dialog', { name: 'Bulk Upload Progress' });
  await expect(failed.getByRole('alert')).toHaveText(BATCH_MESSAGES.loadFailed, { timeout: 20_000 });
  fail = false;
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(progress.getByRole('status')).toHaveText(/^2 of 2 items/);
  await progress.getByRole('button', { name: 'Close' }).click();
  await expect(progress).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
});
