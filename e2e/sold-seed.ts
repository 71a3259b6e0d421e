import type { APIRequestContext } from '@playwright/test';
import type { Item } from '@tagwise/core/schemas/items';
import { dateInTimeZone } from '@tagwise/core/sale-schedule/sale-days';
import { expect } from './fixtures.ts';

/**
 * A sale in Chicago on its second day today, with its second and third days at 25% off: should the clock
 * pass midnight there mid-test, today becomes the third day and the prices stay the same.
 */
export async function saleOnItsSecondDay(request: APIRequestContext, name: string, items: Record<string, unknown>[]) {
  const project = (await (await request.post('/api/projects', { data: { name } })).json()) as { id: string };
  const date = (offset: number) => dateInTimeZone(new Date(Date.now() + offset * 86_400_000), 'America/Chicago');
  const res = await request.patch(`/api/projects/${project.id}`, {
    data: {
      timeZone: 'America/Chicago',
      saleDays: [-1, 0, 1].map((offset) => ({ date: date(offset), start: '08:00', end: '16:00' })),
      tagDiscountLine: 'Day 2 25% off · Day 3 25% off',
    },
  });
  expect(res.status()).toBe(200);
  const made: Item[] = [];
  for (const data of items) {
    const added = await request.post('/api/items', { data: { projectId: project.id, category: 'Decor', ...data } });
    expect(added.status()).toBe(201);
    made.push((await added.json()) as Item);
  }
  return { project, items: made };
}
