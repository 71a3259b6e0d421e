import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisResult, Upload } from '@tagwise/core/schemas/analysis';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import type { Project } from '@tagwise/core/schemas/projects';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The default analyzer end to end, as a fresh install runs it: no AI configuration at all, the real
// models in a real worker thread, a real database. Loading the models takes seconds on two cores, hence
// the long timeouts; nothing asserts on time (bench/ measures it).

const PHOTOS = path.resolve(import.meta.dirname, '../../../test-fixtures/photos');
const MODEL_TIMEOUT = 180_000;

let t: TestApp;
let cookie: string;
let project: Project;
let cup: Buffer;

async function upload(photo: Buffer, name: string): Promise<Upload> {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)]), name);
  const res = await t.request('/api/uploads', { method: 'POST', cookie, body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as Upload;
}

async function analyze(photo: Buffer, name: string): Promise<AnalysisResult> {
  const up = await upload(photo, name);
  const res = await t.request('/api/analyses', {
    method: 'POST',
    cookie,
    json: { projectId: project.id, uploadIds: [up.id] },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as AnalysisResult;
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.signUp('olive@example.com');
  project = (await (
    await t.request('/api/projects', { method: 'POST', cookie, json: { name: 'Garage sale' } })
  ).json()) as Project;
  cup = await readFile(path.join(PHOTOS, 'cup.webp'));
}, MODEL_TIMEOUT);
afterAll(async () => {
  await t.close();
});

describe('the offline analyzer (no AI provider configured)', () => {
  it(
    'names the cup photo as Kitchenware with its colour, a reference price and low confidence',
    async () => {
      const result = await analyze(cup, 'cup.webp');
      const { item } = result;
      expect(result.provider).toBe('local');
      expect(result.creditsCharged).toBe(1);
      expect(item.category).toBe('Kitchenware');
      expect(item.name.toLowerCase()).toContain('cup');
      expect(item.keyAttributes.some((a) => /^Colour: /.test(a))).toBe(true);
      expect(item.retailCents).toBeGreaterThan(0);
      expect(item.tagPrice).toBeGreaterThan(0);
      expect(result.confidence).toBeGreaterThan(0);
      expect(result.confidence).toBeLessThanOrEqual(0.45);
      expect(item.analysis).toMatchObject({ provider: 'local', conditionSource: 'default' });
      expect(item.analysis!.pricingNote).toContain('Offline guess: ');
      expect(item.analysis!.pricingNote).toContain('Reference table');
    },
    MODEL_TIMEOUT,
  );

  it(
    "prices from the workspace's own comparable items once a person has priced one",
    async () => {
      const first = (await analyze(cup, 'cup.webp')).item;
      // A person corrects the retail price: that item is now evidence of what cups fetch here.
      const res = await t.request(`/api/items/${first.id}`, { method: 'PATCH', cookie, json: { retailCents: 2400 } });
      expect(res.status).toBe(200);

      const second = await analyze(cup, 'cup.webp');
      expect(second.item.retailCents).toBe(2400);
      expect(second.item.analysis!.pricingNote).toContain('Median of 1 similar item in your workspace');
      expect(second.item.analysis!.pricingNote).toContain(`"${first.name}" $24`);
    },
    MODEL_TIMEOUT,
  );

  it(
    'keeps answering other requests while an analysis runs in the worker',
    async () => {
      const order: string[] = [];
      const analysis = analyze(cup, 'cup.webp').then(() => order.push('analysis'));
      // Give the analysis a head start into the worker, then ask for something else.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const health = t.request('/api/health').then((res) => {
        order.push('health');
        return res.status;
      });
      expect(await health).toBe(200);
      await analysis;
      expect(order).toEqual(['health', 'analysis']);
    },
    MODEL_TIMEOUT,
  );

  it(
    'is never shown to another workspace',
    async () => {
      const { item } = await analyze(cup, 'cup.webp');
      const mallory = await t.signUp('mallory@example.com');
      const res = await t.request(`/api/items/${item.id}`, { cookie: mallory });
      expect(res.status).toBe(404);
      const detail = (await (await t.request(`/api/items/${item.id}`, { cookie })).json()) as ItemDetail;
      expect(detail.analysis?.provider).toBe('local');
    },
    MODEL_TIMEOUT,
  );
});
