import { expect, test } from './fixtures.ts';
import { axeViolations, shot } from './analysis-helpers.ts';

test('on a phone, the print dialog fits the screen and its download button is in reach', async ({ page, signIn }) => {
  await signIn();
  const project = (await (await page.request.post('/api/projects', { data: { name: 'Garage sale' } })).json()) as {
    id: string;
  };
  await page.request.post('/api/items', {
    data: { projectId: project.id, name: 'Toolbox', category: 'Tools', tagPrice: 20 },
  });
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Print Tags' }).click();
  const dialog = page.getByRole('dialog', { name: 'Print price tags' });
  // Targets a thumb can hit: the dialog's close button, and the smallest stock's labels (at least 24 px,
  // WCAG 2.2's minimum).
  // Measured once the dialog's opening zoom has ended.
  await dialog.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  const close = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
  expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(40);
  await dialog.getByRole('radio', { name: /Avery 5160/ }).check();
  const smallest = (await dialog.getByRole('button', { name: 'Start at label 1', exact: true }).boundingBox())!;
  expect(Math.min(smallest.width, smallest.height)).toBeGreaterThanOrEqual(24);
  await dialog.getByRole('radio', { name: /Avery 5163/ }).check();
  await expect(dialog.getByRole('button', { name: /^Start at label/ })).toHaveCount(10);
  await shot(page, 'print-tags-phone');
  const download = dialog.getByRole('button', { name: 'Download PDF' });
  await download.scrollIntoViewIfNeeded();
  await expect(download).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
  const file = page.waitForEvent('download');
  await download.click();
  expect((await file).suggestedFilename()).toBe('tags-avery-5163.pdf');
});
