import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { priceLocalItem } from '@tagwise/core/analysis/price-local-item';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { resolveActor, type Actor } from '../src/auth/actor.ts';
import { user } from '../src/db/schema/auth.ts';
import { findComparables } from '../src/modules/analyses/find-comparables.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Which of the workspace's own items the offline analyzer prices a new one from (issue 15: a baseball was
// priced $400 from the operator's dining table). Only items of the same kind count, and only items a person
// has confirmed: the same category is not enough, and an item still waiting for review is no evidence.

let t: TestApp;
let cookie: string;
let actor: Actor;
let project: Project;

async function add(data: Record<string, unknown>): Promise<Item> {
  const res = await t.request('/api/items', { method: 'POST', cookie, json: { projectId: project.id, ...data } });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Item;
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signUp('comparables@example.com');
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, 'comparables@example.com'));
  actor = await resolveActor(t.database.db, row!.id);
  project = (await (
    await t.request('/api/projects', { method: 'POST', cookie, json: { name: 'Elm' } })
  ).json()) as Project;
});
afterAll(() => t.close());

describe('comparables for the offline analyzer', () => {
  it('are items of the same kind a person has confirmed: never another kind of the category, never one awaiting review', async () => {
    const chair = await add({ name: 'Oak dining chair', category: 'Furniture', retailCents: 4_000 });
    // The same category, another kind of thing, priced ten times higher.
    await add({ name: 'Dining table', category: 'Furniture', retailCents: 40_000 });
    // A chair still marked Needs review: named and priced, but nobody has confirmed what it is.
    const unconfirmed = await add({ name: 'Windsor chair', category: 'Furniture', retailCents: 99_900 });
    const flagged = await t.request(`/api/items/${unconfirmed.id}`, {
      method: 'PATCH',
      cookie,
      json: { needsReview: true },
    });
    expect(flagged.status).toBe(200);
    expect(((await flagged.json()) as Item).needsReview).toBe(true);

    const comparables = await findComparables(t.database.db, actor, { category: 'Furniture', noun: 'chair' });
    expect(comparables.map((c) => c.name)).toEqual(['Oak dining chair']);
    const price = priceLocalItem({ category: 'Furniture', noun: 'chair' }, comparables);
    expect(price).toMatchObject({
      retailPrice: 40,
      comparables: [{ id: chair.id, name: 'Oak dining chair', price: 40 }],
    });
    expect(price.pricingNote).not.toContain('Dining table');
    expect(price.pricingNote).not.toContain('Windsor');

    // A table is priced from the table only, and once the Windsor chair is confirmed it counts for chairs.
    const tables = await findComparables(t.database.db, actor, { category: 'Furniture', noun: 'table' });
    expect(tables.map((c) => c.name)).toEqual(['Dining table']);
    const confirmed = await t.request(`/api/items/${unconfirmed.id}`, {
      method: 'PATCH',
      cookie,
      json: { needsReview: false },
    });
    expect(confirmed.status).toBe(200);
    const chairs = await findComparables(t.database.db, actor, { category: 'Furniture', noun: 'chair' });
    expect(chairs.map((c) => c.name).sort()).toEqual(['Oak dining chair', 'Windsor chair']);
  });
});
