import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

test.describe('projects and folders', () => {
  test('create, edit, file into a folder, and delete a project', async ({ page, signIn }) => {
    // Creates, edits, files, checks axe and deletes: a long walk on a busy machine.
    test.setTimeout(60_000);
    await signIn();
    await page.goto('/projects');
    await expect(page.getByText('No projects yet')).toBeVisible();

    // The spec's modal: a name is required after trimming.
    await page.getByRole('button', { name: 'New Project' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Project' });
    await create.getByLabel('Project Name').fill('   ');
    await create.getByRole('button', { name: 'Create Project' }).click();
    await expect(create.getByText('Project name is required')).toBeVisible();
    await create.getByLabel('Project Name').fill('  Maple Street Estate  ');
    await create.getByLabel('Description (optional)').fill('Three floors, mostly mid-century furniture.');
    await create.getByRole('button', { name: 'Create Project' }).click();
    await expect(create).toBeHidden();
    const card = page.getByRole('article').filter({ hasText: 'Maple Street Estate' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Three floors, mostly mid-century furniture.');

    // Sale details and the project markdown.
    await card.getByRole('button', { name: 'Actions for Maple Street Estate' }).click();
    await page.getByRole('menuitem', { name: 'Edit details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit project' });
    await edit.getByLabel('Sale address').fill('12 Maple Street, Springfield');
    await edit.getByRole('button', { name: 'Add a day' }).click();
    await edit.getByLabel('Day 1', { exact: true }).fill('2026-12-06');
    // A new project follows the account's default markdown (Settings → Pricing: 35%) until one is typed.
    await expect(edit.getByLabel('Project markdown (%)')).toHaveValue('');
    await expect(edit.getByLabel('Project markdown (%)')).toHaveAttribute('placeholder', '35% (your default)');
    await expect(edit.getByText('Leave empty to use your default markdown (35%).')).toBeVisible();
    await edit.getByLabel('Project markdown (%)').fill('140');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Percentage must be between 0 and 100')).toBeVisible();
    await edit.getByLabel('Project markdown (%)').fill('30');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Project updated successfully')).toBeVisible();
    await expect(card).toContainText('12 Maple Street, Springfield');
    // The days write the sale's dates and hours as people read them (the new day's default hours).
    await expect(card).toContainText('Sun, Dec 6, 9 AM – 3 PM');

    // Folders: create, move the project in, delete the folder; the project stays.
    await page.getByRole('button', { name: 'New Folder' }).click();
    await page.getByRole('dialog', { name: 'New folder' }).getByLabel('Folder name').fill('December sales');
    await page.getByRole('button', { name: 'Create Folder' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'December sales' })).toBeVisible();
    await card.getByRole('button', { name: 'Actions for Maple Street Estate' }).click();
    await page.getByRole('menuitem', { name: 'Move to folder' }).click();
    await page.getByRole('menuitem', { name: 'December sales' }).click();
    await expect(page.getByText('Project moved to folder')).toBeVisible();
    const folderSection = page.getByRole('region', { name: 'December sales' });
    await expect(folderSection.getByRole('article').filter({ hasText: 'Maple Street Estate' })).toBeVisible();
    await expect(folderSection).toContainText('1 project');

    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    await page.getByRole('button', { name: 'Actions for folder December sales' }).click();
    await page.getByRole('menuitem', { name: 'Delete folder' }).click();
    await page.getByRole('button', { name: 'Delete folder' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'December sales' })).toHaveCount(0);
    await expect(card).toBeVisible();

    // Delete, confirmed first.
    await card.getByRole('button', { name: 'Actions for Maple Street Estate' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete project' }).click();
    await expect(page.getByText('Project deleted successfully')).toBeVisible();
    await expect(page.getByText('No projects yet')).toBeVisible();
    await page.reload();
    await expect(page.getByText('No projects yet')).toBeVisible();
  });

  test('a failed delete puts the project back and says so', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/projects');
    await page.getByRole('button', { name: 'New Project' }).click();
    await page.getByLabel('Project Name').fill('Keep me');
    await page.getByRole('button', { name: 'Create Project' }).click();
    const card = page.getByRole('article').filter({ hasText: 'Keep me' });
    await expect(card).toBeVisible();

    await page.route('**/api/projects/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Something went wrong.' } } })
        : route.continue(),
    );
    await card.getByRole('button', { name: 'Actions for Keep me' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete project' }).click();
    await expect(page.getByText('Failed to delete project')).toBeVisible();
    await expect(card).toBeVisible();
  });
});

test('a project category markdown comes first when items are priced', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New Project' }).click();
  await page.getByLabel('Project Name').fill('Antiques weekend');
  await page.getByRole('button', { name: 'Create Project' }).click();

  await page.getByRole('button', { name: 'Actions for Antiques weekend' }).click();
  await page.getByRole('menuitem', { name: 'Category markdowns' }).click();
  const dialog = page.getByRole('dialog', { name: 'Category markdowns' });
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await expect(dialog.getByLabel('Category 1', { exact: true })).toHaveValue('Furniture'); // the spec's default row
  await dialog.getByLabel('Markdown % for category 1').fill('101');
  await dialog.getByRole('button', { name: 'Save markdowns' }).click();
  await expect(dialog.getByText('Percentage must be between 0 and 100')).toBeVisible();
  await dialog.getByLabel('Markdown % for category 1').fill('10');
  await dialog.getByRole('button', { name: 'Save markdowns' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();

  await page.getByRole('link', { name: 'Antiques weekend' }).click();
  await page.getByRole('button', { name: 'Add Item' }).click();
  const add = page.getByRole('dialog', { name: 'Add item' });
  await add.getByLabel('Item name').fill('Oak chair');
  await add.getByLabel('Category').selectOption('Furniture');
  await add.getByLabel('Retail price ($)').fill('100');
  await add.getByRole('button', { name: 'Add Item' }).click();
  // 100 x (1 - 10%) x Good 80% = 72, not the account's 35% markdown (52).
  await expect(page.getByRole('link', { name: /Oak chair/ })).toContainText('$72');
});

test('the project list shows counts and totals; changing a project markdown offers to re-price its items', async ({
  page,
  signIn,
}) => {
  await signIn();
  const res = await page.request.post('/api/projects', { data: { name: 'Birch Road' } });
  const project = (await res.json()) as { id: string };
  for (const name of ['Mirror', 'Rug']) {
    await page.request.post('/api/items', {
      data: { projectId: project.id, name, category: 'Decor', retailCents: 10_000 },
    });
  }
  await page.goto('/projects');
  const card = page.getByRole('article').filter({ hasText: 'Birch Road' });
  await expect(card).toContainText('Items2');
  await expect(card).toContainText('Retail$200');
  await expect(card).toContainText('Tag value$104'); // 2 x 100 x (1 - the account's 35%) x 80%

  await card.getByRole('button', { name: 'Actions for Birch Road' }).click();
  await page.getByRole('menuitem', { name: 'Edit details' }).click();
  await page.getByLabel('Project markdown (%)').fill('50');
  await page.getByRole('button', { name: 'Save' }).click();
  const offer = page.getByRole('dialog', { name: 'Re-price existing items?' });
  await expect(offer).toContainText('Items that change2');
  await offer.getByRole('button', { name: 'Re-price 2 items' }).click();
  await expect(page.getByText('Re-priced 2 items by the pricing rules')).toBeVisible();
  await expect(card).toContainText('Tag value$80'); // 2 x 100 x 50% x 80%
});

test('a signed-in page opened directly shows its data from the page itself, without asking the API first', async ({
  page,
  signIn,
}) => {
  await signIn();
  const res = await page.request.post('/api/projects', { data: { name: 'Cedar Court sale' } });
  const { id } = (await res.json()) as { id: string };
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) asked.push(path);
  });
  // The server sent the session and the project with the page (boot data); the cache serves them.
  await page.goto(`/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cedar Court sale' })).toBeVisible();
  await expect(page.getByText('No items in this project yet')).toBeVisible();
  expect(asked).not.toContain('/api/auth/get-session');
  expect(asked).not.toContain(`/api/projects/${id}`);
  expect(asked).not.toContain('/api/items');
  // Read once: the data does not stay in the page for a later render to pick up.
  await expect(page.locator('#boot-data')).toHaveCount(0);
});

test("a project's page loads no dialog's code until the address asks for it or the person starts working", async ({
  page,
  signIn,
}) => {
  await signIn();
  const res = await page.request.post('/api/projects', { data: { name: 'Juniper Way sale' } });
  const { id } = (await res.json()) as { id: string };
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const DIALOG_CODE =
    /\/(settings-dialog|display-preferences-dialog|reprice-offer-dialog|analysis-dialogs|queue-dialogs|zod)-/;
  const overlaysHost = page.waitForResponse(/\/account-dialogs-/);
  await page.goto(`/projects/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Juniper Way sale' })).toBeVisible();
  // The overlays' host has loaded after the first paint: what it leaves out stays out.
  await overlaysHost;
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((script) => DIALOG_CODE.test(script))).toEqual([]);

  // Opening the account menu fetches the code of the dialogs it opens; that first click also has the
  // others fetched a moment later, while the browser is idle...
  const settingsCode = page.waitForRequest(/\/settings-dialog-/);
  const analysisCode = page.waitForRequest(/\/analysis-dialogs-/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await settingsCode;
  await page.keyboard.press('Escape');
  await analysisCode;
  // ...and the address opens a dialog as before.
  await page.goto(`/projects/${id}?settings=profile`);
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
});

test('with no folder yet, Move to folder offers a new one and files the project in it', async ({ page, signIn }) => {
  await signIn();
  await page.request.post('/api/projects', { data: { name: 'Birch Lane sale' } });
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Actions for Birch Lane sale' }).click();
  await page.getByRole('menuitem', { name: 'Move to folder' }).click();
  await page.getByRole('menuitem', { name: 'New folder…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New folder' });
  await dialog.getByLabel('Folder name').fill('Spring sales');
  await dialog.getByRole('button', { name: 'Create Folder' }).click();
  const folder = page.getByRole('region', { name: 'Spring sales' });
  await expect(folder.getByRole('article').filter({ hasText: 'Birch Lane sale' })).toBeVisible();
  await expect(folder).toContainText('1 project');
});

test('a project card shows every sale day and its hours whole, on as many lines as they take', async ({
  page,
  signIn,
}) => {
  await signIn();
  const created = await page.request.post('/api/projects', { data: { name: 'Three-day sale' } });
  const { id } = (await created.json()) as { id: string };
  const patched = await page.request.patch(`/api/projects/${id}`, {
    data: {
      timeZone: 'America/Chicago',
      saleDays: [
        { date: '2026-12-04', start: '08:00', end: '15:00' },
        { date: '2026-12-05', start: '09:00', end: '14:00' },
        { date: '2026-12-06', start: '10:00', end: '13:30' },
      ],
    },
  });
  expect(patched.status()).toBe(200);
  await page.goto('/projects');
  const card = page.getByRole('article').filter({ hasText: 'Three-day sale' });
  // The last day's closing time is there, and nothing of the line is hidden past the card's edge.
  const days = card.getByRole('definition').filter({ hasText: 'Fri, Dec 4' });
  await expect(days).toContainText('10 AM – 1:30 PM');
  expect(await days.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const [line, edge] = [(await days.boundingBox())!, (await card.boundingBox())!];
  expect(line.x + line.width).toBeLessThanOrEqual(edge.x + edge.width);
});

test.describe('without the service worker (nothing of the app kept on the device yet)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a dialog first opened offline says it could not open, and opens with Try again once online', async ({
    page,
    context,
    signIn,
  }) => {
    await signIn();
    const res = await page.request.post('/api/projects', { data: { name: 'Cellar sale' } });
    const { id } = (await res.json()) as { id: string };
    await page.goto(`/projects/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cellar sale' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // An overlay opened through the address (the photo-to-item flow): Cancel takes it out of the address.
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Analyze Photos' }).click();
    const failed = page.getByRole('dialog', { name: 'This could not open' });
    await expect(failed).toContainText('Check the connection, then try again.');
    await expect(page).toHaveURL(/analyze=/);
    await failed.getByRole('button', { name: 'Cancel' }).click();
    await expect(failed).toBeHidden();
    await expect(page).not.toHaveURL(/analyze=/);

    // A form dialog: Try again, back online, opens it.
    await page.getByRole('button', { name: 'Print Tags' }).click();
    await expect(failed).toBeVisible();
    await context.setOffline(false);
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('dialog', { name: 'Print price tags' })).toBeVisible();
    await expect(failed).toBeHidden();
  });
});
