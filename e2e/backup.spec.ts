import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';

const CHAIR = path.resolve(import.meta.dirname, '../test-fixtures/photos/chair_1600.jpg');

async function openBackupTab(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await dialog.getByRole('tab', { name: 'Backup' }).click();
  return dialog;
}

test('a workspace backed up from Settings is restored into a second account with its projects, items and photos', async ({
  page,
  signIn,
}) => {
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Birch Lane' } })).json()) as {
    id: string;
  };
  const item = (await (
    await page.request.post('/api/items', {
      data: { projectId: project.id, name: 'Walnut side table', category: 'Furniture', retailCents: 20_000 },
    })
  ).json()) as { id: string };
  const photo = await page.request.post(`/api/items/${item.id}/images`, {
    data: readFileSync(CHAIR),
    headers: { 'content-type': 'application/octet-stream' },
  });
  expect(photo.status()).toBe(201);

  await page.goto('/projects');
  let dialog = await openBackupTab(page);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download backup' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tagwise-backup-\d{4}-\d\d-\d\d\.zip$/);
  await expect(dialog.getByText(/1 item, 1 photo\)/)).toBeVisible();
  const zip = await file.path();

  // A second account, as on a fresh installation: it starts empty.
  await page.context().clearCookies();
  await signIn(uniqueEmail('restored'));
  await page.goto('/projects');
  dialog = await openBackupTab(page);
  await dialog.getByLabel('Backup file').setInputFiles(zip);
  await dialog.getByRole('button', { name: 'Restore backup' }).click();
  await expect(dialog.getByText('Restored 1 project, 1 item and 1 photo.')).toBeVisible();
  await shot(page, 'backup-restored-desktop');
  expect(await axeViolations(page)).toEqual([]);

  // Restoring again would merge: refused with the reason.
  await dialog.getByLabel('Backup file').setInputFiles(zip);
  await dialog.getByRole('button', { name: 'Restore backup' }).click();
  await expect(dialog.getByText(/Restore needs an empty workspace: this one already has 1 project/)).toBeVisible();

  await page.keyboard.press('Escape');
  await page.goto('/inventory');
  const list = page.getByRole('list', { name: 'Items' });
  await expect(list).toContainText('Walnut side table');
  await page.goto('/projects');
  await expect(page.getByText('Birch Lane')).toBeVisible();
});
