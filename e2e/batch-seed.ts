import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { Batch, BatchDetail, BatchJob } from '@tagwise/core/schemas/batches';
import { expect } from './fixtures.ts';

// Bulk batches made through the queue's own API (as the Multiple Items flow makes them), so the widget and
// the Queue page are tested without the upload dialog.

const PHOTO = readFileSync('test-fixtures/photos/cup.webp');

export async function createBatch(request: APIRequestContext, projectId: string, name: string, total: number) {
  const res = await request.post('/api/batches', { data: { name, projectId, total } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Batch;
}

/** Sends photos `from`..`to - 1` of the batch, one request each (the runner starts on the first). */
export async function sendPhotos(request: APIRequestContext, batch: Batch, to = batch.total, from = 0) {
  const jobs: BatchJob[] = [];
  for (let i = from; i < to; i++) {
    const res = await request.post(`/api/batches/${batch.id}/files`, {
      multipart: {
        clientFileId: `file-${i}`,
        photo: { name: `photo-${i + 1}.webp`, mimeType: 'image/webp', buffer: PHOTO },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    jobs.push(((await res.json()) as { job: BatchJob }).job);
  }
  return jobs;
}

export async function getBatch(request: APIRequestContext, batchId: string) {
  const res = await request.get(`/api/batches/${batchId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as BatchDetail;
}

export async function batchAction(
  request: APIRequestContext,
  batchId: string,
  action: 'pause' | 'resume' | 'cancel' | 'retry',
) {
  const res = await request.post(`/api/batches/${batchId}/${action}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Batch;
}
