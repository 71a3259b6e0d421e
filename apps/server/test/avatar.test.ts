import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSettings } from '@tagwise/core/schemas/account-settings';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '@tagwise/core/values/avatar';
import { createTestApp, type TestApp } from './support/test-app.ts';

// A person's profile photo (issue 18): anyone's own, admin or team member; checked by content, stored as a
// 256 px square PNG, private to its owner, replaced and removed without leaving files behind.

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
let t: TestApp;
let alice: string;
let helper: string;
let bob: string;
let photo: Buffer;

const put = (cookie: string, body: Buffer) =>
  t.request('/api/settings/avatar', {
    method: 'PUT',
    cookie,
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  });
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const avatarFiles = () => {
  try {
    return readdirSync(path.join(t.mediaDir, 'avatars'), { recursive: true }).filter((f) => String(f).endsWith('.png'));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice-avatar@example.com');
  bob = await t.signUp('bob-avatar@example.com');
  helper = await t.signUpSubUser('helper-avatar@example.com', 'alice-avatar@example.com');
  photo = readFileSync(path.join(PHOTOS, 'chair_1600.jpg'));
});
afterAll(() => t.close());

describe('profile photo', () => {
  it('a team member sets their own photo: a 256 px square PNG only they read; replacing removes the old file', async () => {
    const res = await put(helper, photo);
    expect(res.status, await res.clone().text()).toBe(200);
    const settings = (await res.json()) as AccountSettings;
    expect(settings.avatarUrl).toMatch(/^\/api\/settings\/avatar\?v=[0-9a-f-]{36}$/);
    const served = await t.request(settings.avatarUrl!, { cookie: helper });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, max-age=86400');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width: 256,
      height: 256,
    });
    // Another person, even the admin of the same workspace, reads their own (none).
    expect((await t.request('/api/settings/avatar', { cookie: alice })).status).toBe(404);
    expect((await t.request('/api/settings/avatar', { cookie: bob })).status).toBe(404);
    expect(avatarFiles()).toHaveLength(1);

    const replaced = (await (await put(helper, photo)).json()) as AccountSettings;
    expect(replaced.avatarUrl).not.toBe(settings.avatarUrl);
    expect(avatarFiles()).toHaveLength(1);

    const removed = await t.request('/api/settings/avatar', { method: 'DELETE', cookie: helper });
    expect(((await removed.json()) as AccountSettings).avatarUrl).toBeNull();
    expect(avatarFiles()).toHaveLength(0);
    expect((await t.request('/api/settings/avatar', { cookie: helper })).status).toBe(404);
  });

  it('refuses what is not an image by its content, whatever its name, and anything over 5 MB, keeping the photo', async () => {
    await put(alice, photo);
    const before = avatarFiles();
    const text = await put(
      alice,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(text.status).toBe(415);
    expect(await errorOf(text)).toBe(AVATAR_MESSAGES.wrongType);
    const big = await put(alice, Buffer.alloc(AVATAR_MAX_BYTES + 1, 0xff));
    expect(big.status).toBe(413);
    expect(await errorOf(big)).toBe(AVATAR_MESSAGES.tooLarge);
    const cut = await put(alice, photo.subarray(0, 2000));
    expect(cut.status).toBe(400);
    expect(avatarFiles()).toEqual(before);
    const settings = (await (await t.request('/api/settings/account', { cookie: alice })).json()) as AccountSettings;
    expect(settings.avatarUrl).not.toBeNull();
  });
});
