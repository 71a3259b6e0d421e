import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Item } from '@tagwise/core/schemas/items';
import type { TourId } from '../apps/web/src/features/tours/lib/tours.ts';
import { PHOTOS } from './analysis-helpers.ts';
import { expect } from './fixtures.ts';

export const tourCard = (page: Page) => page.locator('[data-tour-ui]');

/** Marks tours as completed in the person's stored progress before the page loads (their prerequisites). */
export async function completeTours(page: Page, userId: string, tours: readonly TourId[]) {
  await page.addInitScript(
    ([id, done]) =>
      localStorage.setItem(`tagwise:tours:${id}`, JSON.stringify({ offerDismissed: true, completedTours: done })),
    [userId, tours] as const,
  );
}

/**
 * A workspace with something on every screen a tour points at: a project with a priced item and, newest,
 * an item with a photo that an unsure analysis flagged for review (the test hook writes the analysis a
 * real one leaves).
 */
export async function seedTourWorkspace(request: APIRequestContext) {
  const projectRes = await request.post('/api/projects', { data: { name: 'Oak Street sale' } });
  expect(projectRes.status()).toBe(201);
  const project = (await projectRes.json()) as { id: string };
  const add = async (data: Record<string, unknown>) => {
    const res = await request.post('/api/items', { data: { projectId: project.id, ...data } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Item;
  };
  await add({ name: 'Brass table lamp', category: 'Decor', retailCents: 4_500 });
  const flagged = await add({ name: 'Unidentified item', category: 'Other', retailCents: null });
  const photo = await request.post(`/api/items/${flagged.id}/images`, {
    headers: { 'content-type': 'application/octet-stream' },
    data: readFileSync(PHOTOS.chair),
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const guesses = [{ name: 'Painted chair', category: 'Furniture', confidence: 0.34, retailPrice: null }];
  const flag = await request.post('/api/test/needs-review', { data: { itemIds: [flagged.id], guesses } });
  expect(flag.status(), await flag.text()).toBe(204);
  return { project, flagged };
}

/** A step as the person sees it: its title, and the `data-tour` mark of what it points at (null: the middle). */
export type SeenStep = readonly [title: string, target: string | null];

/**
 * Checks the step a running tour shows: its title, and that it rings the marked element named (which is on
 * screen), or shows in the middle with nothing ringed.
 */
export async function expectStep(page: Page, [title, target]: SeenStep) {
  const card = tourCard(page);
  const spotlight = page.getByTestId('tour-spotlight');
  await expect(card.getByRole('heading', { name: title, exact: true })).toBeVisible();
  if (target) {
    await expect(spotlight).toHaveAttribute('data-tour-target', target);
    const element = page.locator(`[data-tour="${target}"]:visible`).first();
    await expect(element).toBeInViewport();
    // The ring sits 6 px around its element, following it while the page settles (a list loading).
    const offset = async () => {
      const [ring, box] = await Promise.all([spotlight.boundingBox(), element.boundingBox()]);
      return ring && box ? Math.max(Math.abs(ring.x + 6 - box.x), Math.abs(ring.y + 6 - box.y)) : Infinity;
    };
    await expect.poll(offset, { message: `${title}: the ring is around ${target}` }).toBeLessThan(2);
  } else {
    await expect(spotlight).toHaveCount(0);
  }
}

/**
 * Walks a running tour to its end, checking each step it shows (expectStep). Steps whose element is missing
 * and whose text does not stand alone are passed over, so they are not in `steps`.
 */
export async function walkTour(page: Page, steps: readonly SeenStep[], tourTitle: string) {
  const card = tourCard(page);
  for (const step of steps) {
    await expectStep(page, step);
    // The last step shown says Finish, unless steps passed over come after it.
    await card.getByRole('button', { name: /^(Next|Finish)$/ }).click();
  }
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`Tour completed: ${tourTitle}`)).toBeVisible();
}
