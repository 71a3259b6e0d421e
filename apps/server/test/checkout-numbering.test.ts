import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';
import { projects } from '../src/db/schema/projects.ts';
import { saleInvoices } from '../src/db/schema/sale-day.ts';
import { complete, invoice, itemLine, miscLine, newSale, SATURDAY } from './support/checkout.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// Invoice numbers are unique per sale and have no gaps, however many phones complete at once (issue 35).
// On PGlite the requests interleave on one connection; with TEST_DATABASE_URL (CI) they run on PostgreSQL's
// pool at the same time, where the project row's lock is what puts them in line.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('invoice numbers', () => {
  it('are 1..N without a gap when two phones complete 24 sales at once, refusals in between', async () => {
    const sale = await newSale(t, [40, 25]);
    const lamp = sale.items[0]!;
    // 12 sales per phone at the same moment; three of them try to sell the same lamp online: one wins, the
    // other two are refused (and must not use up a number).
    const bodies = Array.from({ length: 24 }, (_, i) =>
      invoice({
        lines: i % 8 === 3 ? [itemLine(lamp, SATURDAY)] : [miscLine(`Lot ${i}`, 100 + i)],
        deviceId: i % 2 ? 'phone-a' : 'phone-b',
      }),
    );
    const answers = await Promise.all(
      bodies.map((body, i) => complete(t, i % 2 ? sale.member : sale.admin, sale.project.id, body)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(22);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    const numbers = await Promise.all(
      answers
        .filter((res) => res.status === 201)
        .map(async (res) => ((await res.json()) as CompleteInvoiceResult).invoice.number),
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    const stored = await t.database.db
      .select({ number: saleInvoices.number })
      .from(saleInvoices)
      .where(eq(saleInvoices.projectId, sale.project.id));
    expect(stored.map((r) => r.number).sort((a, b) => a - b)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
    const [project] = await t.database.db
      .select({ next: projects.nextInvoiceNumber })
      .from(projects)
      .where(eq(projects.id, sale.project.id));
    expect(project!.next).toBe(23);
  }, 60_000);

  it('are counted per sale: two sales completing at once each start at 1', async () => {
    const [elm, oak] = await Promise.all([newSale(t, []), newSale(t, [])]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        const sale = i % 2 ? elm : oak;
        return complete(t, sale.member, sale.project.id, invoice({ lines: [miscLine('Rug', 100)] }));
      }),
    );
    const numbers = await Promise.all(
      answers.map(async (res) => ((await res.json()) as CompleteInvoiceResult).invoice),
    );
    for (const sale of [elm, oak]) {
      expect(
        numbers
          .filter((i) => i.projectId === sale.project.id)
          .map((i) => i.number)
          .sort(),
      ).toEqual([1, 2, 3, 4, 5]);
    }
  }, 60_000);

  it('sell one item once when two phones ring it up at the same moment online', async () => {
    const sale = await newSale(t, [40]);
    const answers = await Promise.all(
      [sale.admin, sale.member].map((cookie) =>
        complete(t, cookie, sale.project.id, invoice({ lines: [itemLine(sale.items[0]!, SATURDAY)] })),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
  });
});
