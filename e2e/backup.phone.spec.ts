import { expect, test } from './fixtures.ts';
import { shot } from './analysis-helpers.ts';
import { box } from './layout-helpers.ts';

test('on a phone, the Backup tab is in reach in Settings and its buttons fit the screen', async ({ page, signIn }) => {
  await signIn();
  await page.goto('/projects?settings=backup');
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByRole('tab', { name: 'Backup' })).toHaveAttribute('aria-selected', 'true');
  const width = page.viewportSize()!.width;
  for (const control of [
    dialog.getByRole('tab', { name: 'Backup' }),
    dialog.getByRole('button', { name: 'Download backup' }),
    dialog.getByLabel('Backup file'),
  ]) {
    await control.scrollIntoViewIfNeeded();
    const { x, width: w } = await box(control);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + w).toBeLessThanOrEqual(width);
  }
  await dialog.getByRole('tab', { name: 'Backup' }).scrollIntoViewIfNeeded();
  await shot(page, 'backup-phone');
});
