import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let alice: string;
let item: Item;

const api = (cookie: string, method: string, route: string, json?: unknown) =>
  t.request(route, { method, cookie, ...(json !== undefined && { json }) });

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-listings@example.com');
  const project = (await (await api(alice, 'POST', '/api/projects', { name: 'Maple Street' })).json()) as Project;
  const res = await api(alice, 'POST', '/api/items', {
    projectId: project.id,
    name: 'Signature round casserole',
    category: 'Kitchenware',
    condition: 'Like New',
    brand: 'Le Creuset',
    materials: 'cast iron',
    tagPrice: 85,
  });
  item = (await res.json()) as Item;
});
afterAll(() => t.close());

describe('GET /api/items/:id/listing', () => {
  it("drafts a listing from the item's own fields", async () => {
    const res = await api(alice, 'GET', `/api/items/${item.id}/listing`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      title: 'Le Creuset Signature round casserole',
      condition: { ebayId: 3000, ebay: 'Used', facebook: 'Used - Like New' },
      price: 85,
      sku: item.tagCode,
      specifics: [
        { name: 'Brand', value: 'Le Creuset' },
        { name: 'Material', value: 'cast iron' },
        { name: 'Category', value: 'Kitchenware' },
      ],
    });
  });

  it('shows another workspace nothing', async () => {
    const bob = await t.signUp('bob-listings@example.com');
    expect((await api(bob, 'GET', `/api/items/${item.id}/listing`)).status).toBe(404);
    expect((await t.request(`/api/items/${item.id}/listing`)).status).toBe(401);
  });
});
