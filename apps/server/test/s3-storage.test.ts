import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createS3Storage } from '../src/storage/s3-storage.ts';
import { FAKE_S3_ACCESS_KEY, FAKE_S3_SECRET, startFakeS3 } from './fakes/s3-server.ts';

let fake: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  fake = await startFakeS3('tagwise-photos');
});
afterAll(() => fake.close());

const storageFor = (overrides: Record<string, string> = {}) =>
  createS3Storage(
    loadConfig({
      S3_BUCKET: 'tagwise-photos',
      S3_ENDPOINT: fake.url,
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: FAKE_S3_ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: FAKE_S3_SECRET,
      S3_FORCE_PATH_STYLE: 'true',
      ...overrides,
    }).s3!,
  );

describe('S3 storage through the real SDK', () => {
  it('puts, gets and deletes whole files under their keys', async () => {
    const storage = storageFor();
    const data = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 255]);
    await storage.put('uploads/abc-thumb.webp', data, 'image/webp');
    expect(fake.objects.get('uploads/abc-thumb.webp')).toEqual({ body: data, contentType: 'image/webp' });
    expect(await storage.get('uploads/abc-thumb.webp')).toEqual(data);
    await storage.delete('uploads/abc-thumb.webp');
    expect(fake.objects.has('uploads/abc-thumb.webp')).toBe(false);
    storage.destroy();
  });

  it('answers null for a missing key and deletes missing keys quietly', async () => {
    const storage = storageFor();
    expect(await storage.get('items/missing.webp')).toBeNull();
    await expect(storage.delete('items/missing.webp')).resolves.toBeUndefined();
    storage.destroy();
  });

  it('surfaces a refused request (wrong credentials) as an error', async () => {
    const storage = storageFor({ S3_ACCESS_KEY_ID: 'AKIAWRONG', S3_SECRET_ACCESS_KEY: 'nope' });
    await expect(storage.put('items/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    storage.destroy();
  });
});
