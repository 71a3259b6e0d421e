import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What the seeded workspace holds, as the database sums it (the test hook's own query). */
export interface SeededWorkspace {
  projectId: string;
  workspace: { items: number; retailCents: number; tagValue: number; sold: number; soldValue: number };
}

/**
 * A project of `count` items made in one statement by the test hook (the API would take minutes for
 * 10,000), spread over every category, condition and status, some sold with AI price events.
 */
export async function seedItems(request: APIRequestContext, count: number, projectName = 'Maple Street estate') {
  const res = await request.post('/api/test/items', { data: { projectName, count }, timeout: 120_000 });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as SeededWorkspace;
}

const money = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 0 });
/** $2,395,734 or $1,250.50, as the page writes money. */
export const dollars = (amount: number) =>
  `$${Number.isInteger(amount) ? money.format(amount) : amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
