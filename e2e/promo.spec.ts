import type { Page } from '@playwright/test';
import { OFFLINE_URL } from '../playwright.config.ts';
import { fakePromo } from '../apps/server/test/fakes/ai-provider-server.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';

// A sale's promotional material: on the main server the AI provider is the loopback fake (it answers a
// promo request with fakePromo()); on the offline server there is no provider and the template writes it.

async function saleWithItems(page: Page) {
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Hartley Family' } })).json()) as {
    id: string;
  };
  await page.request.patch(`/api/projects/${project.id}`, {
    data: { address: '12 Elm Street, Springfield', saleDates: 'May 3-4', saleTimes: '8am-2pm' },
  });
  for (const item of [
    { name: 'Walnut sideboard', category: 'Furniture', tagPrice: 450 },
    { name: 'Cast iron skillet', category: 'Kitchenware', tagPrice: 25 },
  ]) {
    const res = await page.request.post('/api/items', { data: { projectId: project.id, condition: 'Good', ...item } });
    expect(res.status()).toBe(201);
  }
  return project;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('an AI provider writes the promotional material; edits save, fields copy, and regenerating replaces them', async ({
  page,
  context,
  signIn,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn();
  const project = await saleWithItems(page);
  const written = fakePromo();
  await page.goto(`/projects/${project.id}/promo`);
  await expect(page.getByRole('heading', { level: 1, name: 'Promotional material' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No promotional material yet' })).toBeVisible();
  await expect(page.getByText('It costs 1 AI credit.')).toBeVisible();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue(written.title);
  await expect(page.getByText(/Written by AI \(openai, gpt-4o-mini\)/)).toBeVisible();
  await expect(page.getByLabel('Post 2', { exact: true })).toHaveValue(written.socialMediaPosts[1]!);
  await expect(page.getByRole('group', { name: 'Idea 3' }).getByLabel('Concept', { exact: true })).toHaveValue(
    written.visualIdeas[2]!.concept,
  );
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'promo-desktop');

  // A field left empty is refused in place; a proper edit saves and survives a reload.
  const summary = page.getByLabel('Summary', { exact: true });
  await summary.fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Summary is required')).toBeVisible();
  await summary.fill('Fifty years of treasures in one house.');
  await title.fill('Hartley Family Sale: Walnut, Art and Skillets');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Promotional material saved')).toBeVisible();
  await page.reload();
  await expect(title).toHaveValue('Hartley Family Sale: Walnut, Art and Skillets');
  await expect(page.getByText(/Edited /)).toBeVisible();

  await page.getByRole('button', { name: 'Copy title' }).click();
  await expect(page.getByText('Title copied')).toBeVisible();
  expect(await clipboard(page)).toBe('Hartley Family Sale: Walnut, Art and Skillets');
  await page.getByRole('button', { name: 'Copy post 3' }).click();
  expect(await clipboard(page)).toBe(written.socialMediaPosts[2]);
  await page.getByRole('button', { name: 'Copy idea 1', exact: true }).click();
  expect(await clipboard(page)).toContain(`${written.visualIdeas[0]!.concept}\nFocus: Painted wooden chair`);

  await page.getByRole('button', { name: 'Regenerate' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('including your edits');
  await expect(confirm).toContainText('It costs 1 AI credit.');
  await confirm.getByRole('button', { name: 'Regenerate' }).click();
  await expect(title).toHaveValue(written.title);
  await expect(summary).toHaveValue(written.summary);

  await page.getByRole('link', { name: 'Back to project' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));

  await page.setViewportSize({ width: 412, height: 915 });
  await page.goBack();
  await expect(title).toHaveValue(written.title);
  await shot(page, 'promo-phone');
});

test.describe('with no AI provider', () => {
  test.use({ baseURL: OFFLINE_URL });

  test('the template writes it from the sale and its items, free, and says it is a template', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const project = await saleWithItems(page);
    await page.goto(`/projects/${project.id}/promo`);
    await expect(page.getByText('It is written from a template, free of charge.')).toBeVisible();
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('note')).toContainText('Written from a template (no AI provider is set up)');
    await expect(page.getByLabel('Summary', { exact: true })).toHaveValue(/Walnut sideboard \(\$450\)/);
    await expect(page.getByLabel('Facebook event text', { exact: true })).toHaveValue(
      /Where: 12 Elm Street, Springfield/,
    );
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'promo-template-desktop');
  });
});
