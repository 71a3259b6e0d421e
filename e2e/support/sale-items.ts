import type { APIRequestContext } from '@playwright/test';
import type { Item } from '@tagwise/core/schemas/items';

/**
 * A project "Maple Street" with three priced items (Walnut credenza $240, Pyrex mixing bowls $18, Brass
 * floor lamp $65), made through the API as the signed-in person of `request`.
 */
export async function seedSaleItems(request: APIRequestContext) {
  const project = (await (await request.post('/api/projects', { data: { name: 'Maple Street' } })).json()) as {
    id: string;
  };
  const items: Item[] = [];
  for (const [name, tagPrice] of [
    ['Walnut credenza', 240],
    ['Pyrex mixing bowls', 18],
    ['Brass floor lamp', 65],
  ] as const) {
    const res = await request.post('/api/items', {
      data: { projectId: project.id, name, category: 'Furniture', tagPrice },
    });
    items.push((await res.json()) as Item);
  }
  return { project, items };
}
