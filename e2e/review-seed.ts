import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { AnalysisGuess, Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { expect } from './fixtures.ts';
import { PHOTOS } from './analysis-helpers.ts';

// A workspace with items an unsure analysis flagged for review, made through the API and the test hook
// (the offline analyzer would need photos that fool it), and a few priced Kitchenware items to take a
// median from: $10, $14 and $30, so the median is $14.

export const KITCHENWARE_PRICES = [1_000, 1_400, 3_000];

export interface ReviewSeed {
  project: Project;
  /** The flagged items, in the order the review screen shows them (oldest first). */
  flagged: Item[];
}

async function addPhoto(request: APIRequestContext, itemId: string, path: string) {
  const res = await request.post(`/api/items/${itemId}/images`, {
    headers: { 'content-type': 'application/octet-stream' },
    data: readFileSync(path),
  });
  expect(res.status(), await res.text()).toBe(201);
}

export async function seedReview(
  request: APIRequestContext,
  { projectName = 'Elm Street sale', count = 3 }: { projectName?: string; count?: number } = {},
): Promise<ReviewSeed> {
  const projectRes = await request.post('/api/projects', { data: { name: projectName } });
  expect(projectRes.status()).toBe(201);
  const project = (await projectRes.json()) as Project;
  const add = async (data: Record<string, unknown>) => {
    const res = await request.post('/api/items', { data: { projectId: project.id, ...data } });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Item;
  };
  for (const [i, retailCents] of KITCHENWARE_PRICES.entries()) {
    await add({ name: `Priced pot ${i + 1}`, category: 'Kitchenware', retailCents });
  }
  const flagged: Item[] = [];
  for (let i = 0; i < count; i++) {
    const item = await add({ name: 'Unidentified item', category: 'Other', retailCents: null });
    await addPhoto(request, item.id, i % 2 ? PHOTOS.cup : PHOTOS.chair);
    // The second item has a second photo, to look at from the review screen.
    if (i === 1) await addPhoto(request, item.id, PHOTOS.chair);
    flagged.push(item);
  }
  const guesses: AnalysisGuess[] = [
    { name: 'Blue teacup', category: 'Kitchenware', confidence: 0.34, retailPrice: null },
    { name: 'Sugar bowl', category: 'Kitchenware', confidence: 0.21, retailPrice: null },
  ];
  const res = await request.post('/api/test/needs-review', { data: { itemIds: flagged.map((i) => i.id), guesses } });
  expect(res.status(), await res.text()).toBe(204);
  return { project, flagged };
}
