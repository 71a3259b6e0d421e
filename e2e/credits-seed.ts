import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

export interface SeedTransaction {
  operation?: 'analysis' | 'enhancement' | 'promo';
  outcome?: 'pending' | 'completed' | 'failed';
  itemId?: string | null;
  error?: string;
}

/** Puts the signed-in workspace into a credit state through the test hook (real ledger underneath). */
export async function seedCredits(
  request: APIRequestContext,
  data: {
    tier?: string;
    status?: string;
    packCredits?: number;
    adminGrant?: number;
    transactions?: SeedTransaction[];
    usedThisPeriod?: number;
  },
) {
  const res = await request.post('/api/test/credits', { data });
  expect(res.status(), await res.text()).toBe(204);
}

/** A project with one item in it, as the analysis would have left it; returns the item's id. */
export async function createItem(request: APIRequestContext, name: string) {
  const project = (await (await request.post('/api/projects', { data: { name: `${name} sale` } })).json()) as {
    id: string;
  };
  const res = await request.post('/api/items', {
    data: { projectId: project.id, name, category: 'Furniture', retailCents: 12_000 },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
