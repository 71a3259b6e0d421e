import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Upload } from '@tagwise/core/schemas/analysis';
import { uploads } from '../src/db/schema/uploads.ts';
import { sweepExpiredUploads } from '../src/modules/uploads/sweep-expired-uploads.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
let t: TestApp;
let alice: string;
let bob: string;
let chair: Buffer;

const send = (body: Buffer, cookie = alice, name = 'photo.jpg', field = 'photo') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(body)]), name);
  return t.request('/api/uploads', { method: 'POST', cookie, body: form });
};
async function uploaded(body: Buffer) {
  const res = await send(body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Upload;
}
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;
const storedFiles = async () => (await readdir(path.join(t.mediaDir, 'uploads')).catch(() => [])).sort();

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
  chair = await readFile(path.join(PHOTOS, 'chair_1600.jpg'));
});
afterAll(() => t.close());

describe('uploads for an analysis', () => {
  it('stores a checked photo and serves its thumbnail to the workspace only', async () => {
    const upload = await uploaded(chair);
    expect(upload).toMatchObject({ thumbUrl: `/api/uploads/${upload.id}/thumb` });
    expect(Math.max(upload.width, upload.height)).toBe(1600);
    const thumb = await t.request(upload.thumbUrl, { cookie: alice });
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.headers.get('cache-control')).toContain('private');
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    expect(Math.max(meta.width, meta.height)).toBe(400);
    expect((await t.request(`/api/uploads/${upload.id}/display`, { cookie: alice })).status).toBe(200);
    expect(await storedFiles()).toEqual(
      expect.arrayContaining([`${upload.id}-display.webp`, `${upload.id}-thumb.webp`]),
    );

    expect((await t.request(upload.thumbUrl, { cookie: bob })).status).toBe(404);
    expect((await t.request(`/api/uploads/${upload.id}`, { method: 'DELETE', cookie: bob })).status).toBe(404);
    expect((await t.request(upload.thumbUrl)).status).toBe(401);
  });

  it('checks by content: another type, a broken file, a pixel bomb, a huge file, no photo field', async () => {
    const text = await send(Buffer.from('GIF89a, or so it says'), alice, 'cat.jpg');
    expect(text.status).toBe(415);
    expect(await errorOf(text)).toBe('Only JPG, JPEG, PNG and WebP images can be uploaded.');

    const truncated = await send(chair.subarray(0, 2000));
    expect(truncated.status).toBe(400);
    expect(await errorOf(truncated)).toBe('The file could not be read as an image. It may be corrupted.');

    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const bombRes = await send(bomb, alice, 'bomb.png');
    expect(bombRes.status).toBe(400);
    expect(await errorOf(bombRes)).toBe('This image is too large to process (over 50 megapixels).');

    const huge = await send(Buffer.concat([chair, Buffer.alloc(16 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(await errorOf(huge)).toBe('Photo must be smaller than 15 MB.');

    expect((await send(chair, alice, 'photo.jpg', 'picture')).status).toBe(400);
    const rows = await t.database.db.select().from(uploads);
    expect(rows.every((r) => r.originalName !== 'bomb.png' && r.originalName !== 'cat.jpg')).toBe(true);
  });

  it('removes an upload with its files', async () => {
    const upload = await uploaded(chair);
    expect((await t.request(`/api/uploads/${upload.id}`, { method: 'DELETE', cookie: alice })).status).toBe(204);
    expect(await storedFiles()).not.toContain(`${upload.id}-thumb.webp`);
    expect((await t.request(upload.thumbUrl, { cookie: alice })).status).toBe(404);
    expect((await t.request(`/api/uploads/${upload.id}`, { method: 'DELETE', cookie: alice })).status).toBe(404);
  });

  it('sweeps uploads older than the time to live, rows and files, and keeps newer ones', async () => {
    const old = await uploaded(chair);
    const recent = await uploaded(chair);
    await t.database.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(uploads.id, old.id));
    const removed = await sweepExpiredUploads({ db: t.database.db, storage: t.storage, ttlHours: 24 });
    expect(removed).toBe(1);
    const files = await storedFiles();
    expect(files).not.toContain(`${old.id}-display.webp`);
    expect(files).toContain(`${recent.id}-display.webp`);
    expect((await t.request(old.thumbUrl, { cookie: alice })).status).toBe(404);
    expect((await t.request(recent.thumbUrl, { cookie: alice })).status).toBe(200);
  });
});
