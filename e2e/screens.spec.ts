import { shot } from './analysis-helpers.ts';
import { expect, test } from './fixtures.ts';
import { box, overlaps, settledBox } from './layout-helpers.ts';

// Toasts once sat over the header's buttons, and just below the header over each page's own actions.

test('a toast covers neither the header’s buttons nor the page’s actions', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/projects');
  await page.getByRole('button', { name: 'New Folder' }).click();
  await page.getByRole('dialog', { name: 'New folder' }).getByLabel('Folder name').fill('Spring sales');
  await page.getByRole('button', { name: 'Create Folder' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Folder created' });
  await expect(toast).toBeVisible();
  const toastBox = await settledBox(toast);
  const header = page.getByRole('banner');
  for (const control of [
    header.getByRole('button', { name: 'Take Photo' }),
    header.getByRole('button', { name: 'Upload Images' }),
    header.getByRole('button', { name: /^Account menu/ }),
    page.getByRole('button', { name: 'New Folder' }),
    page.getByRole('button', { name: 'New Project' }),
    page.getByRole('button', { name: 'Actions for folder Spring sales' }),
  ]) {
    expect(overlaps(toastBox, await box(control))).toBe(false);
  }
  await shot(page, 'toast-desktop');
});
