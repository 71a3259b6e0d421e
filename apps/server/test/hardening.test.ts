import { readFile } from 'node:fs/promises';
import { request as httpRequest, Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, REQUEST_MESSAGES } from '@tagwise/core/messages';
import { PROFILE_MESSAGES } from '@tagwise/core/schemas/account-settings';
import { PHOTO_MESSAGES } from '@tagwise/core/schemas/item-images';
import type { Item, ItemPage } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { resolveActor } from '../src/auth/actor.ts';
import { user } from '../src/db/schema/auth.ts';
import { creditTransactions } from '../src/db/schema/credits.ts';
import { createLogger } from '../src/logger.ts';
import { BACKUP_RESTORE_PATH } from '../src/modules/backup/routes.ts';
import { startCharge } from '../src/modules/credits/ledger.ts';
import {
  INTERRUPTED_CHARGE_AGE_MS,
  refundInterruptedCharges,
} from '../src/modules/credits/refund-interrupted-charges.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.ts';

// Requests probed the way an attacker or a broken client would send them: another origin with the
// person's cookie, NUL bytes in text, bodies too large for a kept-alive connection, wrong photo fields.

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
let t: TestApp;
let alice: string;
let project: Project;
let cup: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice@example.com');
  project = (await (
    await t.request('/api/projects', { method: 'POST', cookie: alice, json: { name: 'Elm' } })
  ).json()) as Project;
  cup = await readFile(path.join(PHOTOS, 'cup.webp'));
});
afterAll(() => t.close());

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const itemCount = async () =>
  ((await (await t.request(`/api/items?projectId=${project.id}`, { cookie: alice })).json()) as ItemPage).items.length;

/** A request exactly as given: no Origin filled in, unlike t.request. */
const raw = (url: string, init: RequestInit) => t.app.request(url, init);

describe('writes from another origin', () => {
  const json = JSON.stringify({ projectId: '', name: 'Planted', category: 'Decor' });

  it('refuses creates, updates and deletes carrying the cookie from a sibling site, whatever the body type', async () => {
    const item = (await (
      await t.request('/api/items', {
        method: 'POST',
        cookie: alice,
        json: { projectId: project.id, name: 'Lamp', category: 'Decor' },
      })
    ).json()) as Item;
    const before = await itemCount();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(cup)]), 'cup.webp');
    const attempts: [string, string, RequestInit['body'], string | undefined][] = [
      ['POST', '/api/items', json.replace('""', `"${project.id}"`), 'application/json'],
      ['POST', '/api/items', json.replace('""', `"${project.id}"`), 'text/plain'],
      ['PATCH', `/api/items/${item.id}`, JSON.stringify({ name: 'Renamed' }), 'application/json'],
      ['DELETE', `/api/items/${item.id}`, undefined, undefined],
      ['POST', '/api/uploads', form, undefined],
      ['POST', `/api/items/${item.id}/images`, new Uint8Array(cup), 'image/webp'],
    ];
    for (const [method, url, body, type] of attempts) {
      for (const origin of ['https://evil.example.com', 'http://localhost:3001', 'null']) {
        const headers: Record<string, string> = { cookie: alice, origin };
        if (type) headers['content-type'] = type;
        const res = await raw(url, { method, body, headers });
        expect(res.status, `${method} ${url} from ${origin}`).toBe(403);
        expect(await errorOf(res)).toEqual({ code: 'FORBIDDEN', message: REQUEST_MESSAGES.crossSite });
      }
    }
    // No Origin but the browser's own word that it is cross-site.
    const fetchMetadata = await raw(`/api/items/${item.id}`, {
      method: 'DELETE',
      headers: { cookie: alice, 'sec-fetch-site': 'same-site' },
    });
    expect(fetchMetadata.status).toBe(403);
    expect(await itemCount()).toBe(before);
    const still = await t.request(`/api/items/${item.id}`, { cookie: alice });
    expect(((await still.json()) as Item).name).toBe('Lamp');
  });

  it('lets our own origin and clients that are not browsers (no Origin, no Fetch Metadata) through', async () => {
    const headers = { cookie: alice, 'content-type': 'application/json' };
    const body = JSON.stringify({ projectId: project.id, name: 'Same origin', category: 'Decor' });
    expect(
      (await raw('/api/items', { method: 'POST', body, headers: { ...headers, origin: TEST_ORIGIN } })).status,
    ).toBe(201);
    expect(
      (await raw('/api/items', { method: 'POST', body, headers: { ...headers, 'sec-fetch-site': 'same-origin' } }))
        .status,
    ).toBe(201);
    expect((await raw('/api/items', { method: 'POST', body, headers })).status).toBe(201);
    // Reads are never refused for their origin (the browser's CORS rules keep their answers private).
    expect(
      (await raw('/api/projects', { headers: { cookie: alice, origin: 'https://evil.example.com' } })).status,
    ).toBe(200);
  });
});

describe('a NUL byte in any text', () => {
  it('is refused with a clear 400 in names, descriptions, file names, client file ids and searches; nothing is saved', async () => {
    const before = await itemCount();
    for (const body of [
      { projectId: project.id, name: 'Lamp\u0000', category: 'Decor' },
      { projectId: project.id, name: 'Lamp', description: 'brass\u0000', category: 'Decor' },
    ]) {
      const res = await t.request('/api/items', { method: 'POST', cookie: alice, json: body });
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'BAD_REQUEST', message: REQUEST_MESSAGES.nulCharacter });
    }
    expect(await itemCount()).toBe(before);

    const upload = new FormData();
    upload.append('photo', new Blob([new Uint8Array(cup)]), 'cup\u0000.webp');
    expect((await t.request('/api/uploads', { method: 'POST', cookie: alice, body: upload })).status).toBe(400);

    const batch = await t.request('/api/batches', {
      method: 'POST',
      cookie: alice,
      json: {
        name: 'Shelf',
        projectId: project.id,
        total: 1,
        options: { mode: 'upload-only', enhancePhotos: false, grouping: 'one-per-photo' },
      },
    });
    const batchId = ((await batch.json()) as { id: string }).id;
    for (const [clientFileId, name] of [
      ['f\u00001', 'cup.webp'],
      ['f1', 'cup\u0000.webp'],
    ]) {
      const form = new FormData();
      form.append('clientFileId', clientFileId!);
      form.append('photo', new Blob([new Uint8Array(cup)]), name);
      const res = await t.request(`/api/batches/${batchId}/files`, { method: 'POST', cookie: alice, body: form });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(REQUEST_MESSAGES.nulCharacter);
    }

    const search = await t.request('/api/items?q=lamp%00', { cookie: alice });
    expect(search.status).toBe(400);
    expect((await errorOf(search)).message).toBe(REQUEST_MESSAGES.nulCharacter);
  });

  it('never puts the failed statement’s parameters (people’s data) in the error log', () => {
    const lines: string[] = [];
    const logger = createLogger('error', {}, (line) => lines.push(line));
    const failed = Object.assign(
      new Error('Failed query: insert into "items" ("name") values ($1)\nparams: Secret lamp of Mrs Smith'),
      {
        query: 'insert into "items" ("name") values ($1)',
        params: ['Secret lamp of Mrs Smith'],
        cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
          code: '22021',
          detail: 'Key (name)=(Secret lamp of Mrs Smith)',
        }),
      },
    );
    logger.error('unexpected error', { err: failed });
    expect(lines[0]).toContain('insert into \\"items\\"');
    expect(lines[0]).toContain('22021');
    expect(lines[0]).not.toContain('Mrs Smith');
  });
});

describe('caching of private answers', () => {
  it('sends no-store on API JSON, keeps photos private for a day only, and clears the browser cache at sign-out', async () => {
    const list = await t.request('/api/projects', { cookie: alice });
    expect(list.headers.get('cache-control')).toBe('no-store');
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(cup)]), 'cup.webp');
    const upload = (await (await t.request('/api/uploads', { method: 'POST', cookie: alice, body: form })).json()) as {
      thumbUrl: string;
    };
    const photo = await t.request(upload.thumbUrl, { cookie: alice });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('private, max-age=86400');

    const bob = await t.signUp('bob-cache@example.com');
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: bob, json: {} });
    expect(out.status).toBe(200);
    expect(out.headers.get('clear-site-data')).toBe('"cache"');
  });
});

describe('messages that say what happened', () => {
  it('tells a photo upload with no photo, or several, what is wrong', async () => {
    const none = new FormData();
    none.append('note', 'no photo here');
    const missing = await t.request('/api/uploads', { method: 'POST', cookie: alice, body: none });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe(`photo: ${PHOTO_MESSAGES.missing}`);

    const many = new FormData();
    for (let i = 0; i < 20; i++) many.append('photo', new Blob([new Uint8Array(cup)]), `cup${i}.webp`);
    const several = await t.request('/api/uploads', { method: 'POST', cookie: alice, body: many });
    expect(several.status).toBe(400);
    expect((await errorOf(several)).message).toBe(`photo: ${PHOTO_MESSAGES.onlyOne}`);
  });

  it('asks a client that never signed in to sign in, and tells one whose session ended that it expired', async () => {
    const never = await t.request('/api/projects');
    expect(await errorOf(never)).toEqual({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.signInRequired });
    const ended = await t.request('/api/projects', { cookie: 'tagwise.session_token=gone.signature' });
    expect(await errorOf(ended)).toEqual({ code: 'UNAUTHORIZED', message: AUTH_MESSAGES.sessionExpired });
  });

  it('refuses a team member the integrations in their own words, not the pricing settings’', async () => {
    const helper = await t.signUpSubUser('helper@example.com', 'alice@example.com');
    const res = await t.request('/api/integrations/estatesales', { cookie: helper });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(PROFILE_MESSAGES.integrationsAdminOnly);
  });
});

describe('charges of work a dead process left behind', () => {
  it('are refunded when no process can still be on them: all at a sole process’s start, else only old ones', async () => {
    const db = t.database.db;
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, 'alice@example.com'));
    const actor = await resolveActor(db, row!.id);
    const old = await startCharge(db, actor, { operation: 'analysis', operationId: randomUUID(), metadata: {} });
    const recent = await startCharge(db, actor, { operation: 'enhancement', operationId: randomUUID(), metadata: {} });
    await db
      .update(creditTransactions)
      .set({ createdAt: new Date(Date.now() - INTERRUPTED_CHARGE_AGE_MS - 1_000) })
      .where(eq(creditTransactions.id, old.transactionId));
    const logger = createLogger('silent');
    const status = async (id: string) =>
      (await db.select().from(creditTransactions).where(eq(creditTransactions.id, id)))[0]!.status;

    // Another API process may still be working on the recent one.
    expect(await refundInterruptedCharges(db, { soleProcess: false, logger })).toBe(1);
    expect([await status(old.transactionId), await status(recent.transactionId)]).toEqual(['refunded', 'pending']);
    // The only process, starting: nothing can be working on any of them.
    expect(await refundInterruptedCharges(db, { soleProcess: true, logger })).toBe(1);
    expect(await status(recent.transactionId)).toBe('refunded');
  });
});

describe('a refused body on a kept-alive connection', () => {
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (agent: Agent, method: string, url: string, body?: Buffer, type?: string) =>
    new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method,
          path: url,
          agent,
          headers: { cookie: alice, origin: TEST_ORIGIN, ...(type ? { 'content-type': type } : {}) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('closes the connection after a 413, so the next request on the agent works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const tooLarge = Buffer.alloc(2 * 1024 * 1024, 'a');
      const refused = await send(agent, 'POST', '/api/projects', tooLarge, 'application/json');
      expect(refused).toEqual({ status: 413, connection: 'close' });
      const next = await send(agent, 'GET', '/api/projects');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  /**
   * A Node client sending `bytes` of body as fast as the socket takes it, declared up front or chunked: the
   * answer's status, and any error its upload met (EPIPE, ECONNRESET when the server closed without reading).
   */
  const upload = (bytes: number, declared: boolean) =>
    new Promise<{ status: number | undefined; error: string | undefined }>((resolve) => {
      let status: number | undefined;
      let error: string | undefined;
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/projects',
          agent: false,
          headers: {
            cookie: alice,
            origin: TEST_ORIGIN,
            'content-type': 'application/json',
            ...(declared ? { 'content-length': String(bytes) } : {}),
          },
        },
        (res) => {
          status = res.statusCode;
          res.resume();
        },
      );
      req.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
      // The last event, after the answer's end or the error.
      req.on('close', () => resolve({ status, error }));
      const chunk = Buffer.alloc(64 * 1024, 'a');
      let sent = 0;
      const pump = () => {
        while (sent < bytes) {
          const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
          sent += part.length;
          if (!req.write(part)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });

  it('answers a body several MB over the limit with a 413 the client receives, not a broken pipe', async () => {
    const overLimit = t.config.bodyLimitBytes + 6 * 1024 * 1024;
    expect(await upload(overLimit, true)).toEqual({ status: 413, error: undefined });
    expect(await upload(overLimit, false)).toEqual({ status: 413, error: undefined });
  });

  it('closes the connection after a 415, whose body was never read, so the next request on the agent works', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // A backup restore takes the zip itself as the body: a CSV is refused by its type alone, unread.
      const notAZip = Buffer.alloc(512 * 1024, 'a');
      const refused = await send(agent, 'POST', BACKUP_RESTORE_PATH, notAZip, 'text/csv');
      expect(refused).toEqual({ status: 415, connection: 'close' });
      const next = await send(agent, 'GET', '/api/projects');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
