import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomInt, randomUUID } from 'node:crypto';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
import { FAKE_ESTATESALES_URL } from '../playwright.config.ts';
import { axeViolations, shot } from './analysis-helpers.ts';
import { expect, test, uniqueEmail } from './fixtures.ts';
import type { Page } from '@playwright/test';

// Publishing a sale on EstateSales.NET, played by the first server's loopback fake of the site. Each test
// is its own company on the fake (its own key and organization), so tests running side by side never see
// each other's sales.

const PHOTO = readFileSync(path.resolve(import.meta.dirname, '../test-fixtures/photos/chair.webp'));

interface FakeState {
  sales: { Id: number; Name: string; IsPublished: boolean }[];
  dates: { UtcStartDate: string; UtcEndDate: string }[];
  pictures: { Description: string; Order: number; format: string }[];
}

const fakeSite = (route: string, body: unknown) =>
  fetch(`${FAKE_ESTATESALES_URL}/__fake/${route}`, { method: 'POST', body: JSON.stringify(body) });
const siteState = async (orgId: string) =>
  (await (await fetch(`${FAKE_ESTATESALES_URL}/__fake/state?orgId=${orgId}`, { method: 'POST' })).json()) as FakeState;

/** A company of its own on the fake site: an API key and an organization number. */
async function newCompany() {
  const company = { apiKey: `es-e2e-${randomUUID()}`, orgId: String(randomInt(100_000, 999_999)) };
  await fakeSite('key', company);
  return company;
}

/** A sale of `count` items priced $10, $20, ... with a photo each, through the API. */
async function seedSale(page: Page, name: string, count: number) {
  const project = (await (await page.request.post('/api/projects', { data: { name } })).json()) as Project;
  const items: Item[] = [];
  for (let n = 1; n <= count; n++) {
    const res = await page.request.post('/api/items', {
      data: { projectId: project.id, name: `Lot ${n}`, category: 'Decor', condition: 'Good', tagPrice: n * 10 },
    });
    const item = (await res.json()) as Item;
    items.push(item);
    const photo = await page.request.post(`/api/items/${item.id}/images`, {
      headers: { 'content-type': 'application/octet-stream' },
      data: PHOTO,
    });
    expect(photo.status()).toBe(201);
  }
  return { project, items };
}

test('an admin connects EstateSales.NET, publishes a sale of 25 items with 20 pictures, updates it, and sees the site’s refusal', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  const company = await newCompany();
  const admin = await signIn(uniqueEmail('listing-admin'));
  const { project, items } = await seedSale(page, 'Maple Avenue estate', 25);

  // The connection: tested, then saved, in Settings → Integrations.
  await page.goto(`/projects/${project.id}`);
  const panel = page.getByRole('region', { name: 'EstateSales.NET' });
  await expect(panel).toContainText('Connect your EstateSales.NET account first');
  await panel.getByRole('button', { name: 'Connect in Settings → Integrations' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByLabel('API key').fill(company.apiKey);
  await settings.getByLabel('Organization ID').fill(company.orgId);
  await settings.getByRole('button', { name: 'Test connection' }).click();
  await expect(settings.getByText('Connected to EstateSales.NET')).toBeVisible();
  await settings.getByRole('button', { name: 'Save credentials' }).click();
  await expect(page.getByText('EstateSales.NET credentials saved')).toBeVisible();
  await page.keyboard.press('Escape');

  // What the sale lacks, then its details in the Edit details dialog.
  await expect(panel).toContainText(LISTING_MESSAGES.needsAddress);
  await panel.getByRole('button', { name: 'Edit sale details' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit project' });
  await edit.getByLabel('Sale address').fill('418 Maple Avenue, Springfield');
  await edit.getByLabel('ZIP code').fill('62704');
  await edit.getByLabel('Time zone').selectOption('America/Chicago');
  await edit.getByRole('button', { name: 'Add a day' }).click();
  await edit.getByLabel('Day 1', { exact: true }).fill('2026-12-05');
  await edit.getByLabel('Day 1 opens').fill('09:00');
  await edit.getByLabel('Day 1 closes').fill('15:00');
  await edit.getByLabel('Terms').fill('Cash and cards. All sales final.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Sat, Dec 5, 9 AM – 3 PM')).toBeVisible();
  await expect(panel).toContainText('the photos of its 20 most valuable items (of 25 with photos)');
  expect(await axeViolations(page)).toEqual([]);

  // Publish: the listing's link and "Published", and what the site now holds.
  await panel.getByRole('button', { name: 'Publish to EstateSales.NET' }).click();
  await expect(page.getByText(LISTING_MESSAGES.published)).toBeVisible();
  await expect(panel.getByText('Published', { exact: true })).toBeVisible();
  let site = await siteState(company.orgId);
  expect(site.sales).toHaveLength(1);
  expect(site.sales[0]).toMatchObject({ Name: 'Maple Avenue estate', IsPublished: true });
  await expect(panel.getByRole('link', { name: /View the listing/ })).toHaveAttribute(
    'href',
    `https://www.estatesales.net/XX/Anytown/62704/${site.sales[0]!.Id}`,
  );
  expect(site.dates).toEqual([
    expect.objectContaining({ UtcStartDate: '2026-12-05T15:00:00.000Z', UtcEndDate: '2026-12-05T21:00:00.000Z' }),
  ]);
  expect(site.pictures).toHaveLength(20);
  expect(site.pictures.sort((a, b) => a.Order - b.Order)[0]!.Description).toBe('Lot 25');
  await expect(panel).toContainText('with 20 photos');

  // An item changes: Update sends it again, the cheapest lot now the most valuable.
  await page.request.patch(`/api/items/${items[0]!.id}`, { data: { tagPrice: 900 } });
  await panel.getByRole('button', { name: 'Update listing' }).click();
  await expect(page.getByText(LISTING_MESSAGES.updated)).toBeVisible();
  site = await siteState(company.orgId);
  expect(site.sales).toHaveLength(1);
  expect(site.pictures).toHaveLength(20);
  expect(site.pictures.sort((a, b) => a.Order - b.Order)[0]!.Description).toBe('Lot 1');

  // The site refuses: unpublished, then a balance owed keeps it from publishing again.
  await panel.getByRole('button', { name: 'Unpublish' }).click();
  await page.getByRole('dialog', { name: 'Unpublish this sale?' }).getByRole('button', { name: 'Unpublish' }).click();
  await expect(panel.getByText('Not published', { exact: true })).toBeVisible();
  await fakeSite('balance', { orgId: company.orgId, balance: 40 });
  await panel.getByRole('button', { name: 'Publish to EstateSales.NET' }).click();
  const refusal = 'Your account has a balance of $40.00. Please pay your balance before publishing.';
  await expect(panel.getByRole('alert')).toContainText(refusal);
  await expect(panel.getByRole('link', { name: /EstateSales.NET’s help on this/ })).toHaveAttribute(
    'href',
    'https://www.estatesales.net/help/account-balance',
  );
  expect(await axeViolations(page)).toEqual([]);
  // Paid: publishing again works, on the same sale.
  await fakeSite('balance', { orgId: company.orgId, balance: 0 });
  await panel.getByRole('button', { name: 'Publish to EstateSales.NET' }).click();
  await expect(panel.getByText('Published', { exact: true })).toBeVisible();
  expect((await siteState(company.orgId)).sales).toHaveLength(1);

  // A team member of this admin sees the sale but nothing of EstateSales.NET, and the server agrees.
  await page.context().clearCookies();
  await signIn(uniqueEmail('listing-member'), { subUserOf: admin.email });
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Avenue estate' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'EstateSales.NET' })).toHaveCount(0);
  for (const action of ['publish', 'update', 'unpublish']) {
    expect((await page.request.post(`/api/projects/${project.id}/estatesales/${action}`)).status()).toBe(403);
  }
});

test('offline, the EstateSales.NET card says the device is offline, not a red network error, and comes back online', async ({
  page,
  context,
  signIn,
}) => {
  await signIn();
  const project = (await (
    await page.request.post('/api/projects', { data: { name: 'Garden sale' } })
  ).json()) as Project;
  await page.goto(`/projects/${project.id}`);
  // The app kept on the device (its service worker), so a page loads without a connection.
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', undefined, {
    timeout: 30_000,
  });
  const card = page.getByRole('region', { name: 'EstateSales.NET' });
  await expect(card).toContainText('Connect your EstateSales.NET account first.');

  // The page loaded offline: the card's read fails at once.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Garden sale' })).toBeVisible();
  await expect(card.getByRole('status')).toHaveText(
    'You’re offline. What this sale’s EstateSales.NET listing needs shows here once you’re back online.',
  );
  await expect(card.getByRole('alert')).toHaveCount(0);
  await expect(card).not.toContainText('Network connection failed');
  expect(await axeViolations(page)).toEqual([]);
  await shot(page, 'estatesales-offline-desktop');
  await context.setOffline(false);
  await expect(card).toContainText('Connect your EstateSales.NET account first.');
  await expect(card.getByRole('status')).toHaveCount(0);

  // Gone offline while the page is open: what it read stays, and the card says publishing waits.
  await context.setOffline(true);
  await expect(card.getByRole('status')).toHaveText(
    'You’re offline. Publishing to EstateSales.NET waits until you’re back online.',
  );
  await expect(card).toContainText('Connect your EstateSales.NET account first.');
  await context.setOffline(false);
  await expect(card.getByRole('status')).toHaveCount(0);
});
