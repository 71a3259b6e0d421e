import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { overlaps } from './layout-helpers.ts';
import { seedTourWorkspace } from './tour-helpers.ts';

/** What on the page (or in the dialog) the tip's box would cover: any visible control or text outside it. */
async function coveredBy(tip: Locator) {
  const box = (await tip.boundingBox())!;
  const others = await tip.evaluate((node: Element) => {
    const scope = node.closest('[role="dialog"]') ?? document.body;
    return Array.from(scope.querySelectorAll('a, button, input, select, textarea, h1, h2, h3, p, li'))
      .filter((el) => !node.contains(el) && !el.contains(node) && el.getClientRects().length > 0)
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { text: (el.textContent ?? '').trim().slice(0, 40), x: r.x, y: r.y, width: r.width, height: r.height };
      })
      .filter((r) => r.width > 0 && r.height > 0);
  });
  return others.filter((other) => overlaps(box, other)).map((other) => other.text);
}

async function expectInFlow(page: Page, title: string) {
  const tip = page.getByRole('region', { name: `Tip: ${title}` });
  await expect(tip).toBeVisible();
  await expect(tip.getByRole('button', { name: 'Got it, hide this tip' })).toBeVisible();
  // Measured in the middle of the screen, clear of a dialog's sticky footer.
  await tip.evaluate((node: Element) => node.scrollIntoView({ block: 'center' }));
  expect(await coveredBy(tip), `${title} covers nothing`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${title}: no sideways scrolling`).toBeLessThanOrEqual(0);
  return tip;
}

test('on a phone, the first screens’ tips sit in the page, cover nothing and go with Got it', async ({
  page,
  signIn,
}) => {
  await signIn(undefined, { helpTips: true });
  await page.goto('/projects');
  await expectInFlow(page, 'Start from the camera');

  const { project, flagged } = await seedTourWorkspace(page.request);
  await page.goto('/projects');
  await expectInFlow(page, 'Tag prices follow your rules');
  await page.goto(`/projects/${project.id}`);
  const projectTip = await expectInFlow(page, 'Fill this sale with items');
  await page.goto(`/projects/${project.id}?analyze=choose`);
  await expect(page.getByRole('dialog', { name: 'Quick Analysis' })).toBeVisible();
  await expectInFlow(page, 'Which one?');
  await page.goto(`/projects/${project.id}?analyze=multi`);
  await expect(page.getByRole('dialog', { name: 'Multiple Items' })).toBeVisible();
  await expectInFlow(page, 'No need to wait');
  await page.goto(`/items/${flagged.id}`);
  await expectInFlow(page, 'Check it, then tag it');
  await page.goto('/inventory');
  await expectInFlow(page, 'Find an item at checkout');

  // A tap on Got it, and the page closes up.
  await page.goto(`/projects/${project.id}`);
  const search = page.getByRole('searchbox').or(page.getByPlaceholder('Search items or tag codes')).first();
  // The panels above the search arrive with their own reads: measure once they are all there.
  await expect(page.getByRole('heading', { name: 'EstateSales.NET' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items to review' })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  const before = (await search.boundingBox())!.y;
  await projectTip.getByRole('button', { name: 'Got it, hide this tip' }).tap();
  await expect(projectTip).toHaveCount(0);
  await expect.poll(async () => (await search.boundingBox())!.y).toBeLessThan(before);
});
