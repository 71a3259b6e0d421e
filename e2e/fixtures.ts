import { test as base, expect, type BrowserContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { SCREEN_TIP_IDS, screenTipsKey } from '../apps/web/src/lib/screen-tip-ids.ts';

export { expect };

export interface TestUser {
  email: string;
  userId: string;
}

/** A unique address per test, so tests never share accounts and can run in any order. */
export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

export const test = base.extend<{
  /** Signs a user in by creating the session on the server directly (no form, no rate limit). */
  signIn: (
    email?: string,
    options?: { subUserOf?: string; tourOffer?: boolean; helpTips?: boolean },
  ) => Promise<TestUser>;
  /** Ends every session of that user on the server, as an expiry or a sign-out elsewhere would. */
  expireSessions: (email: string) => Promise<void>;
}>({
  signIn: async ({ page }, use) => {
    await use(async (email = uniqueEmail('signed-in'), { tourOffer = false, helpTips = false, ...options } = {}) => {
      const res = await page.request.post('/api/test/sessions', { data: { email, ...options } });
      expect(res.status()).toBe(200);
      const body = (await res.json()) as { userId: string; cookies: Parameters<BrowserContext['addCookies']>[0] };
      await page.context().addCookies(body.cookies);
      // A new account is offered the quick-start tour; tests about other screens answer it beforehand.
      if (!tourOffer) {
        await page.addInitScript((userId) => {
          const key = `tagwise:tours:${userId}`;
          if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ offerDismissed: true }));
        }, body.userId);
      }
      // The first screens' help tips too: tests about them ask for them, the others start with them dismissed.
      if (!helpTips) {
        await page.addInitScript(
          ([key, ids]) => {
            if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(ids));
          },
          [screenTipsKey(body.userId), SCREEN_TIP_IDS] as const,
        );
      }
      return { email, userId: body.userId };
    });
  },
  expireSessions: async ({ page }, use) => {
    await use(async (email) => {
      const res = await page.request.delete('/api/test/sessions', { data: { email } });
      expect(res.status()).toBe(204);
    });
  },
});
