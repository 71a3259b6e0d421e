import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BulkResult } from '@tagwise/core/schemas/bulk-items';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import type { Item, ItemDetail, ItemPage } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { createTestApp, type TestApp } from './support/test-app.ts';

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
let t: TestApp;
let alice: string;
let bob: string;
let project: Project;
let cup: Buffer;

function api(cookie: string, method: string, urlPath: string, json?: unknown) {
  return t.request(urlPath, { method, cookie, ...(json === undefined ? {} : { json }) });
}
const upload = (itemId: string, body: Buffer, cookie = alice) =>
  t.request(`/api/items/${itemId}/images`, {
    method: 'POST',
    cookie,
    headers: { 'content-type': 'application/octet-stream' },
    body: new Uint8Array(body),
  });
async function uploaded(itemId: string, body: Buffer) {
  const res = await upload(itemId, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ItemImage;
}
async function newItem(name = 'Teacup') {
  const res = await api(alice, 'POST', '/api/items', { projectId: project.id, name, category: 'Kitchenware' });
  return (await res.json()) as Item;
}
const detail = async (id: string) => (await (await api(alice, 'GET', `/api/items/${id}`)).json()) as ItemDetail;
const storedFiles = async () => (await readdir(path.join(t.mediaDir, 'items')).catch(() => [])).sort();
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.signUp('alice@example.com');
  bob = await t.signUp('bob@example.com');
  project = (await (await api(alice, 'POST', '/api/projects', { name: 'Photos' })).json()) as Project;
  cup = await readFile(path.join(PHOTOS, 'cup.webp'));
});
afterAll(() => t.close());

describe('item photos', () => {
  it('stores a display image and a thumbnail, served to the workspace only, and lists the main one', async () => {
    const item = await newItem();
    const image = await uploaded(item.id, await readFile(path.join(PHOTOS, 'chair_1600.jpg')));
    expect(image).toMatchObject({ url: `/api/images/${image.id}/display`, thumbUrl: `/api/images/${image.id}/thumb` });
    expect(Math.max(image.width, image.height)).toBe(1600);

    const display = await api(alice, 'GET', image.url);
    expect(display.status).toBe(200);
    expect(display.headers.get('content-type')).toBe('image/webp');
    expect(display.headers.get('cache-control')).toContain('private');
    const thumb = await sharp(Buffer.from(await (await api(alice, 'GET', image.thumbUrl)).arrayBuffer())).metadata();
    expect(Math.max(thumb.width, thumb.height)).toBe(400);

    expect((await detail(item.id)).images.map((i) => i.id)).toEqual([image.id]);
    const page = (await (await api(alice, 'GET', `/api/items?projectId=${project.id}`)).json()) as ItemPage;
    expect(page.items.find((i) => i.id === item.id)?.thumbUrl).toBe(image.thumbUrl);

    expect((await api(bob, 'GET', image.url)).status).toBe(404);
    expect((await upload(item.id, cup, bob)).status).toBe(404);
    expect((await api(bob, 'DELETE', `/api/items/${item.id}/images/${image.id}`)).status).toBe(404);
    expect((await api(bob, 'PUT', `/api/items/${item.id}/images/order`, { imageIds: [image.id] })).status).toBe(404);
    expect((await api(bob, 'GET', image.thumbUrl)).status).toBe(404);
  });

  it('turns photos upright by their EXIF orientation and strips the metadata', async () => {
    const item = await newItem();
    const sideways = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'A client' } } })
      .toBuffer();
    const image = await uploaded(item.id, sideways);
    expect(image).toMatchObject({ width: 100, height: 300 });
    const stored = await sharp(Buffer.from(await (await api(alice, 'GET', image.url)).arrayBuffer())).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('checks uploads by content: other types, broken images, pixel bombs and huge files are refused', async () => {
    const item = await newItem();
    const text = await upload(item.id, Buffer.from('GIF89a, or so it says'));
    expect(text.status).toBe(415);
    expect(await errorOf(text)).toBe('Only JPG, JPEG, PNG and WebP images can be uploaded.');

    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const truncated = await upload(item.id, png.subarray(0, 60));
    expect(truncated.status).toBe(400);
    expect(await errorOf(truncated)).toBe('The file could not be read as an image. It may be corrupted.');

    // 64 megapixels of one colour compress to a few hundred kilobytes: refused before decoding.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const bombRes = await upload(item.id, bomb);
    expect(bombRes.status).toBe(400);
    expect(await errorOf(bombRes)).toBe('This image is too large to process (over 50 megapixels).');

    const huge = await upload(item.id, Buffer.concat([cup, Buffer.alloc(16 * 1024 * 1024)]));
    expect(huge.status).toBe(413);
    expect(await errorOf(huge)).toBe('Photo must be smaller than 15 MB.');
    expect((await detail(item.id)).images).toEqual([]);
  });

  it('reorders photos (the first is the main one) and removes a photo with its files', async () => {
    const item = await newItem();
    const first = await uploaded(item.id, cup);
    const second = await uploaded(item.id, await readFile(path.join(PHOTOS, 'chair.webp')));
    expect((await detail(item.id)).thumbUrl).toBe(first.thumbUrl);

    const res = await api(alice, 'PUT', `/api/items/${item.id}/images/order`, { imageIds: [second.id, first.id] });
    expect(res.status).toBe(200);
    expect((await detail(item.id)).images.map((i) => i.id)).toEqual([second.id, first.id]);
    expect((await detail(item.id)).thumbUrl).toBe(second.thumbUrl);
    const partial = await api(alice, 'PUT', `/api/items/${item.id}/images/order`, { imageIds: [second.id] });
    expect(partial.status).toBe(400);

    const before = await storedFiles();
    expect((await api(alice, 'DELETE', `/api/items/${item.id}/images/${second.id}`)).status).toBe(204);
    const after = await storedFiles();
    expect(before.filter((f) => !after.includes(f))).toEqual([`${second.id}-display.webp`, `${second.id}-thumb.webp`]);
    expect((await detail(item.id)).images.map((i) => i.id)).toEqual([first.id]);
  });

  it('allows at most 12 photos per item', async () => {
    const item = await newItem();
    for (let i = 0; i < 12; i++) await uploaded(item.id, cup);
    const res = await upload(item.id, cup);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe('An item can have at most 12 photos.');
  });

  it('deleting an item removes its photo files; a bulk delete keeps them until it can no longer be undone', async () => {
    const single = await newItem('Single');
    const photo = await uploaded(single.id, cup);
    expect((await api(alice, 'DELETE', `/api/items/${single.id}`)).status).toBe(204);
    expect(await storedFiles()).not.toContain(`${photo.id}-display.webp`);

    const bulkItem = await newItem('Bulk');
    const kept = await uploaded(bulkItem.id, cup);
    const del = (await (
      await api(alice, 'POST', '/api/items/bulk', { selection: { ids: [bulkItem.id] }, action: { type: 'delete' } })
    ).json()) as BulkResult;
    expect(await storedFiles()).toContain(`${kept.id}-display.webp`);
    await api(alice, 'POST', '/api/items/bulk/undo', { undoId: del.undoId });
    expect((await detail(bulkItem.id)).images.map((i) => i.id)).toEqual([kept.id]);
    expect((await api(alice, 'GET', kept.url)).status).toBe(200);

    await api(alice, 'POST', '/api/items/bulk', { selection: { ids: [bulkItem.id] }, action: { type: 'delete' } });
    const other = await newItem('Other');
    await api(alice, 'POST', '/api/items/bulk', {
      selection: { ids: [other.id] },
      action: { type: 'set', status: 'hold' },
    });
    expect(await storedFiles()).not.toContain(`${kept.id}-display.webp`);
  });
});
