import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { BatchDetail } from '@tagwise/core/schemas/batches';
import { FAKE_AI_URL } from '../playwright.config.ts';
import { CONTROL_PATH } from '../apps/server/test/fakes/ai-provider-server.ts';
import { expect } from './fixtures.ts';

/**
 * Makes every analysis of the browser journeys' fake provider take `ms` (0 restores quick answers), so a
 * test can pause a batch while it runs. The fake is shared by the parallel workers: others only get slower.
 */
export async function setFakeAiLatency(ms: number) {
  const res = await fetch(`${FAKE_AI_URL}${CONTROL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ms > 0 ? { always: { slowMs: ms } } : {}),
  });
  expect(res.status).toBe(204);
}

const QUEUE_PHOTOS = 'test-fixtures/photos/queue';
const SOURCES = readdirSync(QUEUE_PHOTOS)
  .filter((name) => name.endsWith('.webp'))
  .sort();

/**
 * `count` real photos for a batch, cycling through the queue's fixture set under unique names
 * (`<prefix>-01-baseball.webp`, ...), as a person's camera roll would give them.
 */
export function queuePhotos(count: number, prefix = 'photo') {
  return Array.from({ length: count }, (_, i) => {
    const source = SOURCES[i % SOURCES.length]!;
    return {
      name: `${prefix}-${String(i + 1).padStart(2, '0')}-${source}`,
      mimeType: 'image/webp',
      buffer: readFileSync(path.join(QUEUE_PHOTOS, source)),
    };
  });
}

/** Multiple Items on a project's page: the dialog, ready for photos. */
export async function openMultipleItems(page: Page, projectId: string) {
  await page.goto(`/projects/${projectId}?analyze=multi`);
  const dialog = page.getByRole('dialog', { name: 'Multiple Items' });
  await expect(dialog.getByLabel('Batch name')).toHaveValue(/ photos, /);
  return dialog;
}

/** The batch id the address carries once Multiple Items has started a batch. */
export async function batchIdOf(page: Page) {
  await expect(page).toHaveURL(/[?&]batch=[0-9a-f-]{36}/);
  return new URL(page.url()).searchParams.get('batch')!;
}

export async function readBatch(request: APIRequestContext, batchId: string) {
  const res = await request.get(`/api/batches/${batchId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as BatchDetail;
}

export async function itemCount(request: APIRequestContext, projectId: string) {
  const res = await request.get(`/api/items/count?projectId=${projectId}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { total: number }).total;
}

/** The "x of y items" line of the progress dialog, as numbers. */
export async function finishedCount(page: Page) {
  const text = (await page.getByRole('dialog').getByRole('status').first().textContent()) ?? '';
  return Number(/^(\d+) of /.exec(text)?.[1] ?? -1);
}
