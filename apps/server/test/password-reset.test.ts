import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { PASSWORD_TOO_SHORT_MESSAGE } from '@tagwise/core/schemas/auth';
import { PASSWORD_TOO_COMMON_MESSAGE } from '@tagwise/core/values/common-passwords';
import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import { account, session, user, verification } from '../src/db/schema/auth.ts';
import { mailOutbox } from '../src/db/schema/mail.ts';
import { teamMembers } from '../src/db/schema/team.ts';
import { createTestApp, sessionCookie, type TestApp } from './support/test-app.ts';

// "Forgot password?": a link by e-mail (the outbox, without SMTP), better-auth's callback to our page, the new
// password under sign-up's rules, every session ended, and nothing told about who has an account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, password: string) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
const askForLink = (email: string, headers?: Record<string, string>) =>
  t.request('/api/auth/request-password-reset', {
    method: 'POST',
    json: { email, redirectTo: '/reset-password' },
    headers,
  });
const resetPassword = (token: string, newPassword: string) =>
  t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });

/** The mails the outbox holds for this address, oldest first. */
const mailsTo = (email: string) =>
  t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.createdAt);

/** The one reset mail sent to the address: its link, followed as the browser would. */
async function followLink(email: string) {
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(mails[0]!.textBody)![0];
  const url = new URL(link);
  const opened = await t.request(url.pathname + url.search, { redirect: 'manual' });
  expect(opened.status).toBe(302);
  return { mail: mails[0]!, link: url, landing: new URL(opened.headers.get('location')!) };
}

async function tokenFor(email: string) {
  const { landing } = await followLink(email);
  return landing.searchParams.get('token')!;
}

describe('forgot password', () => {
  it('e-mails a link that leads to the reset page; the new password works, the old one and every session do not', async () => {
    const email = 'forgetful@example.com';
    const here = await t.signUp(email, 'old-horse-7');
    const there = sessionCookie(await signIn(email, 'old-horse-7'));

    const asked = await askForLink(email);
    expect(asked.status).toBe(200);
    const { mail, link, landing } = await followLink(email);
    expect(mail.subject).toBe('Reset your Tagwise password');
    expect(mail.textBody).toContain('The link works for 1 hour, once.');
    expect(mail.textBody).toContain('If you did not ask for this, ignore this message.');
    expect(link.origin).toBe(t.config.publicUrl);
    // better-auth's callback checks the token and hands it to our page.
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;
    expect(token).toMatch(/^\w{20,}$/);
    // The link is valid for an hour.
    const [row] = await t.database.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    const minutesLeft = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(58);
    expect(minutesLeft).toBeLessThanOrEqual(60);

    const ended: string[] = [];
    const unsubscribe = t.bus.subscribe((message) => {
      if (message.topic === 'sessions-ended') ended.push(message.userId);
    });
    const reset = await resetPassword(token, 'new-horse-8');
    expect(reset.status, await reset.clone().text()).toBe(200);
    unsubscribe();
    // The account's open event streams are told at once (events/session-ends.ts).
    expect(ended).toEqual([row!.value]);
    // A reset signs no one in: the person signs in with the new password.
    expect(reset.headers.getSetCookie().some((c) => c.startsWith('tagwise.session_token='))).toBe(false);

    expect((await signIn(email, 'old-horse-7')).status).toBe(401);
    expect((await signIn(email, 'new-horse-8')).status).toBe(200);
    for (const cookie of [here, there]) expect((await t.request('/api/projects', { cookie })).status).toBe(401);
  });

  it('answers an unknown address exactly as a known one, and sends nothing', async () => {
    await t.signUp('known@example.com', 'known-horse-7');
    const known = await askForLink('known@example.com');
    const unknown = await askForLink('nobody-here@example.com');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
    expect(await mailsTo('known@example.com')).toHaveLength(1);
  });

  it('refuses a short or common new password with the sign-up messages, and the link still works after', async () => {
    const email = 'weak@example.com';
    await t.signUp(email, 'weak-horse-7');
    await askForLink(email);
    const token = await tokenFor(email);

    const common = await resetPassword(token, 'password1');
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: PASSWORD_TOO_COMMON_MESSAGE });
    const short = await resetPassword(token, 'ab12');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { code: string }).code).toBe('PASSWORD_TOO_SHORT');
    // The web app words PASSWORD_TOO_SHORT as sign-up does.
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Password must be at least 6 characters long');
    expect((await signIn(email, 'weak-horse-7')).status).toBe(200);

    expect((await resetPassword(token, 'strong-horse-9')).status).toBe(200);
    expect((await signIn(email, 'strong-horse-9')).status).toBe(200);
  });

  it('refuses a link used once already, at the page and at the reset', async () => {
    const email = 'twice@example.com';
    await t.signUp(email, 'twice-horse-7');
    await askForLink(email);
    const { link } = await followLink(email);
    const token = link.pathname.split('/').at(-1)!;
    expect((await resetPassword(token, 'first-new-7')).status).toBe(200);

    const again = await resetPassword(token, 'second-new-7');
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe('INVALID_TOKEN');
    const reopened = await t.request(link.pathname + link.search, { redirect: 'manual' });
    const landing = new URL(reopened.headers.get('location')!);
    expect(landing.pathname).toBe('/reset-password');
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN');
    expect((await signIn(email, 'first-new-7')).status).toBe(200);
  });

  it('refuses an expired link, at the page and at the reset', async () => {
    const email = 'late@example.com';
    await t.signUp(email, 'late-horse-7');
    await askForLink(email);
    const { link } = await followLink(email);
    const token = link.pathname.split('/').at(-1)!;
    // An hour and a bit later.
    await t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verification.identifier, `reset-password:${token}`));

    const reopened = await t.request(link.pathname + link.search, { redirect: 'manual' });
    expect(new URL(reopened.headers.get('location')!).searchParams.get('error')).toBe('INVALID_TOKEN');
    const late = await resetPassword(token, 'too-late-7');
    expect(late.status).toBe(400);
    expect(((await late.json()) as { code: string }).code).toBe('INVALID_TOKEN');
    expect((await signIn(email, 'late-horse-7')).status).toBe(200);
  });

  it('keeps a deactivated team member out after a reset', async () => {
    const adminEmail = 'reset-admin@example.com';
    await t.signUp(adminEmail);
    const memberEmail = 'reset-member@example.com';
    await t.signUpSubUser(memberEmail, adminEmail);
    const [member] = await t.database.db.select().from(user).where(eq(user.email, memberEmail));
    const [admin] = await t.database.db.select().from(user).where(eq(user.email, adminEmail));
    await t.database.db.insert(teamMembers).values({
      subUserId: member!.id,
      adminUserId: admin!.id,
      displayName: 'Paused',
      email: memberEmail,
      isActive: false,
    });

    await askForLink(memberEmail);
    expect((await resetPassword(await tokenFor(memberEmail), 'member-new-7')).status).toBe(200);
    const refused = await signIn(memberEmail, 'member-new-7');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(TEAM_MESSAGES.deactivated);
    expect(await t.database.db.select().from(session).where(eq(session.userId, member!.id))).toEqual([]);
  });

  it('gives an account made with Google (no password) a password of its own', async () => {
    const email = 'google-only@example.com';
    const [created] = await t.database.db
      .insert(user)
      .values({ id: 'google-only-user', name: 'G', email, emailVerified: true })
      .returning();
    await t.database.db
      .insert(account)
      .values({ id: 'google-only-account', userId: created!.id, providerId: 'google', accountId: 'google-sub-1' });

    await askForLink(email);
    expect((await resetPassword(await tokenFor(email), 'first-password-7')).status).toBe(200);
    expect((await signIn(email, 'first-password-7')).status).toBe(200);
    const accounts = await t.database.db.select().from(account).where(eq(account.userId, created!.id));
    expect(accounts.map((row) => row.providerId).sort()).toEqual(['credential', 'google']);
  });

  it('voids every other link of the account once a new password is set, by a link or a change', async () => {
    const email = 'two-links@example.com';
    await t.signUp(email, 'two-links-7');
    await askForLink(email);
    await askForLink(email);
    const tokens = (
      await t.database.db
        .select()
        .from(verification)
        .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, (await userId(email))!)))
    ).map((row) => row.identifier.slice('reset-password:'.length));
    expect(tokens).toHaveLength(2);
    expect((await resetPassword(tokens[1]!, 'second-link-7')).status).toBe(200);
    const first = await resetPassword(tokens[0]!, 'first-link-7');
    expect(((await first.json()) as { code: string }).code).toBe('INVALID_TOKEN');

    // A change of password on the account page voids the links as well.
    const signedIn = sessionCookie(await signIn(email, 'second-link-7'));
    await askForLink(email);
    const [pending] = await t.database.db
      .select()
      .from(verification)
      .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, (await userId(email))!)));
    expect(pending).toBeDefined();
    const change = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: signedIn,
      json: { currentPassword: 'second-link-7', newPassword: 'changed-here-7' },
    });
    expect(change.status).toBe(200);
    const late = await resetPassword(pending!.identifier.slice('reset-password:'.length), 'from-old-link-7');
    expect(((await late.json()) as { code: string }).code).toBe('INVALID_TOKEN');
    expect((await signIn(email, 'changed-here-7')).status).toBe(200);
  });
});

const userId = async (email: string) =>
  (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id;

describe('limits', () => {
  it('sends at most 3 links to one address in 15 minutes, whoever asks, and says how long to wait', async () => {
    const limited = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      await limited.signUp('popular@example.com');
      const ask = (address: string) =>
        limited.request('/api/auth/request-password-reset', {
          method: 'POST',
          json: { email: 'popular@example.com' },
          headers: { 'x-forwarded-for': address },
        });
      for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await ask(address)).status).toBe(200);
      const refused = await ask('192.0.2.4');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /^Too many attempts\. Try again in \d+ minutes?\.$/,
      );
      const sent = await limited.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.toAddress, 'popular@example.com'));
      expect(sent).toHaveLength(3);
      // An unknown address is limited the same way (the limit tells nothing either).
      const unknown = (address: string) =>
        limited.request('/api/auth/request-password-reset', {
          method: 'POST',
          json: { email: 'ghost@example.com' },
          headers: { 'x-forwarded-for': address },
        });
      const statuses = [];
      for (const address of ['192.0.2.5', '192.0.2.6', '192.0.2.7', '192.0.2.8']) {
        statuses.push((await unknown(address)).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits requests and new passwords per client address', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'true' } });
    try {
      const from = { 'x-forwarded-for': '198.51.100.30' };
      const asks = [];
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        const res = await limited.request('/api/auth/request-password-reset', {
          method: 'POST',
          json: { email },
          headers: from,
        });
        asks.push(res.status);
      }
      expect(asks).toEqual([200, 200, 429]);
      const resets = [];
      for (let i = 0; i < 3; i++) {
        const res = await limited.request('/api/auth/reset-password', {
          method: 'POST',
          json: { token: `not-a-token-${i}`, newPassword: 'whatever-horse-7' },
          headers: from,
        });
        resets.push(res.status);
      }
      expect(resets).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it('refuses a request from a foreign origin', async () => {
    const res = await t.app.request('/api/auth/request-password-reset', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', cookie: 'x=1' },
      body: JSON.stringify({ email: 'forgetful@example.com', redirectTo: 'https://evil.example/steal' }),
    });
    expect(res.status).toBe(403);
  });
});
