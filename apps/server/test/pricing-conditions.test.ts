import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConditionUsage, PricingSettings } from '@tagwise/core/pricing/pricing-settings';
import type { Item } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { user, userSettings } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Poor and Unknown items are priced by a rule (Poor 50% by default, Unknown as Good), the migration that
// gave existing accounts the Poor rule, and the count of conditions in use behind the pricing tab's warning.

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
});
afterAll(() => t.close());

const api = (cookie: string, method: string, path: string, json?: unknown) =>
  t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
const body = async <T>(res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
};

async function addItems(cookie: string, conditions: string[]) {
  const project = await body<Project>(await api(cookie, 'POST', '/api/projects', { name: 'Sale' }));
  // A markdown of the project's own, which the prices below assume (a new one follows the account's 35%).
  await body(await api(cookie, 'PATCH', `/api/projects/${project.id}`, { markdownPercentage: 40 }));
  const items: Item[] = [];
  for (const condition of conditions) {
    items.push(
      await body<Item>(
        await api(cookie, 'POST', '/api/items', {
          projectId: project.id,
          name: `Lamp (${condition})`,
          category: 'Decor',
          condition,
          retailCents: 32_300,
        }),
      ),
    );
  }
  return items;
}

describe('condition rules', () => {
  it('prices a Poor lamp below a Good one, and Unknown as Good, saying so', async () => {
    const [good, poor, unknown] = await addItems(alice, ['Good', 'Poor', 'Unknown']);
    // Retail $323, project markdown 40% = $193.80.
    expect(good!.tagPrice).toBe(155);
    expect(poor!.tagPrice).toBe(97);
    expect(poor!.priceBreakdown).toContain('Poor 50%');
    expect(unknown!.tagPrice).toBe(155);
    expect(unknown!.priceBreakdown).toContain('Unknown, priced as Good 80%');
    const rules = await body<PricingSettings>(await api(alice, 'GET', '/api/settings/pricing'));
    expect(rules.conditionMultipliers.map((c) => c.name)).toEqual(['New', 'Like New', 'Good', 'Fair', 'Poor']);
  });

  it("counts the workspace's items per condition for the pricing tab, and nobody else's", async () => {
    await addItems(bob, ['Poor', 'Poor', 'Fair']);
    const usage = await body<ConditionUsage>(await api(bob, 'GET', '/api/settings/pricing/condition-usage'));
    expect(usage.conditions).toEqual([
      { condition: 'Poor', items: 2 },
      { condition: 'Fair', items: 1 },
    ]);
    expect((await t.request('/api/settings/pricing/condition-usage')).status).toBe(401);
    const helper = await t.signUpSubUser('helper@example.com', 'bob@example.com');
    expect((await api(helper, 'GET', '/api/settings/pricing/condition-usage')).status).toBe(403);
  });
});

describe('migration 0013: the Poor rule for existing accounts', () => {
  it('adds Poor at 50% to stored lists without it and changes nothing else', async () => {
    const db = t.database.db;
    const ids = await Promise.all(
      ['custom', 'has-poor', 'unset', 'full'].map(async (name) => {
        await t.signUp(`${name}@example.com`);
        const [row] = await db
          .select({ id: user.id })
          .from(user)
          .where(eq(user.email, `${name}@example.com`));
        return row!.id;
      }),
    );
    const [custom, hasPoor, unset, full] = ids as [string, string, string, string];
    const customRules = [
      { name: 'Mint', percentage: 120 },
      { name: 'Good', percentage: 65 },
    ];
    const twenty = Array.from({ length: 20 }, (_, i) => ({ name: `Grade ${i}`, percentage: 100 - i }));
    await db
      .insert(userSettings)
      .values([
        { userId: custom, conditionMultipliers: customRules },
        { userId: hasPoor, conditionMultipliers: [{ name: ' poor ', percentage: 20 }] },
        { userId: unset },
        { userId: full, conditionMultipliers: twenty },
      ]);

    const migration = readFileSync(
      new URL('../src/db/migrations/0013_poor_condition_rule.sql', import.meta.url),
      'utf8',
    );
    await db.execute(sql.raw(migration));

    const rules = async (id: string) =>
      (await db.select().from(userSettings).where(eq(userSettings.userId, id)))[0]!.conditionMultipliers;
    expect(await rules(custom)).toEqual([...customRules, { name: 'Poor', percentage: 50 }]);
    expect(await rules(hasPoor)).toEqual([{ name: ' poor ', percentage: 20 }]);
    expect(await rules(unset)).toBeNull();
    // At the limit of 20 rules a 21st would make the list unsavable; the pricing tab warns instead.
    expect(await rules(full)).toEqual(twenty);
  });
});
