import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import { axeViolations, shot } from './analysis-helpers.ts';
import { seedCredits } from './credits-seed.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

// Team accounts (issue 18) as a crew uses them: the admin adds a helper, the helper signs in on their own
// phone, sees the Team badge and adds an item in the admin's sale; the admin sees it with the helper's
// name, then deactivates them, and the helper's open session ends.

test('an admin adds a team member who adds an item the admin sees with their name; deactivating ends their session', async ({
  page,
  signIn,
  browser,
}) => {
  test.setTimeout(75_000);
  await signIn(uniqueEmail('crew-admin'));
  await seedCredits(page.request, { tier: 'pro-300', status: 'active' });
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Birch Lane sale' } })).json()) as {
    id: string;
  };

  await page.goto('/projects');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByText('No team members yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add team member' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a team member' });
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(dialog.getByText('Enter the team member’s name')).toBeVisible();
  const email = uniqueEmail('helper');
  await dialog.getByLabel('Name').fill('Robin Helper');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill('Birch-lane-42');
  await dialog.getByRole('button', { name: 'Add member' }).click();
  await expect(page.getByText(TEAM_MESSAGES.created)).toBeVisible();
  const members = page.getByRole('list', { name: 'Team members' });
  await expect(members).toContainText('Robin Helper');
  await expect(members).toContainText(email);
  await expect(members).toContainText('Active');
  await shot(page, 'team-desktop');
  expect(await axeViolations(page)).toEqual([]);

  // The helper, on their own device: signs in with what the admin chose, and works in the admin's sale.
  const phone = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const helper = await phone.newPage();
  await helper.goto('/signin');
  await helper.getByLabel('Email').fill(email);
  await helper.getByLabel('Password', { exact: true }).fill('Birch-lane-42');
  await helper.getByRole('button', { name: 'Sign In' }).click();
  await expect(helper).toHaveURL(/\/projects/);
  await expect(helper.getByText('Team', { exact: true })).toBeVisible();
  await helper.getByRole('link', { name: 'Birch Lane sale' }).click();
  await helper.getByRole('button', { name: 'Add Item' }).click();
  const add = helper.getByRole('dialog', { name: 'Add item' });
  await add.getByLabel('Item name').fill('Cast iron skillet');
  await add.getByLabel('Category').selectOption('Kitchenware');
  await add.getByLabel('Retail price ($)').fill('40');
  await add.getByRole('button', { name: 'Add Item' }).click();
  await expect(helper.getByRole('link', { name: /Cast iron skillet/ })).toBeVisible();
  // Billing, the team and the pricing rules are the admin's.
  await helper.goto('/team');
  await expect(helper.getByText('Only your account admin manages the team')).toBeVisible();

  // The admin sees the item, with who added it.
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('link', { name: /Cast iron skillet/ }).click();
  await expect(page.getByTestId('item-added-by')).toContainText('Added by Robin Helper');

  // Deactivated: the helper's open session ends at their next request, and signing in is refused.
  await page.goto('/team');
  await page.getByRole('button', { name: 'Actions for Robin Helper' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate Robin Helper?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByText(TEAM_MESSAGES.deactivatedToast)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Team members' })).toContainText('Deactivated');

  await helper.goto('/projects');
  await expect(helper).toHaveURL(/\/signin/);
  await helper.getByLabel('Email').fill(email);
  await helper.getByLabel('Password', { exact: true }).fill('Birch-lane-42');
  await helper.getByRole('button', { name: 'Sign In' }).click();
  await expect(helper.getByText(TEAM_MESSAGES.deactivated)).toBeVisible();
  await phone.close();
});

test('below Pro the team page says why and leads to the plans', async ({ page, signIn }) => {
  await signIn(uniqueEmail('solo'));
  await page.goto('/team');
  await expect(page.getByText(TEAM_MESSAGES.needsPro)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add team member' })).toHaveCount(0);
  await page.getByRole('link', { name: 'See the Pro plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
});

test("a team member cannot delete the admin's project, change its markdowns or re-price by the rules; the server refuses too", async ({
  page,
  signIn,
}) => {
  const admin = uniqueEmail('owner');
  await signIn(admin);
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Oak Hill sale' } })).json()) as {
    id: string;
  };
  for (const name of ['Mirror', 'Rug']) {
    await page.request.post('/api/items', {
      data: { projectId: project.id, name, category: 'Decor', retailCents: 10_000 },
    });
  }
  await page.context().clearCookies();
  await signIn(uniqueEmail('helper'), { subUserOf: admin });

  // The project's menu keeps what a helper does (the sale's details, folders), without Delete or markdowns.
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Actions for Oak Hill sale' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Move to folder' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Category markdowns' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit project' });
  await expect(edit.getByLabel('Sale address')).toBeVisible();
  await expect(edit.getByLabel('Project markdown (%)')).toHaveCount(0);
  await edit.getByLabel('Sale address').fill('4 Oak Hill Road');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Project updated successfully')).toBeVisible();
  // Saved without a markdown, so no re-pricing was offered.
  await expect(page.getByRole('dialog', { name: 'Re-price existing items?' })).toHaveCount(0);
  await shot(page, 'team-member-projects');

  // Bulk re-pricing keeps the percentage, not the pricing rules.
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('checkbox', { name: 'Select all items shown' }).click();
  await page.getByRole('region', { name: 'Selected items' }).getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: 'Re-price…' }).click();
  const reprice = page.getByRole('dialog', { name: 'Re-price' });
  await expect(reprice.getByRole('textbox', { name: 'Percentage' })).toBeVisible();
  await expect(reprice.getByText('Apply the pricing rules again')).toHaveCount(0);
  await reprice.getByRole('button', { name: 'Cancel' }).click();
  // Nor does the re-price offer open from an address.
  await page.goto(`/projects/${project.id}?reprice=${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Oak Hill sale' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Re-price existing items?' })).toHaveCount(0);

  // The server refuses what the screens no longer offer.
  expect((await page.request.delete(`/api/projects/${project.id}`)).status()).toBe(403);
  const markdown = await page.request.patch(`/api/projects/${project.id}`, { data: { markdownPercentage: 90 } });
  expect(markdown.status()).toBe(403);
  expect(await markdown.json()).toEqual({
    error: { code: 'FORBIDDEN', message: "Only your account admin can change a project's markdowns." },
  });
  const kept = (await (await page.request.get(`/api/projects/${project.id}`)).json()) as { markdownPercentage: null };
  expect(kept.markdownPercentage).toBeNull();
});
