import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const scan = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const path of ['/home', '/signin', '/signup', '/forgot-password', '/terms', '/privacy', '/dev/mailbox']) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await scan(page);
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  for (const path of ['/projects', '/inventory']) {
    test(`${path} (signed in) has no violations`, async ({ page, signIn }) => {
      await signIn();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await scan(page);
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('inventory with items, filters open and a selection has no violations', async ({ page, signIn }) => {
    await signIn();
    const project = (await (await page.request.post('/api/projects', { data: { name: 'Axe' } })).json()) as {
      id: string;
    };
    for (const name of ['Teapot', 'Mirror']) {
      await page.request.post('/api/items', {
        data: { projectId: project.id, name, category: 'Decor', retailCents: 4000 },
      });
    }
    await page.goto('/inventory');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: 'Select Teapot' }).click();
    await expect(page.getByRole('region', { name: 'Selected items' })).toBeVisible();
    const { violations } = await scan(page);
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  for (const [path, ready] of [
    ['/projects?settings=pricing', 'Save pricing settings'],
    ['/projects?settings=security', 'Change password'],
    ['/projects?settings=integrations', 'Save credentials'],
    ['/projects?display=1', 'Save preferences'],
  ] as const) {
    test(`${path} dialog has no violations`, async ({ page, signIn }) => {
      await signIn();
      await page.goto(path);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: ready })).toBeVisible();
      // Let the open animation finish: axe would read colours mid-fade.
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      const { violations } = await scan(page);
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
