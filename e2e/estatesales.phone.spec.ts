import { randomInt, randomUUID } from 'node:crypto';
import type { Project } from '@tagwise/core/schemas/projects';
import { LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
import { FAKE_ESTATESALES_URL } from '../playwright.config.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';

// On a phone the Integrations tab is not shown (core-app.md section 2), so the panel says where to connect
// instead of offering a button into nothing; once connected, publishing works from the phone.

test('on a phone the sale is published from its page, and connecting is sent to a larger screen', async ({
  page,
  signIn,
}) => {
  await signIn(uniqueEmail('listing-phone'));
  const project = (await (
    await page.request.post('/api/projects', { data: { name: 'Cedar Lane' } })
  ).json()) as Project;
  await page.request.patch(`/api/projects/${project.id}`, {
    data: {
      address: '9 Cedar Lane',
      postalCode: '30301',
      timeZone: 'America/New_York',
      saleDays: [{ date: '2026-12-12', start: '08:00', end: '14:00' }],
    },
  });
  await page.goto(`/projects/${project.id}`);
  const panel = page.getByRole('region', { name: 'EstateSales.NET' });
  await expect(panel).toContainText('Connect it in Settings → Integrations on a computer or tablet.');
  await expect(panel.getByRole('button')).toHaveCount(0);

  const company = { apiKey: `es-e2e-${randomUUID()}`, orgId: String(randomInt(100_000, 999_999)) };
  await fetch(`${FAKE_ESTATESALES_URL}/__fake/key`, { method: 'POST', body: JSON.stringify(company) });
  await page.request.put('/api/integrations/estatesales', {
    data: { apiKey: company.apiKey, organizationId: company.orgId },
  });
  await page.reload();
  await expect(panel).toContainText('No item still for sale has a photo yet');
  await panel.getByRole('button', { name: 'Publish to EstateSales.NET' }).click();
  await expect(page.getByText(LISTING_MESSAGES.published)).toBeVisible();
  await expect(panel.getByRole('link', { name: /View the listing/ })).toBeVisible();
  // Nothing of the panel runs off the screen.
  const box = await panel.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // A live sale whose details became incomplete can still be taken down.
  await page.request.patch(`/api/projects/${project.id}`, { data: { postalCode: '' } });
  await page.reload();
  await expect(panel).toContainText(LISTING_MESSAGES.needsPostalCode);
  await panel.getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('dialog', { name: 'Unpublish this sale?' }).getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText(LISTING_MESSAGES.unpublished)).toBeVisible();
});
