import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesEvent } from '@tagwise/core/sale-day/catalog-schemas';
import { parseBusMessage, type BusMessage } from '../src/events/event-bus.ts';
import { createPgEventBus } from '../src/events/pg-event-bus.ts';
import { createLogger } from '../src/logger.ts';
import { completed, invoice, itemLine, json, newSale, SATURDAY } from './support/checkout.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// An item sold on one phone shows as sold on the others within seconds (issue 35): the sale publishes bus
// topic 'sales', and every open /api/events stream of the workspace gets a `sales` event with the items' state.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SSE_HEARTBEAT_MS: '60000' } });
});
afterAll(() => t.close());

/** An open event stream read in the background, and the `sales` events it said. */
async function openStream(app: TestApp, cookie: string) {
  const controller = new AbortController();
  const res = await app.request('/api/events', { cookie, signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const state = { text: '' };
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        state.text += value;
      }
    } catch {
      // Aborted by the test.
    }
  })();
  const sales = () =>
    state.text
      .split('\n\n')
      .filter((block) => block.startsWith('event: sales\n'))
      .map(
        (block) =>
          JSON.parse(
            block
              .split('\n')
              .find((line) => line.startsWith('data: '))!
              .slice(6),
          ) as SalesEvent,
      );
  const until = async (ok: () => boolean, what: string) => {
    for (let waited = 0; !ok(); waited += 20) {
      if (waited > 5_000) throw new Error(`the stream never said ${what}: ${state.text}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  await until(() => state.text.includes('event: ready'), 'ready');
  return { state, sales, until, close: () => controller.abort() };
}

describe('live sales', () => {
  it("tells the workspace's other phones what sold, on which invoice and by whom, and no one else", async () => {
    const sale = await newSale(t, [40, 25]);
    const stranger = await newSale(t, []);
    const admin = await openStream(t, sale.admin);
    const outsider = await openStream(t, stranger.admin);
    const { invoice: sold } = await completed(
      t,
      sale.member,
      sale.project.id,
      invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }),
    );
    await admin.until(() => admin.sales().length > 0, 'a sale');
    expect(admin.sales()).toEqual([
      {
        projectId: sale.project.id,
        items: [
          expect.objectContaining({
            id: sale.items[0]!.id,
            status: 'sold',
            sale: expect.objectContaining({ invoiceId: sold.id, invoiceNumber: 1, soldAt: SATURDAY }) as unknown,
          }) as unknown,
        ],
      },
    ]);
    expect(admin.sales()[0]!.items[0]!.sale!.rungByName).toMatch(/^ann-/);

    // A hold and a void are heard the same way.
    const holdId = randomUUID();
    await json(
      t.request(`/api/projects/${sale.project.id}/holds`, {
        method: 'POST',
        cookie: sale.member,
        json: { id: holdId, itemIds: [sale.items[1]!.id], customerName: 'Pat', holdUntil: '2099-01-01T00:00:00Z' },
      }),
      201,
    );
    await json(
      t.request(`/api/invoices/${sold.id}/void`, { method: 'POST', cookie: sale.admin, json: { reason: 'Oops' } }),
      200,
    );
    await admin.until(() => admin.sales().length === 3, 'three sales');
    expect(admin.sales().map((e) => e.items.map((i) => [i.status, i.hold?.customerName ?? null]))).toEqual([
      [['sold', null]],
      [['hold', 'Pat']],
      [['available', null]],
    ]);
    // The other workspace heard nothing (its stream was open all along).
    expect(outsider.sales()).toEqual([]);
    admin.close();
    outsider.close();
  });

  it("reads back a 'sales' bus message and refuses a malformed one", () => {
    const message: BusMessage = { topic: 'sales', ownerId: 'o', projectId: 'p', itemIds: ['a', 'b'] };
    expect(parseBusMessage(JSON.stringify(message))).toEqual(message);
    expect(parseBusMessage(JSON.stringify({ topic: 'sales', ownerId: 'o', itemIds: [] }))).toBeNull();
    expect(
      parseBusMessage(JSON.stringify({ topic: 'sales', ownerId: 'o', projectId: 'p', itemIds: ['a', 7] })),
    ).toEqual({
      ...message,
      itemIds: ['a'],
    });
  });
});

// PostgreSQL (CI): several processes share LISTEN/NOTIFY; a sale of many items is split to fit NOTIFY's 8000 bytes.
describe.runIf(process.env.TEST_DATABASE_URL)('live sales across processes (PostgreSQL)', () => {
  it('reach a stream through LISTEN/NOTIFY, every item of a large sale included', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const bus = await createPgEventBus(url, createLogger('silent'));
    const heard: BusMessage[] = [];
    const unsubscribe = bus.subscribe((m) => m.topic === 'sales' && heard.push(m));
    const itemIds = Array.from({ length: 400 }, () => randomUUID());
    await bus.publish({ topic: 'sales', ownerId: 'o', projectId: 'p', itemIds });
    for (let waited = 0; heard.flatMap((m) => (m.topic === 'sales' ? m.itemIds : [])).length < 400; waited += 20) {
      if (waited > 5_000) throw new Error(`heard ${heard.length} messages`);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(heard.length).toBeGreaterThan(1);
    expect(heard.flatMap((m) => (m.topic === 'sales' ? m.itemIds : []))).toEqual(itemIds);
    unsubscribe();

    const app = await createTestApp({ bus, env: { SSE_HEARTBEAT_MS: '60000' } });
    const sale = await newSale(app, [40]);
    const stream = await openStream(app, sale.admin);
    await completed(app, sale.member, sale.project.id, invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] }));
    await stream.until(() => stream.sales().length > 0, 'a sale');
    expect(stream.sales()[0]!.items[0]).toMatchObject({ id: sale.items[0]!.id, status: 'sold' });
    stream.close();
    // Closes the bus too.
    await app.close();
  });
});
