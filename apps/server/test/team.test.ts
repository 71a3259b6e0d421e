import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnalysisResult, Upload } from '@tagwise/core/schemas/analysis';
import type { CreditBalance, CreditTransactionPage } from '@tagwise/core/schemas/credits';
import { PASSWORD_TOO_COMMON_MESSAGE } from '@tagwise/core/values/common-passwords';
import { TEAM_MESSAGES, type TeamMember, type TeamView } from '@tagwise/core/schemas/team';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { BULK_MESSAGES } from '@tagwise/core/schemas/bulk-items';
import { PROJECT_MESSAGES, type Project } from '@tagwise/core/schemas/projects';
import { session, user } from '../src/db/schema/auth.ts';
import { userSettings } from '../src/db/schema/settings.ts';
import { subscriptions } from '../src/db/schema/credits.ts';
import { teamMembers } from '../src/db/schema/team.ts';
import { loadConfig } from '../src/config.ts';
import { createSdkAnalyzer } from '../src/ai/create-sdk-analyzer.ts';
import { startFakeAiProvider } from './fakes/ai-provider-server.ts';
import { createTestApp, sessionCookie, type TestApp } from './support/test-app.ts';

// Team accounts (issue 18): an admin on a Pro plan adds sub-users who work in the admin's workspace;
// changing, deactivating (their sessions end, sign-in refused) and removing them.

let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeAiProvider>>;
let counter = 0;
beforeAll(async () => {
  // A member's analysis goes through a cloud provider as the admin's would: the fake speaks OpenAI's API.
  fake = await startFakeAiProvider();
  const ai = loadConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-fake', AI_BASE_URL: fake.baseUrls.openai }).ai!;
  t = await createTestApp({ analyzer: createSdkAnalyzer(ai, { retryDelayMs: 0 }) });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const json = async <T>(res: Response, status = 200) => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};
const errorOf = async (res: Response, status: number) =>
  (await json<{ error: { code: string; message: string } }>(res, status)).error;
const send = (method: string, path: string, cookie: string, body?: unknown) =>
  t.request(path, { method, cookie, ...(body !== undefined && { json: body }) });

/** An admin of their own workspace, on the plan given (Pro 300 by default: team accounts included). */
async function admin(tier: 'freemium' | 'basic' | 'pro-300' | 'enterprise' = 'pro-300') {
  const email = `team-admin-${++counter}@example.com`;
  const cookie = await t.signUp(email);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  await t.request('/api/credits', { cookie });
  await t.database.db.update(subscriptions).set({ tier, status: 'active' }).where(eq(subscriptions.ownerId, row!.id));
  return { email, cookie, id: row!.id };
}

const memberInput = (label = 'helper') => ({
  displayName: `Jo ${label}`,
  email: `${label}-${++counter}@example.com`,
  password: 'Tagwise-helper-7',
});

const signIn = (email: string, password: string) =>
  t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

describe('team accounts', () => {
  it('an admin adds a member who signs in and works in the admin workspace, on its plan', async () => {
    const boss = await admin();
    expect(await json<TeamView>(await send('GET', '/api/team', boss.cookie))).toEqual({
      canAddMembers: true,
      members: [],
    });
    const input = memberInput();
    const member = await json<TeamMember>(await send('POST', '/api/team/members', boss.cookie, input), 201);
    expect(member).toMatchObject({ displayName: input.displayName, email: input.email, isActive: true });
    expect((await json<TeamView>(await send('GET', '/api/team', boss.cookie))).members).toEqual([member]);
    // The account: flagged sub-user with the admin's id, named as the admin named it.
    const [settings] = await t.database.db.select().from(userSettings).where(eq(userSettings.userId, member.id));
    expect(settings).toMatchObject({ userRole: 'sub_user', adminUserId: boss.id, displayName: input.displayName });

    // The member signs in with the password the admin chose and sees the admin's projects.
    const signedIn = await signIn(input.email, input.password);
    expect(signedIn.status).toBe(200);
    const cookie = sessionCookie(signedIn);
    const project = await json<{ id: string }>(
      await send('POST', '/api/projects', boss.cookie, { name: 'Maple Street sale' }),
      201,
    );
    const listed = await json<{ projects: { id: string }[] }>(await send('GET', '/api/projects', cookie));
    expect(listed.projects.map((p) => p.id)).toContain(project.id);
    // What the member adds, the admin sees, with the member's name on it.
    const item = await json<{ id: string }>(
      await send('POST', '/api/items', cookie, {
        projectId: project.id,
        name: 'Brass lamp',
        category: 'Furniture',
        tagPrice: 25,
      }),
      201,
    );
    const seen = await json<ItemDetail>(await send('GET', `/api/items/${item.id}`, boss.cookie));
    expect(seen.createdByName).toBe(input.displayName);
    // The member's own subscription does not exist: the plan read is the admin's.
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.ownerId, member.id))).toEqual([]);
    expect((await json<{ tier: string }>(await send('GET', '/api/billing/subscription', cookie))).tier).toBe('pro-300');
  });

  it('refuses the team to a member (403) and to a plan without team accounts, with a way to upgrade', async () => {
    const boss = await admin();
    const input = memberInput('nosy');
    await json(await send('POST', '/api/team/members', boss.cookie, input), 201);
    const cookie = sessionCookie(await signIn(input.email, input.password));
    for (const [method, path] of [
      ['GET', '/api/team'],
      ['POST', '/api/team/members'],
      ['PATCH', '/api/team/members/x'],
      ['DELETE', '/api/team/members/x'],
    ] as const) {
      expect(
        (await errorOf(await send(method, path, cookie, method === 'POST' ? memberInput() : undefined), 403)).message,
      ).toBe(TEAM_MESSAGES.adminOnly);
    }

    for (const tier of ['freemium', 'basic'] as const) {
      const small = await admin(tier);
      expect((await json<TeamView>(await send('GET', '/api/team', small.cookie))).canAddMembers).toBe(false);
      expect((await errorOf(await send('POST', '/api/team/members', small.cookie, memberInput()), 403)).message).toBe(
        TEAM_MESSAGES.needsPro,
      );
    }
    const big = await admin('enterprise');
    expect((await json<TeamView>(await send('GET', '/api/team', big.cookie))).canAddMembers).toBe(true);
  });

  it('a member cannot delete a project, change its markdowns or re-price by the rules (403, nothing changes); other edits are theirs', async () => {
    const boss = await admin();
    const input = memberInput('helper');
    await json(await send('POST', '/api/team/members', boss.cookie, input), 201);
    const cookie = sessionCookie(await signIn(input.email, input.password));
    const project = await json<Project>(await send('POST', '/api/projects', boss.cookie, { name: 'Owner sale' }), 201);
    await json(
      await send('POST', '/api/items', boss.cookie, {
        projectId: project.id,
        name: 'Lamp',
        category: 'Decor',
        retailCents: 10_000,
      }),
      201,
    );

    const refusals: [string, string, unknown, string][] = [
      ['DELETE', `/api/projects/${project.id}`, undefined, PROJECT_MESSAGES.deleteAdminOnly],
      [
        'PATCH',
        `/api/projects/${project.id}`,
        { name: 'Cheap sale', markdownPercentage: 90 },
        PROJECT_MESSAGES.markdownAdminOnly,
      ],
      [
        'PUT',
        `/api/projects/${project.id}/category-markdowns`,
        { markdowns: [{ category: 'Decor', markdown_percentage: 90 }] },
        PROJECT_MESSAGES.markdownAdminOnly,
      ],
      ['GET', `/api/items/reprice-preview?projectId=${project.id}`, undefined, BULK_MESSAGES.repriceRuleAdminOnly],
      [
        'POST',
        '/api/items/bulk',
        { selection: { filter: { projectId: project.id } }, action: { type: 'reprice-rule' } },
        BULK_MESSAGES.repriceRuleAdminOnly,
      ],
    ];
    for (const [method, path, body, message] of refusals) {
      expect(await errorOf(await send(method, path, cookie, body), 403)).toEqual({ code: 'FORBIDDEN', message });
    }
    const kept = await json<Project>(await send('GET', `/api/projects/${project.id}`, boss.cookie));
    expect(kept).toMatchObject({ name: 'Owner sale', markdownPercentage: null, categoryMarkdowns: [] });

    // The sale's details and prices by hand stay the member's work.
    expect(
      await json<Project>(await send('PATCH', `/api/projects/${project.id}`, cookie, { name: 'Elm St sale' })),
    ).toMatchObject({ name: 'Elm St sale' });
    const byPercent = await json<{ affected: number }>(
      await send('POST', '/api/items/bulk', cookie, {
        selection: { filter: { projectId: project.id } },
        action: { type: 'reprice-percent', percent: -10 },
      }),
    );
    expect(byPercent.affected).toBe(1);
  });

  it('validates the new member and refuses an address already in use, writing nothing', async () => {
    const boss = await admin();
    const before = (await t.database.db.select({ id: user.id }).from(user)).length;
    const bad = await errorOf(
      await send('POST', '/api/team/members', boss.cookie, { displayName: ' ', email: 'no', password: '123' }),
      400,
    );
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(
      (
        await errorOf(
          await send('POST', '/api/team/members', boss.cookie, { ...memberInput(), password: 'password' }),
          400,
        )
      ).message,
    ).toBe(PASSWORD_TOO_COMMON_MESSAGE);
    expect(
      (
        await errorOf(
          await send('POST', '/api/team/members', boss.cookie, { ...memberInput(), email: boss.email }),
          409,
        )
      ).message,
    ).toBe(TEAM_MESSAGES.emailTaken);
    expect((await t.database.db.select({ id: user.id }).from(user)).length).toBe(before);
  });

  it('deactivating ends the member sessions at once and refuses sign-in until turned back on', async () => {
    const boss = await admin();
    const input = memberInput('paused');
    const member = await json<TeamMember>(await send('POST', '/api/team/members', boss.cookie, input), 201);
    const cookie = sessionCookie(await signIn(input.email, input.password));
    expect((await send('GET', '/api/projects', cookie)).status).toBe(200);

    const off = await json<TeamMember>(
      await send('PATCH', `/api/team/members/${member.id}`, boss.cookie, { isActive: false }),
    );
    expect(off.isActive).toBe(false);
    expect(await t.database.db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);
    expect((await send('GET', '/api/projects', cookie)).status).toBe(401);
    const refused = await signIn(input.email, input.password);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(TEAM_MESSAGES.deactivated);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await t.database.db.select().from(session).where(eq(session.userId, member.id))).toEqual([]);

    await json(await send('PATCH', `/api/team/members/${member.id}`, boss.cookie, { isActive: true }));
    const again = await signIn(input.email, input.password);
    expect(again.status).toBe(200);
    expect((await send('GET', '/api/projects', sessionCookie(again))).status).toBe(200);
  });

  it('a deactivated member whose session survived cannot change their e-mail, name or password', async () => {
    const boss = await admin();
    const input = memberInput('locked');
    const member = await json<TeamMember>(await send('POST', '/api/team/members', boss.cookie, input), 201);
    const cookie = sessionCookie(await signIn(input.email, input.password));
    const changes = [
      ['/api/auth/change-email', { newEmail: `elsewhere-${++counter}@example.com`, callbackURL: '/account' }],
      ['/api/auth/update-user', { name: 'Someone else' }],
      ['/api/auth/change-password', { currentPassword: input.password, newPassword: 'Tagwise-taken-9' }],
    ] as const;
    const session = async () => (await send('GET', '/api/auth/get-session', cookie)).json();
    expect(await session()).toMatchObject({ user: { id: member.id } });

    // Turned off while a session survived (one made another way than the password form, as by Google).
    await t.database.db.update(teamMembers).set({ isActive: false }).where(eq(teamMembers.subUserId, member.id));
    for (const [path, body] of changes) {
      const refused = await send('POST', path, cookie, body);
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { message: string }).message).toBe(TEAM_MESSAGES.deactivated);
    }
    // The web app asks get-session on every page: it is told the member is signed out.
    expect(await session()).toBeNull();
    const [account] = await t.database.db.select().from(user).where(eq(user.id, member.id));
    expect(account).toMatchObject({ email: input.email, name: input.displayName });
    expect((await send('POST', '/api/auth/sign-out', cookie, {})).status).toBe(200);

    // Turned back on, the same requests go through: the flag was the reason.
    await t.database.db.update(teamMembers).set({ isActive: true }).where(eq(teamMembers.subUserId, member.id));
    const again = sessionCookie(await signIn(input.email, input.password));
    expect((await send('POST', '/api/auth/update-user', again, { name: 'Jo Again' })).status).toBe(200);
  });

  it('renames and re-addresses a member (the sign-in address changes), and removes one, keeping what they made', async () => {
    const boss = await admin();
    const input = memberInput('renamed');
    const member = await json<TeamMember>(await send('POST', '/api/team/members', boss.cookie, input), 201);
    const cookie = sessionCookie(await signIn(input.email, input.password));
    const project = await json<{ id: string }>(await send('POST', '/api/projects', cookie, { name: 'Garage' }), 201);

    const newEmail = `moved-${++counter}@example.com`;
    const changed = await json<TeamMember>(
      await send('PATCH', `/api/team/members/${member.id}`, boss.cookie, { displayName: 'Jordan', email: newEmail }),
    );
    expect(changed).toMatchObject({ displayName: 'Jordan', email: newEmail, isActive: true });
    expect((await signIn(input.email, input.password)).status).toBe(401);
    expect((await signIn(newEmail, input.password)).status).toBe(200);
    const other = await admin();
    expect(
      (await errorOf(await send('PATCH', `/api/team/members/${member.id}`, boss.cookie, { email: other.email }), 409))
        .message,
    ).toBe(TEAM_MESSAGES.emailTaken);

    // Their profile photo goes with them, file and all.
    const avatar = await t.request('/api/settings/avatar', {
      method: 'PUT',
      cookie,
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(await readFile(path.resolve(import.meta.dirname, '../../../test-fixtures/photos/cup.webp'))),
    });
    expect(avatar.status).toBe(200);
    const [withAvatar] = await t.database.db.select().from(userSettings).where(eq(userSettings.userId, member.id));
    expect(existsSync(path.join(t.mediaDir, withAvatar!.avatarUrl!))).toBe(true);

    expect((await send('DELETE', `/api/team/members/${member.id}`, boss.cookie)).status).toBe(204);
    expect(existsSync(path.join(t.mediaDir, withAvatar!.avatarUrl!))).toBe(false);
    expect(await t.database.db.select().from(user).where(eq(user.id, member.id))).toEqual([]);
    expect(await t.database.db.select().from(teamMembers).where(eq(teamMembers.subUserId, member.id))).toEqual([]);
    expect((await send('GET', '/api/projects', cookie)).status).toBe(401);
    const projects = await json<{ projects: { id: string }[] }>(await send('GET', '/api/projects', boss.cookie));
    expect(projects.projects.map((p) => p.id)).toContain(project.id);
  });

  it("a member's price edit names them in the price history, and renaming themselves renames them everywhere", async () => {
    const boss = await admin();
    const input = memberInput('pricer');
    const member = await json<TeamMember>(await send('POST', '/api/team/members', boss.cookie, input), 201);
    const cookie = sessionCookie(await signIn(input.email, input.password));
    const project = await json<{ id: string }>(await send('POST', '/api/projects', boss.cookie, { name: 'Elm' }), 201);
    const item = await json<{ id: string }>(
      await send('POST', '/api/items', cookie, { projectId: project.id, name: 'Mantel clock', category: 'Decor' }),
      201,
    );
    await json(await send('PATCH', `/api/items/${item.id}`, cookie, { tagPrice: 30 }));
    const priced = await json<ItemDetail>(await send('GET', `/api/items/${item.id}`, boss.cookie));
    expect(priced.priceHistory[0]).toMatchObject({ source: 'person', tagPrice: 30, actorName: input.displayName });

    // The member renames themselves on their profile: the admin sees the new name on what they made,
    // in its price history and on the team list.
    await json(await send('PATCH', '/api/settings/profile', cookie, { displayName: 'Jordan Pricewell' }));
    const seen = await json<ItemDetail>(await send('GET', `/api/items/${item.id}`, boss.cookie));
    expect(seen.createdByName).toBe('Jordan Pricewell');
    expect(seen.priceHistory[0]).toMatchObject({ source: 'person', actorName: 'Jordan Pricewell' });
    const listed = (await json<TeamView>(await send('GET', '/api/team', boss.cookie))).members;
    expect(listed.find((m) => m.id === member.id)?.displayName).toBe('Jordan Pricewell');
    expect(await json(await send('GET', '/api/settings/account', cookie))).toMatchObject({
      name: 'Jordan Pricewell',
      displayName: 'Jordan Pricewell',
    });

    // A rename through better-auth's own route reaches the profile and the team list too.
    await json(await send('POST', '/api/auth/update-user', cookie, { name: 'Jordan P.' }));
    expect((await json<TeamView>(await send('GET', '/api/team', boss.cookie))).members).toContainEqual(
      expect.objectContaining({ id: member.id, displayName: 'Jordan P.' }),
    );
    expect(await json(await send('GET', '/api/settings/account', cookie))).toMatchObject({ displayName: 'Jordan P.' });

    // The admin renaming the member (the name alone) reaches the same places.
    await json(await send('PATCH', `/api/team/members/${member.id}`, boss.cookie, { displayName: 'Jo Clockwise' }));
    expect((await json<ItemDetail>(await send('GET', `/api/items/${item.id}`, boss.cookie))).createdByName).toBe(
      'Jo Clockwise',
    );
    expect(await json(await send('GET', '/api/settings/account', cookie))).toMatchObject({
      displayName: 'Jo Clockwise',
    });
  });

  it("a member's analysis is paid from the admin's credits, and the history names the member", async () => {
    const boss = await admin();
    const input = memberInput('analyst');
    await json<TeamMember>(await send('POST', '/api/team/members', boss.cookie, input), 201);
    const cookie = sessionCookie(await signIn(input.email, input.password));
    const project = await json<{ id: string }>(await send('POST', '/api/projects', boss.cookie, { name: 'Oak' }), 201);
    const before = await json<CreditBalance>(await send('GET', '/api/credits', boss.cookie));
    expect(before).toMatchObject({ tier: 'pro-300', used: 0 });

    const form = new FormData();
    const photo = await readFile(path.resolve(import.meta.dirname, '../../../test-fixtures/photos/chair.webp'));
    form.append('photo', new Blob([new Uint8Array(photo)]), 'chair.webp');
    const upload = await json<Upload>(await t.request('/api/uploads', { method: 'POST', cookie, body: form }), 201);
    const result = await json<AnalysisResult>(
      await send('POST', '/api/analyses', cookie, { projectId: project.id, uploadIds: [upload.id] }),
      201,
    );
    expect(result.creditsCharged).toBe(1);

    // One balance for the workspace: the admin's goes down, and the member reads the same one.
    const after = await json<CreditBalance>(await send('GET', '/api/credits', boss.cookie));
    expect(after).toMatchObject({ used: before.used + 1, available: before.available - 1 });
    expect(await json<CreditBalance>(await send('GET', '/api/credits', cookie))).toEqual(after);
    const history = await json<CreditTransactionPage>(await send('GET', '/api/credits/transactions', boss.cookie));
    expect(history.transactions[0]).toMatchObject({
      operation: 'analysis',
      status: 'completed',
      credits: 1,
      itemId: result.item.id,
      actorName: input.displayName,
    });
  });

  it("another admin's members are not found: no reading, changing or removing them", async () => {
    const boss = await admin();
    const member = await json<TeamMember>(await send('POST', '/api/team/members', boss.cookie, memberInput()), 201);
    const stranger = await admin();
    expect((await json<TeamView>(await send('GET', '/api/team', stranger.cookie))).members).toEqual([]);
    for (const [method, body] of [
      ['PATCH', { isActive: false }],
      ['DELETE', undefined],
    ] as const) {
      expect(
        (await errorOf(await send(method, `/api/team/members/${member.id}`, stranger.cookie, body), 404)).message,
      ).toBe(TEAM_MESSAGES.memberNotFound);
    }
    expect((await json<TeamView>(await send('GET', '/api/team', boss.cookie))).members).toEqual([member]);
  });
});
