import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { ManualInfo } from '@tagwise/core/schemas/analysis';
import {
  assignBatch,
  captureFiles,
  listCaptures,
  removeCapture,
  saveCapture,
  subscribeCaptures,
} from './offline-captures';

const info: ManualInfo = {
  brand: 'Wedgwood',
  model: undefined,
  artist: undefined,
  year: undefined,
  materials: undefined,
  dimensions: undefined,
  additionalNotes: 'Gold rim',
};

const photo = (name: string, bytes = 'jpeg bytes') =>
  new File([bytes], name, { type: 'image/jpeg', lastModified: 1_700_000_000_000 });

describe('offline captures', () => {
  it("keeps each person's items with their photos, oldest first, until the server has them", async () => {
    let changes = 0;
    const stop = subscribeCaptures(() => changes++);
    const first = await saveCapture({
      userId: 'ann',
      projectId: 'p1',
      photos: [photo('a.jpg'), photo('b.jpg')],
      now: 1,
    });
    const second = await saveCapture({
      userId: 'ann',
      projectId: 'p2',
      photos: [photo('c.jpg')],
      manualInfo: info,
      now: 2,
    });
    await saveCapture({ userId: 'bob', projectId: 'p3', photos: [photo('d.jpg')], now: 3 });

    const kept = await listCaptures('ann');
    expect(kept.map((c) => [c.id, c.projectId, c.batchId, c.manualInfo])).toEqual([
      [first.id, 'p1', null, null],
      [second.id, 'p2', null, info],
    ]);
    // The photos come back as the files that were saved: names, types, dates and bytes.
    const files = captureFiles(kept[0]!);
    expect(files.map((f) => [f.name, f.type, f.lastModified])).toEqual([
      ['a.jpg', 'image/jpeg', 1_700_000_000_000],
      ['b.jpg', 'image/jpeg', 1_700_000_000_000],
    ]);
    expect(await files[0]!.text()).toBe('jpeg bytes');

    await assignBatch([first.id, second.id], 'batch-1');
    expect((await listCaptures('ann')).map((c) => c.batchId)).toEqual(['batch-1', 'batch-1']);

    await removeCapture(first.id);
    expect((await listCaptures('ann')).map((c) => c.id)).toEqual([second.id]);
    expect((await listCaptures('bob')).length).toBe(1);
    expect(changes).toBe(5);
    stop();
  });
});
