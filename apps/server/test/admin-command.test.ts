import { execFile, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { CreditBalance } from '@tagwise/core/schemas/credits';
import { resolveActor } from '../src/auth/actor.ts';
import { user } from '../src/db/schema/auth.ts';
import { creditGrants, subscriptions } from '../src/db/schema/credits.ts';
import { runAdminCommand } from '../src/modules/admin/admin-command.ts';
import { startCharge } from '../src/modules/credits/ledger.ts';
import { startServerProcess } from './support/server-process.ts';
import { createTestApp, sessionCookie, type TestApp } from './support/test-app.ts';

// `npm run admin`: the server owner's way to list accounts, set a plan and add credits (issue 15). The use
// cases on the test database; the command itself as a process, beside a stopped and a running server.

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
    const result = await runAdminCommand(t.database.db, { command: 'accounts' });
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

    const result = await runAdminCommand(t.database.db, {
      command: 'plan',
      email: 'Mover@Example.com',
      tier: 'pro-300',
    });
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
    const result = await runAdminCommand(t.database.db, { command: 'grant', email: 'helper@example.com', credits: 25 });
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
      const refusal = runAdminCommand(t.database.db, { command: 'plan', email, tier: 'enterprise' });
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
    expect(await runAdminCommand(t.database.db, { command: 'plan', email: crew, tier: 'enterprise' })).toMatchObject({
      workspace: { tier: 'enterprise', unlimited: true },
    });
  });

  it('says which account does not exist, and changes nothing', async () => {
    await expect(
      runAdminCommand(t.database.db, { command: 'grant', email: 'ghost@example.com', credits: 5 }),
    ).rejects.toThrow('No account with the e-mail ghost@example.com on this server.');
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

  it('names an unknown account and exits with an error', async () => {
    const missing = await admin(dataDir, 'grant', 'nobody@example.com', '5');
    expect(missing).toMatchObject({
      code: 1,
      stderr: 'No account with the e-mail nobody@example.com on this server.\n',
    });
  }, 60_000);
});
