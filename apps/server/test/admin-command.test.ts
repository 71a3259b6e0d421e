import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { AppError } from '@tagwise/core/errors';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import type { Item, ItemDetail } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { resolveActor } from '../src/auth/actor.ts';
import * as schema from '../src/db/schema/index.ts';
import { user, verification } from '../src/db/schema/auth.ts';
import { creditGrants, subscriptions } from '../src/db/schema/credits.ts';
import { items } from '../src/db/schema/items.ts';
import { mailOutbox } from '../src/db/schema/mail.ts';
import { projects } from '../src/db/schema/projects.ts';
import { consignors } from '../src/db/schema/consignors.ts';
import { cashCounts, projectExpenses, saleConflicts, saleInvoices } from '../src/db/schema/sale-day.ts';
import { runAdminCommand } from '../src/modules/admin/admin-command.ts';
import { startCharge } from '../src/modules/credits/ledger.ts';
import { startServerProcess } from './support/server-process.ts';
import { createTestApp, sessionCookie, type TestApp } from './support/test-app.ts';
import { invoice } from './support/checkout.ts';

// `npm run admin`: the server owner's way to list accounts, set a plan, add credits and delete an account
// (issue 15). The use cases on the test database; the command itself as a process, beside a stopped and a
// running server.

const cup = readFileSync(fileURLToPath(new URL('../../../test-fixtures/photos/cup.webp', import.meta.url)));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const idOf = async (email: string) =>
  (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;

describe('admin commands', () => {
  it('lists every account oldest first, with the plan and credits of its workspace', async () => {
    await t.signUp('first@example.com');
    await t.signUpSubUser('crew@example.com', 'first@example.com');
    const result = await runAdminCommand(t.database.db, { command: 'accounts' }, { storage: t.storage });
    if (result.command !== 'accounts') throw new Error('wrong result');
    const first = result.accounts.find((a) => a.email === 'first@example.com');
    const crew = result.accounts.find((a) => a.email === 'crew@example.com');
    expect(first).toMatchObject({ role: 'admin', tier: 'freemium', used: 0, allowance: 10, extraCredits: 0 });
    expect(crew).toMatchObject({ role: 'sub_user', workspaceEmail: 'first@example.com' });
    expect(result.accounts.indexOf(first!)).toBeLessThan(result.accounts.indexOf(crew!));
  });

  it('moves a workspace to a plan at once, keeping what it used this period', async () => {
    const cookie = await t.signUp('mover@example.com');
    const actor = await resolveActor(t.database.db, await idOf('mover@example.com'));
    for (let i = 0; i < 10; i++)
      await startCharge(t.database.db, actor, { operation: 'analysis', operationId: `m${i}` });
    await expect(startCharge(t.database.db, actor, { operation: 'analysis', operationId: 'm10' })).rejects.toThrow(
      AppError,
    );

    const result = await runAdminCommand(
      t.database.db,
      { command: 'plan', email: 'Mover@Example.com', tier: 'pro-300' },
      { storage: t.storage },
    );
    expect(result).toMatchObject({
      command: 'plan',
      workspace: { tier: 'pro-300', used: 10, allowance: 300, available: 290 },
    });
    const balance = (await (await t.request('/api/credits', { cookie })).json()) as CreditBalance;
    expect(balance).toMatchObject({ tier: 'pro-300', status: 'active', available: 290 });
    await startCharge(t.database.db, actor, { operation: 'analysis', operationId: 'm11' });
  });

  it('adds credits as an admin grant in the ledger, to the workspace of the account named', async () => {
    await t.signUp('granted@example.com');
    const memberCookie = await t.signUpSubUser('helper@example.com', 'granted@example.com');
    const result = await runAdminCommand(
      t.database.db,
      { command: 'grant', email: 'helper@example.com', credits: 25 },
      { storage: t.storage },
    );
    expect(result).toMatchObject({
      command: 'grant',
      credits: 25,
      workspace: {
        email: 'helper@example.com',
        workspaceEmail: 'granted@example.com',
        extraCredits: 25,
        available: 35,
      },
    });
    const grants = await t.database.db
      .select()
      .from(creditGrants)
      .where(eq(creditGrants.ownerId, await idOf('granted@example.com')));
    expect(grants).toMatchObject([{ reason: 'admin', credits: 25, remaining: 25 }]);
    // The team member sees the same workspace's credits, and its history lists the grant.
    const balance = (await (await t.request('/api/credits', { cookie: memberCookie })).json()) as CreditBalance;
    expect(balance.available).toBe(35);
    const history = (await (await t.request('/api/credits/grants', { cookie: memberCookie })).json()) as {
      grants: { reason: string; credits: number; remaining: number }[];
    };
    expect(history.grants).toMatchObject([{ reason: 'admin', credits: 25, remaining: 25 }]);
  });

  it('refuses a workspace that pays through Stripe (its next update would undo it), and changes nothing', async () => {
    const cookie = await t.signUp('stripe-payer@example.com');
    const crew = 'stripe-crew@example.com';
    await t.signUpSubUser(crew, 'stripe-payer@example.com');
    const ownerId = await idOf('stripe-payer@example.com');
    // A plan bought with Stripe: its subscription's id on the workspace's plan, as the webhook leaves it.
    await t.request('/api/credits', { cookie });
    await t.database.db
      .update(subscriptions)
      .set({ tier: 'pro-300', status: 'active', providerCustomerId: 'cus_R1', providerSubscriptionId: 'sub_R1' })
      .where(eq(subscriptions.ownerId, ownerId));
    // Named by the admin or by a member of the team: the same workspace, the same refusal.
    for (const email of ['stripe-payer@example.com', crew]) {
      const refusal = runAdminCommand(
        t.database.db,
        { command: 'plan', email, tier: 'enterprise' },
        { storage: t.storage },
      );
      await expect(refusal).rejects.toThrow(AppError);
      await expect(refusal).rejects.toThrow(
        "stripe-payer@example.com's workspace pays for Pro 300 through Stripe (subscription sub_R1)",
      );
    }
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.ownerId, ownerId));
    expect(row).toMatchObject({ tier: 'pro-300', providerSubscriptionId: 'sub_R1' });

    // Once Stripe has ended it (its webhook clears the subscription), or for a plan the built-in test
    // provider sold (nothing at Stripe), the command sets the plan.
    await t.database.db
      .update(subscriptions)
      .set({ providerSubscriptionId: 'sub_local_R1' })
      .where(eq(subscriptions.ownerId, ownerId));
    expect(
      await runAdminCommand(
        t.database.db,
        { command: 'plan', email: crew, tier: 'enterprise' },
        { storage: t.storage },
      ),
    ).toMatchObject({
      workspace: { tier: 'enterprise', unlimited: true },
    });
  });

  it('says which account does not exist, and changes nothing', async () => {
    await expect(
      runAdminCommand(
        t.database.db,
        { command: 'grant', email: 'ghost@example.com', credits: 5 },
        { storage: t.storage },
      ),
    ).rejects.toThrow('No account with the e-mail ghost@example.com on this server.');
  });
});

describe('deleting an account', () => {
  const photoBody = (bytes: Buffer) => ({
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(bytes),
  });
  const deleteCommand = (email: string, preview = false) =>
    runAdminCommand(t.database.db, { command: 'delete', email, preview }, { storage: t.storage });
  const filesIn = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => statSync(path.join(dir, f)).isFile())
      .sort();
  /** Every row of every table, as text: after a deletion none may name the person (id or e-mail). */
  const rowsNaming = async (needles: string[]) => {
    const found: string[] = [];
    for (const table of Object.values(schema as Record<string, unknown>).filter((v): v is PgTable => is(v, PgTable))) {
      for (const row of await t.database.db.select().from(table)) {
        const text = JSON.stringify(row).toLowerCase();
        for (const needle of needles) {
          if (text.includes(needle.toLowerCase())) found.push(`${getTableName(table)}: ${needle}`);
        }
      }
    }
    return found;
  };
  async function workspaceWithWork(email: string) {
    const cookie = await t.signUp(email);
    const project = (await (
      await t.request('/api/projects', { method: 'POST', cookie, json: { name: `${email} sale` } })
    ).json()) as Project;
    const item = async (name: string, as = cookie) => {
      const res = await t.request('/api/items', {
        method: 'POST',
        cookie: as,
        json: { projectId: project.id, name, category: 'Furniture', retailCents: 5_000 },
      });
      expect(res.status).toBe(201);
      return (await res.json()) as Item;
    };
    const chair = await item('Oak chair');
    expect((await t.request(`/api/items/${chair.id}/images`, { cookie, ...photoBody(cup) })).status).toBe(201);
    return { cookie, project, item, chair };
  }

  it("deletes an admin's whole workspace: its work, files, settings, plan, credits and team, and nothing of anyone else's", async () => {
    const other = await workspaceWithWork('staying@example.com');
    const otherFiles = filesIn(t.mediaDir);
    const otherPhoto = (await (
      await t.request(`/api/items/${other.chair.id}`, { cookie: other.cookie })
    ).json()) as ItemDetail;

    const leaving = await workspaceWithWork('leaving@example.com');
    const { cookie } = leaving;
    await runAdminCommand(
      t.database.db,
      { command: 'plan', email: 'leaving@example.com', tier: 'pro-300' },
      { storage: t.storage },
    );
    await runAdminCommand(
      t.database.db,
      { command: 'grant', email: 'leaving@example.com', credits: 5 },
      { storage: t.storage },
    );
    // A folder, a photo waiting for analysis, the logo, and a bulk delete that can still be undone (its
    // photo's files stay in storage until then).
    expect((await t.request('/api/folders', { method: 'POST', cookie, json: { name: 'Spring' } })).status).toBe(201);
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(cup)]), 'cup.webp');
    expect((await t.request('/api/uploads', { method: 'POST', cookie, body: form })).status).toBe(201);
    expect((await t.request('/api/settings/logo', { ...photoBody(cup), method: 'PUT', cookie })).status).toBe(200);
    const bin = await leaving.item('Broken stool');
    expect((await t.request(`/api/items/${bin.id}/images`, { cookie, ...photoBody(cup) })).status).toBe(201);
    const bulk = await t.request('/api/items/bulk', {
      method: 'POST',
      cookie,
      json: { selection: { ids: [bin.id] }, action: { type: 'delete' } },
    });
    expect(bulk.status, await bulk.clone().text()).toBe(200);
    // A member of the team, made as the app makes them, with a profile photo and an item of their own.
    const created = await t.request('/api/team/members', {
      method: 'POST',
      cookie,
      json: { displayName: 'Jo', email: 'leaving-crew@example.com', password: 'Tagwise-lister-7' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const crew = sessionCookie(
      await t.request('/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'leaving-crew@example.com', password: 'Tagwise-lister-7' },
      }),
    );
    expect((await t.request('/api/settings/avatar', { ...photoBody(cup), method: 'PUT', cookie: crew })).status).toBe(
      200,
    );
    const crewLamp = await leaving.item('Crew lamp', crew);
    // The sale day: the member rings up the chair and a double sale made offline, holds the lamp; a consignor,
    // an expense and a cash count are the workspace's too.
    await sellAndHold(leaving.project.id, crew, leaving.chair, crewLamp);
    // Mail the server sent them and a token waiting for one of them.
    const ids = [await idOf('leaving@example.com'), await idOf('leaving-crew@example.com')];
    await t.database.db.insert(mailOutbox).values({
      toAddress: 'Leaving@Example.com',
      subject: 'Confirm',
      textBody: 'link',
      transport: 'outbox',
      status: 'stored',
    });
    await t.database.db.insert(verification).values({
      id: 'v-leaving',
      identifier: 'reset-password:abc',
      value: ids[0]!,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect(filesIn(t.mediaDir).length).toBeGreaterThan(otherFiles.length);

    // Asked first: the same counts, and nothing gone.
    const preview = await deleteCommand('leaving@example.com', true);
    const expected = {
      email: 'leaving@example.com',
      role: 'admin',
      accounts: ['leaving@example.com', 'leaving-crew@example.com'],
      projects: 1,
      folders: 1,
      items: 2,
      photos: 1,
      tier: 'pro-300',
      itemsKept: 0,
      // The chair's photo (2 files), the undoable bulk delete's (2), the upload (2), the logo and the avatar.
      files: 8,
    };
    expect(preview).toMatchObject({ command: 'delete', deleted: false, deletion: expected });
    expect((await t.request('/api/projects', { cookie })).status).toBe(200);
    expect(await rowsNaming(ids)).not.toEqual([]);

    const result = await deleteCommand('leaving@example.com');
    expect(result).toMatchObject({ command: 'delete', deleted: true, deletion: expected });
    if (result.command !== 'delete') throw new Error('wrong result');
    expect(result.deletion.creditEntries).toBe(1);

    // No row of any table names either person any more, and only the other workspace's files are left.
    expect(await rowsNaming([...ids, 'leaving@example.com', 'leaving-crew@example.com'])).toEqual([]);
    expect(filesIn(t.mediaDir)).toEqual(otherFiles);
    for (const gone of [cookie, crew]) expect((await t.request('/api/projects', { cookie: gone })).status).toBe(401);
    const kept = await t.request(otherPhoto.images[0]!.url, { cookie: other.cookie });
    expect(kept.status).toBe(200);
    expect((await t.request(`/api/items/${other.chair.id}`, { cookie: other.cookie })).status).toBe(200);
    await expect(deleteCommand('leaving@example.com')).rejects.toThrow(
      'No account with the e-mail leaving@example.com on this server.',
    );
  });

  /** A sale rung up, a double sale synced from offline and a hold, by `cookie`; and the sale's other records. */
  async function sellAndHold(projectId: string, cookie: string, sold: Item, held: Item) {
    const line = () => ({
      id: randomUUID(),
      itemId: sold.id,
      description: sold.name,
      tagPriceCents: null,
      dayDiscountBp: null,
      listedCents: null,
      priceCents: 2000,
    });
    for (const offline of [true, true]) {
      const res = await t.request(`/api/projects/${projectId}/invoices`, {
        method: 'POST',
        cookie,
        json: invoice({ lines: [line()], offline, taxBp: 0, at: new Date().toISOString() }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    }
    const hold = await t.request(`/api/projects/${projectId}/holds`, {
      method: 'POST',
      cookie,
      json: { id: randomUUID(), itemIds: [held.id], customerName: 'Pat', holdUntil: '2099-01-01T00:00:00Z' },
    });
    expect(hold.status, await hold.clone().text()).toBe(201);
    const [project] = await t.database.db.select().from(projects).where(eq(projects.id, projectId));
    const ownerId = project!.ownerId;
    await t.database.db
      .insert(consignors)
      .values({ ownerId, projectId, name: 'Aunt May', payoutKind: 'flat', payoutFlatCents: 500 });
    await t.database.db
      .insert(projectExpenses)
      .values({ ownerId, projectId, description: 'Dumpster', amountCents: 45_000 });
    await t.database.db.insert(cashCounts).values({
      ownerId,
      projectId,
      saleDay: '2026-12-05',
      openingFloatCents: 0,
      expectedCents: 2000,
      countedCents: 2000,
      differenceCents: 0,
    });
    expect(
      (await t.database.db.select().from(saleConflicts).where(eq(saleConflicts.projectId, projectId))).length,
    ).toBe(1);
  }

  it("deletes only a team member's account: the items they added stay, naming nobody", async () => {
    const boss = await workspaceWithWork('boss@example.com');
    const helper = await t.signUpSubUser('helper-leaving@example.com', 'boss@example.com');
    // The helper's sales stay the workspace's, with the name the receipts printed and nobody's id.
    await sellAndHold(boss.project.id, helper, boss.chair, await boss.item('Helper vase'));
    expect((await t.request('/api/settings/avatar', { ...photoBody(cup), method: 'PUT', cookie: helper })).status).toBe(
      200,
    );
    const made = await boss.item('Helper lamp', helper);
    const salesBefore = await t.database.db
      .select()
      .from(saleInvoices)
      .where(eq(saleInvoices.projectId, boss.project.id));
    const before = filesIn(t.mediaDir);
    const helperId = await idOf('helper-leaving@example.com');

    const result = await deleteCommand('helper-leaving@example.com');
    expect(result).toMatchObject({
      deleted: true,
      deletion: {
        role: 'sub_user',
        workspaceEmail: 'boss@example.com',
        accounts: ['helper-leaving@example.com'],
        projects: 0,
        items: 0,
        itemsKept: 1,
        files: 1,
      },
    });
    expect(await rowsNaming([helperId, 'helper-leaving@example.com'])).toEqual([]);
    expect(filesIn(t.mediaDir)).toHaveLength(before.length - 1);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, made.id));
    expect(row).toMatchObject({ name: 'Helper lamp', createdBy: null });
    const salesAfter = await t.database.db
      .select()
      .from(saleInvoices)
      .where(eq(saleInvoices.projectId, boss.project.id));
    expect(salesAfter).toEqual(salesBefore.map((sale) => ({ ...sale, rungBy: null })));
    expect(salesAfter.map((sale) => sale.rungByName)).toEqual(['helper-leaving', 'helper-leaving']);
    expect((await t.request(`/api/items/${boss.chair.id}`, { cookie: boss.cookie })).status).toBe(200);
    expect((await t.request('/api/projects', { cookie: helper })).status).toBe(401);
  });

  it('refuses, with the reason and nothing deleted, a workspace Stripe bills or with a sale on EstateSales.NET', async () => {
    const payer = await workspaceWithWork('payer-leaving@example.com');
    await t.signUpSubUser('payer-crew@example.com', 'payer-leaving@example.com');
    const ownerId = await idOf('payer-leaving@example.com');
    await t.request('/api/credits', { cookie: payer.cookie });
    await t.database.db
      .update(subscriptions)
      .set({ tier: 'pro-600', providerCustomerId: 'cus_D1', providerSubscriptionId: 'sub_D1' })
      .where(eq(subscriptions.ownerId, ownerId));
    await t.database.db
      .update(projects)
      .set({ estatesalesPublishedAt: new Date(), estatesalesListingId: '4242' })
      .where(eq(projects.id, payer.project.id));
    const before = filesIn(t.mediaDir);

    for (const preview of [true, false]) {
      await expect(deleteCommand('payer-leaving@example.com', preview)).rejects.toThrow(
        "payer-leaving@example.com's workspace pays for Pro 600 through Stripe (subscription sub_D1): deleting it " +
          'would leave Stripe charging a customer this server no longer knows. Cancel the subscription first',
      );
    }
    // Once Stripe has ended it (its webhook clears the subscription from the plan), the published sale.
    await t.database.db
      .update(subscriptions)
      .set({ tier: 'freemium', providerSubscriptionId: null })
      .where(eq(subscriptions.ownerId, ownerId));
    await expect(deleteCommand('payer-leaving@example.com')).rejects.toThrow(
      `payer-leaving@example.com's workspace has a sale published on EstateSales.NET ("payer-leaving@example.com sale"): ` +
        'deleting it would leave the listing live with nothing here to take it down. Unpublish first',
    );
    // A team member's account is theirs alone: the workspace's Stripe plan or listing does not hold it.
    expect((await deleteCommand('payer-crew@example.com')).command).toBe('delete');
    expect(filesIn(t.mediaDir)).toEqual(before);
    expect((await t.request('/api/projects', { cookie: payer.cookie })).status).toBe(200);

    await t.database.db.update(projects).set({ estatesalesPublishedAt: null }).where(eq(projects.id, payer.project.id));
    expect(await deleteCommand('payer-leaving@example.com')).toMatchObject({ deleted: true, deletion: { items: 1 } });
    expect(filesIn(t.mediaDir)).toHaveLength(before.length - 2);
  });
});

describe('the admin route a running server answers', () => {
  const token = 'a-token-of-this-start-a-token-of-this-start';
  let guarded: TestApp;
  beforeAll(async () => {
    guarded = await createTestApp({ adminToken: token });
  });
  afterAll(() => guarded.close());
  const ask = (json: unknown, headers: Record<string, string> = { authorization: `Bearer ${token}` }) =>
    guarded.request('/api/admin/commands', { method: 'POST', headers, json });

  it('answers only with this start’s token and not through a proxy, as if it did not exist', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Bearer wrong' },
      { authorization: `Bearer ${token}x` },
      { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' },
    ]) {
      const res = await ask({ command: 'accounts' }, headers);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'No API endpoint at POST /api/admin/commands' },
      });
    }
    // A test app without a token has no such route at all.
    expect((await t.request('/api/admin/commands', { method: 'POST', json: { command: 'accounts' } })).status).toBe(
      404,
    );
  });

  it('runs a command with the token, and refuses a malformed one with its reason', async () => {
    await guarded.signUp('routed@example.com');
    const granted = await ask({ command: 'grant', email: 'routed@example.com', credits: 3 });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ command: 'grant', workspace: { available: 13 } });
    const bad = await ask({ command: 'grant', email: 'routed@example.com', credits: 0 });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { message: 'Grant at least 1 credit' } });
    const unknown = await ask({ command: 'grant', email: 'nobody@example.com', credits: 3 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: { message: 'No account with the e-mail nobody@example.com on this server.' },
    });
  });
});

const ADMIN = fileURLToPath(new URL('../../../scripts/admin.mjs', import.meta.url));
const run = promisify(execFile);
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
});

/** The command with something typed at its question (or nothing: the input just ends). */
function adminAnswering(dataDir: string, typed: string, ...args: string[]) {
  const child = spawn(process.execPath, [ADMIN, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', OWNER_EMAILS: '', LOG_LEVEL: 'silent' },
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(typed);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

async function admin(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [ADMIN, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin, as a process', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-admin-'));
  const port = 30_000 + Math.floor(Math.random() * 20_000);
  const origin = `http://localhost:${port}`;

  it('asks the running server for the embedded database, and opens it itself once the server stops', async () => {
    const server = startServerProcess(children, port, { DATA_DIR: dataDir, LOCAL_AI_WARM_UP: 'false' });
    await server.ready;
    const access = path.join(dataDir, 'admin-access.json');
    expect(statSync(access).mode & 0o777).toBe(0o600);
    const signUp = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'owner@example.com', password: 'owner-password-1', name: 'Owner' }),
    });
    const cookie = sessionCookie(signUp);

    const granted = await admin(dataDir, 'grant', 'owner@example.com', '100');
    expect(granted, granted.stderr).toMatchObject({ code: 0 });
    expect(granted.stdout).toContain("Added 100 AI credits to owner@example.com's workspace");
    expect(granted.stdout).toContain('110 credits to spend now');
    const balance = (await (
      await fetch(`http://127.0.0.1:${port}/api/credits`, { headers: { cookie } })
    ).json()) as CreditBalance;
    expect(balance.available).toBe(110);

    // Deleted through the running server too: its files go from the server's storage, its sessions end.
    const leaver = await fetch(`http://127.0.0.1:${port}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: 'leaver@example.com', password: 'leaver-password-1', name: 'Leaver' }),
    });
    const leaverCookie = sessionCookie(leaver);
    const deleted = await admin(dataDir, 'delete', 'leaver@example.com', '--yes');
    expect(deleted, deleted.stderr).toMatchObject({ code: 0 });
    expect(deleted.stdout).toContain("Deleted leaver@example.com's account and its workspace:");
    expect(deleted.stdout).not.toContain('Type leaver@example.com');
    expect((await fetch(`http://127.0.0.1:${port}/api/projects`, { headers: { cookie: leaverCookie } })).status).toBe(
      401,
    );

    const refused = await admin(dataDir, 'plan', 'owner@example.com', 'platinum');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('The plan must be one of: freemium, basic, pro-300, pro-600, pro-900, enterprise');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(access)).toBe(false);

    const plan = await admin(dataDir, 'plan', 'owner@example.com', 'pro-600');
    expect(plan.stdout).toContain('to the Pro 600 plan');
    const listed = await admin(dataDir, 'accounts');
    expect(listed.stdout).toMatch(/owner@example\.com\s+Owner\s+Pro 600\s+0 of 600\s+100\s+0/);
  }, 90_000);

  it('says what a deletion removes and deletes only once the e-mail is typed', async () => {
    const stopped = await adminAnswering(dataDir, 'yes\n', 'delete', 'owner@example.com');
    expect(stopped.code).toBe(1);
    expect(stopped.stdout).toContain("This deletes owner@example.com's account and its workspace, for good:");
    expect(stopped.stdout).toContain('Type owner@example.com to delete it (anything else stops): ');
    expect(stopped.stderr).toBe('Nothing was deleted.\n');
    // The input ends without an answer (a script that forgot --yes): nothing is deleted either.
    expect(await adminAnswering(dataDir, '', 'delete', 'owner@example.com')).toMatchObject({
      code: 1,
      stderr: 'Nothing was deleted.\n',
    });
    expect((await admin(dataDir, 'accounts')).stdout).toContain('owner@example.com');

    const confirmed = await adminAnswering(dataDir, 'Owner@Example.com\n', 'delete', 'owner@example.com');
    expect(confirmed, confirmed.stderr).toMatchObject({ code: 0 });
    expect(confirmed.stdout).toContain("Deleted owner@example.com's account and its workspace:");
    // It was the first account, the one the app takes for the server's owner without OWNER_EMAILS.
    expect(confirmed.stdout).toContain('now no account is left, and the next person to sign up becomes the owner.');
    expect((await admin(dataDir, 'accounts')).stdout).toContain('No accounts on this server yet.');
  }, 90_000);

  it('names an unknown account and exits with an error', async () => {
    const missing = await admin(dataDir, 'grant', 'nobody@example.com', '5');
    expect(missing).toMatchObject({
      code: 1,
      stderr: 'No account with the e-mail nobody@example.com on this server.\n',
    });
  }, 60_000);
});
