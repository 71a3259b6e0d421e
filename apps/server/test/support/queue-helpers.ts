import { expect } from 'vitest';
import type { AddedBatchFile, Batch, BatchDetail } from '@tagwise/core/schemas/batches';
import type { QueueSettings } from '../../src/jobs/queue-runner.ts';

/** Fast settings for tests: short polls and back-off, so a whole batch runs in well under a second. */
export const FAST_QUEUE: QueueSettings = {
  concurrency: 1,
  leaseMs: 5_000,
  pollMs: 50,
  maintenanceMs: 200,
  abandonAfterMs: 24 * 3_600_000,
  retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 50 },
};

type Request = (path: string, init?: RequestInit & { json?: unknown; cookie?: string }) => Promise<Response>;

/** The bulk queue's endpoints as a browser calls them. */
export function queueClient(request: Request) {
  return {
    async create(cookie: string, json: unknown) {
      const res = await request('/api/batches', { method: 'POST', cookie, json });
      expect(res.status, await res.clone().text()).toBe(201);
      return (await res.json()) as Batch;
    },
    async addFile(
      cookie: string,
      batchId: string,
      clientFileId: string,
      photos: Buffer[],
      name = 'photo.webp',
      manualInfo?: string,
    ) {
      const form = new FormData();
      form.append('clientFileId', clientFileId);
      for (const photo of photos) form.append('photo', new Blob([new Uint8Array(photo)]), name);
      if (manualInfo !== undefined) form.append('manualInfo', manualInfo);
      return request(`/api/batches/${batchId}/files`, { method: 'POST', cookie, body: form });
    },
    async get(cookie: string, batchId: string) {
      const res = await request(`/api/batches/${batchId}`, { cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as BatchDetail;
    },
    action: (cookie: string, batchId: string, action: 'pause' | 'resume' | 'cancel' | 'retry') =>
      request(`/api/batches/${batchId}/${action}`, { method: 'POST', cookie }),
  };
}

export type AddedFile = AddedBatchFile;

/** Polls until the check passes (or fails with its last error after the timeout). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
