import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_DISPLAY_PREFERENCES,
  PROFILE_MESSAGES,
  type AccountSettings,
  type DisplayPreferences,
} from '@tagwise/core/schemas/account-settings';
import type { BulkResult, RepricePreview } from '@tagwise/core/schemas/bulk-items';
import type { Item, ItemDetail } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { createTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
let alice: string;
let bob: string;

function api(cookie: string, method: string, path: string, json?: unknown) {
  return t.request(path, { method, cookie, ...(json === undefined ? {} : { json }) });
}
const json = async <T>(res: Response) => {
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
});
afterAll(() => t.close());

describe('who runs the server', () => {
  it('is the first account created, unless OWNER_EMAILS names others', async () => {
    expect((await json<AccountSettings>(await api(alice, 'GET', '/api/settings/account'))).instanceOwner).toBe(true);
    expect((await json<AccountSettings>(await api(bob, 'GET', '/api/settings/account'))).instanceOwner).toBe(false);
    const named = await createTestApp({ env: { OWNER_EMAILS: 'Owner@Example.com, second@example.com' } });
    try {
      const first = await named.signUp('first@example.com');
      const owner = await named.signUp('owner@example.com');
      const read = async (cookie: string) =>
        ((await (await named.request('/api/settings/account', { cookie })).json()) as AccountSettings).instanceOwner;
      expect([await read(first), await read(owner)]).toEqual([false, true]);
    } finally {
      await named.close();
    }
  });
});

describe('account settings', () => {
  it('starts as an admin with defaults, and saves profile fields', async () => {
    const initial = await json<AccountSettings>(await api(alice, 'GET', '/api/settings/account'));
    expect(initial).toMatchObject({
      role: 'admin',
      email: 'alice@example.com',
      displayName: null,
      toursEnabled: true,
      helpTipsEnabled: true,
      displayPreferences: DEFAULT_DISPLAY_PREFERENCES,
    });
    const saved = await json<AccountSettings>(
      await api(alice, 'PATCH', '/api/settings/profile', {
        displayName: '  Alice Estate Sales ',
        phoneNumber: '+1 (555) 010-2030',
        businessName: 'Maple Estate Co.',
        toursEnabled: false,
      }),
    );
    expect(saved).toMatchObject({
      displayName: 'Alice Estate Sales',
      phoneNumber: '+1 (555) 010-2030',
      businessName: 'Maple Estate Co.',
      toursEnabled: false,
    });
    const cleared = await json<AccountSettings>(
      await api(alice, 'PATCH', '/api/settings/profile', { businessName: '' }),
    );
    expect(cleared).toMatchObject({ businessName: null, displayName: 'Alice Estate Sales' });
    expect((await json<AccountSettings>(await api(bob, 'GET', '/api/settings/account'))).displayName).toBeNull();
  });

  it('refuses a bad profile with the field message and keeps what was saved', async () => {
    const res = await api(alice, 'PATCH', '/api/settings/profile', { phoneNumber: 'call me maybe' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Phone number may contain only digits');
    expect((await json<AccountSettings>(await api(alice, 'GET', '/api/settings/account'))).phoneNumber).toBe(
      '+1 (555) 010-2030',
    );
  });

  it('stores display preferences whole and refuses a partial or mistyped set', async () => {
    const prefs: DisplayPreferences = structuredClone(DEFAULT_DISPLAY_PREFERENCES);
    prefs.mainPage.showDescription = true;
    prefs.itemPage.pricing.showConfidence = false;
    expect(await json(await api(alice, 'PUT', '/api/settings/display-preferences', prefs))).toEqual(prefs);
    expect((await json<AccountSettings>(await api(alice, 'GET', '/api/settings/account'))).displayPreferences).toEqual(
      prefs,
    );
    const bad = await api(alice, 'PUT', '/api/settings/display-preferences', { mainPage: { showDescription: 'yes' } });
    expect(bad.status).toBe(400);
  });

  it('gives sub-users their own profile but not the pricing rules', async () => {
    const carol = await t.signUpSubUser('carol@example.com', 'alice@example.com');
    const settings = await json<AccountSettings>(
      await api(carol, 'PATCH', '/api/settings/profile', { displayName: 'Carol' }),
    );
    expect(settings).toMatchObject({ role: 'sub_user', displayName: 'Carol' });
    expect((await json<AccountSettings>(await api(alice, 'GET', '/api/settings/account'))).displayName).toBe(
      'Alice Estate Sales',
    );
    const pricing = await api(carol, 'PUT', '/api/settings/pricing', {});
    expect(pricing.status).toBe(403);
    expect(await pricing.text()).toContain('Pricing settings are only accessible to admin users.');
  });

  it("shows a sub-user the workspace's business name, which only the admin changes", async () => {
    const dave = await t.signUpSubUser('dave@example.com', 'alice@example.com');
    await json(await api(alice, 'PATCH', '/api/settings/profile', { businessName: 'Maple Estate Co.' }));
    // Tags and reports print the admin's business name: that is the one the member is shown.
    expect((await json<AccountSettings>(await api(dave, 'GET', '/api/settings/account'))).businessName).toBe(
      'Maple Estate Co.',
    );
    const refused = await api(dave, 'PATCH', '/api/settings/profile', { businessName: "Dave's Deals" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      PROFILE_MESSAGES.businessNameAdminOnly,
    );
    // Refused whole: the rest of that request is not saved either, and the workspace keeps its name.
    const mixed = await api(dave, 'PATCH', '/api/settings/profile', { displayName: 'Dave', businessName: '' });
    expect(mixed.status).toBe(403);
    expect(await json<AccountSettings>(await api(dave, 'GET', '/api/settings/account'))).toMatchObject({
      displayName: null,
      businessName: 'Maple Estate Co.',
    });
    expect((await json<AccountSettings>(await api(alice, 'GET', '/api/settings/account'))).businessName).toBe(
      'Maple Estate Co.',
    );
  });

  it('names the workspace admin to a team member (who changes the plan), and to the admin nobody', async () => {
    const frank = await t.signUp('frank@example.com');
    const erin = await t.signUpSubUser('erin@example.com', 'frank@example.com');
    expect((await json<AccountSettings>(await api(erin, 'GET', '/api/settings/account'))).admin).toEqual({
      name: 'frank',
      email: 'frank@example.com',
    });
    // The name the admin goes by, once they give one.
    await json(await api(frank, 'PATCH', '/api/settings/profile', { displayName: 'Frank Maple' }));
    expect((await json<AccountSettings>(await api(erin, 'GET', '/api/settings/account'))).admin).toEqual({
      name: 'Frank Maple',
      email: 'frank@example.com',
    });
    expect((await json<AccountSettings>(await api(frank, 'GET', '/api/settings/account'))).admin).toBeNull();
  });
});

describe('re-pricing after the rules change', () => {
  it('previews how many rule-priced items change and by how much, then re-prices them keeping hand-set prices', async () => {
    const project = await json<Project>(await api(bob, 'POST', '/api/projects', { name: 'Rules' }));
    const add = async (body: Record<string, unknown>) =>
      json<Item>(
        await api(bob, 'POST', '/api/items', {
          projectId: project.id,
          name: 'Vase',
          category: 'Decor',
          retailCents: 10_000,
          ...body,
        }),
      );
    const a = await add({}); // $100 x (1 - default markdown 35%) x Good 80% = $52
    const b = await add({ condition: 'New' }); // $65
    const manual = await add({ tagPrice: 99 });
    await add({ retailCents: null });

    const none = await json<RepricePreview>(await api(bob, 'GET', '/api/items/reprice-preview'));
    expect(none).toEqual({ count: 0, tagValueBefore: 0, tagValueAfter: 0 });

    const rules = (await (await api(bob, 'GET', '/api/settings/pricing')).json()) as Record<string, unknown>;
    await json(
      await api(bob, 'PUT', '/api/settings/pricing', {
        ...rules,
        conditionMultipliers: [
          { name: 'New', percentage: 100 },
          { name: 'Good', percentage: 50 },
        ],
      }),
    );
    // Good goes 80% → 50%: only item a changes ($52 → $32.50 → $33); New and the hand-set price stay.
    const preview = await json<RepricePreview>(await api(bob, 'GET', '/api/items/reprice-preview'));
    expect(preview).toEqual({ count: 1, tagValueBefore: 52, tagValueAfter: 33 });
    expect(await json<RepricePreview>(await api(alice, 'GET', '/api/items/reprice-preview'))).toMatchObject({
      count: 0,
    });

    const result = await json<BulkResult>(
      await api(bob, 'POST', '/api/items/bulk', {
        selection: { filter: {} },
        action: { type: 'reprice-rule', keepManual: true },
      }),
    );
    expect(result).toMatchObject({ affected: 1, summary: 'Re-priced 1 item by the pricing rules' });
    const get = async (id: string) => json<ItemDetail>(await api(bob, 'GET', `/api/items/${id}`));
    expect((await get(a.id)).tagPrice).toBe(33);
    expect((await get(b.id)).tagPrice).toBe(65);
    expect(await get(manual.id)).toMatchObject({ tagPrice: 99, tagPriceSource: 'manual' });
    expect((await json<RepricePreview>(await api(bob, 'GET', '/api/items/reprice-preview'))).count).toBe(0);
  });
});
