import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDisplayDefaults } from '@tagwise/core/values/account-settings';

// The store keeps the last copy it handed out in the module: each test gets a fresh module.
async function freshStore() {
  vi.resetModules();
  return (await import('./display-preferences-store')).displayPreferencesStore;
}

describe('the browser copy of the display preferences', () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hands out the same object while the stored text is unchanged, a new one when it changes', async () => {
    const store = await freshStore();
    const first = store.load();
    expect(store.load()).toBe(first);
    const changed = withDisplayDefaults(null);
    changed.mainPage.showDescription = !first.mainPage.showDescription;
    store.save(changed);
    const second = store.load();
    expect(second).not.toBe(first);
    expect(second.mainPage.showDescription).toBe(changed.mainPage.showDescription);
  });

  it("keeps its object when the account's equal copy arrives, and takes the account's when it differs", async () => {
    const store = await freshStore();
    const account = withDisplayDefaults(null);
    store.save(account);
    const fromBrowser = store.load();
    // The account's copy is another object with the same content: rows keep the one they have.
    expect(store.same(structuredClone(account))).toBe(fromBrowser);
    const different = structuredClone(account);
    different.mainPage.showCategory = !account.mainPage.showCategory;
    expect(store.same(different)).toBe(different);
    expect(store.same(structuredClone(different))).toBe(different);
  });
});
