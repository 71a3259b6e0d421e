import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import type { CheckoutCatalog } from '@tagwise/core/sale-day/catalog-schemas';
import type { Consignor, Expense, SaleTerms } from '@tagwise/core/sale-day/terms-schemas';
import type { BulkResult, BulkUndoResult } from '@tagwise/core/schemas/bulk-items';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { completed, errorOf, invoice, itemLine, json, newSale, SATURDAY, type Sale } from './support/checkout.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';

// The sale's terms (issue 35, the admin's alone): the client, the commission, the sales tax the checkout
// charges, the expenses (added, edited, removed with who and when) and consignors with their items.

let t: TestApp;
let sale: Sale;
beforeAll(async () => {
  t = await createTestApp();
  sale = await newSale(t, [40, 25, 12]);
});
afterAll(() => t.close());

const send = (cookie: string, method: string, url: string, body?: unknown) =>
  t.request(url, { method, cookie, ...(body === undefined ? {} : { json: body }) });
const termsOf = (s: Sale) => json<SaleTerms>(send(s.admin, 'GET', `/api/projects/${s.project.id}/sale-terms`), 200);

describe("the sale's terms", () => {
  it('sets the client, the commission and the sales tax the checkout then charges', async () => {
    const terms = await json<SaleTerms>(
      send(sale.admin, 'PATCH', `/api/projects/${sale.project.id}/sale-terms`, {
        clientName: 'The Elm family',
        clientEmail: 'elm@example.com',
        commissionBp: 3500,
        salesTaxBp: 700,
      }),
      200,
    );
    expect(terms).toMatchObject({
      projectName: sale.project.name,
      clientName: 'The Elm family',
      clientEmail: 'elm@example.com',
      commissionBp: 3500,
      salesTaxBp: 700,
      expenses: [],
      consignors: [],
    });
    const catalog = await json<CheckoutCatalog>(
      send(sale.member, 'GET', `/api/projects/${sale.project.id}/checkout`),
      200,
    );
    expect(catalog.project.salesTaxBp).toBe(700);
    // Only what is sent changes; null or "" clears it (sales tax off, the default).
    const cleared = await json<SaleTerms>(
      send(sale.admin, 'PATCH', `/api/projects/${sale.project.id}/sale-terms`, { salesTaxBp: null, clientEmail: '' }),
      200,
    );
    expect(cleared).toMatchObject({
      clientName: 'The Elm family',
      clientEmail: null,
      commissionBp: 3500,
      salesTaxBp: null,
    });
  });

  it('refuses a wrong rate with the reason, and changes nothing', async () => {
    const s = await newSale(t, []);
    for (const [body, message] of [
      [{ commissionBp: 10_001 }, 'commissionBp: Commission must be between 0% and 100%'],
      [{ commissionBp: 12.5 }, 'commissionBp: Enter the rate with at most two decimals'],
      [{ salesTaxBp: 2_500 }, 'salesTaxBp: Sales tax must be between 0% and 20%'],
      [{ clientEmail: 'not an address' }, 'clientEmail: Enter a valid e-mail address'],
      [{}, M.nothingToChange],
    ] as const) {
      const res = await send(s.admin, 'PATCH', `/api/projects/${s.project.id}/sale-terms`, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect(await termsOf(s)).toMatchObject({ commissionBp: null, salesTaxBp: 825, clientEmail: null });
  });

  it('is refused to a team member on every route, before anything is looked up', async () => {
    const s = await newSale(t, [10]);
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/projects/${s.project.id}/sale-terms`],
      ['PATCH', `/api/projects/${s.project.id}/sale-terms`, { commissionBp: 1000 }],
      ['POST', `/api/projects/${s.project.id}/expenses`, { description: 'Dumpster', amountCents: 100 }],
      ['PATCH', '/api/expenses/00000000-0000-4000-8000-000000000000', { description: 'Dumpster', amountCents: 100 }],
      ['DELETE', '/api/expenses/00000000-0000-4000-8000-000000000000'],
      ['POST', `/api/projects/${s.project.id}/consignors`, { name: 'Pat', payout: { kind: 'flat', cents: 100 } }],
      [
        'PATCH',
        '/api/consignors/00000000-0000-4000-8000-000000000000',
        { name: 'Pat', payout: { kind: 'flat', cents: 1 } },
      ],
      ['DELETE', '/api/consignors/00000000-0000-4000-8000-000000000000'],
      ['PUT', `/api/items/${s.items[0]!.id}/consignor`, { consignorId: null }],
    ];
    for (const [method, url, body] of routes) {
      const res = await send(s.member, method, url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect((await errorOf(res)).message).toBe(M.termsAdminOnly);
    }
  });
});

describe('expenses', () => {
  it('are added, edited and removed with who and when, and a removed one stays on the record', async () => {
    const s = await newSale(t, []);
    const added = await json<Expense>(
      send(s.admin, 'POST', `/api/projects/${s.project.id}/expenses`, {
        description: ' Dumpster ',
        amountCents: 45_000,
      }),
      201,
    );
    expect(added).toMatchObject({ description: 'Dumpster', amountCents: 45_000, edited: null, removed: null });
    expect(added.added.name).toMatch(/^sale-admin-/);
    const edited = await json<Expense>(
      send(s.admin, 'PATCH', `/api/expenses/${added.id}`, { description: 'Dumpster (2 loads)', amountCents: 90_000 }),
      200,
    );
    expect(edited).toMatchObject({ amountCents: 90_000, edited: { name: added.added.name } });
    const typo = await json<Expense>(
      send(s.admin, 'POST', `/api/projects/${s.project.id}/expenses`, { description: 'Typo', amountCents: 1 }),
      201,
    );
    const removed = await json<Expense>(send(s.admin, 'DELETE', `/api/expenses/${typo.id}`), 200);
    expect(removed.removed).toMatchObject({ name: added.added.name });
    const again = await send(s.admin, 'DELETE', `/api/expenses/${typo.id}`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(M.expenseAlreadyRemoved);
    const edit = await send(s.admin, 'PATCH', `/api/expenses/${typo.id}`, { description: 'Typo', amountCents: 2 });
    expect((await errorOf(edit)).message).toBe(M.expenseRemoved);
    expect((await termsOf(s)).expenses.map((e) => [e.description, e.removed !== null])).toEqual([
      ['Dumpster (2 loads)', false],
      ['Typo', true],
    ]);
  });

  it('refuses an expense without words or money', async () => {
    const s = await newSale(t, []);
    for (const [body, message] of [
      [{ description: ' ', amountCents: 100 }, `description: ${M.describeExpense}`],
      [{ description: 'Dumpster', amountCents: 0 }, `amountCents: ${M.expenseAmount}`],
      [{ description: 'Dumpster', amountCents: 12.5 }, 'amountCents: Amounts are in whole cents'],
    ] as const) {
      const res = await send(s.admin, 'POST', `/api/projects/${s.project.id}/expenses`, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect((await termsOf(s)).expenses).toEqual([]);
  });
});

describe('consignors', () => {
  it('are paid a percentage or a flat amount, and their items are assigned one by one or in bulk, with undo', async () => {
    const s = await newSale(t, [40, 25, 12]);
    const [lamp, vase, cup] = s.items;
    const pat = await json<Consignor>(
      send(s.admin, 'POST', `/api/projects/${s.project.id}/consignors`, {
        name: 'Aunt Pat',
        contact: 'pat@example.com',
        payout: { kind: 'percent', bp: 6000 },
      }),
      201,
    );
    const lee = await json<Consignor>(
      send(s.admin, 'POST', `/api/projects/${s.project.id}/consignors`, {
        name: 'Lee',
        payout: { kind: 'flat', cents: 400 },
      }),
      201,
    );
    expect(pat).toMatchObject({
      name: 'Aunt Pat',
      contact: 'pat@example.com',
      payout: { kind: 'percent', bp: 6000 },
      itemCount: 0,
    });
    await json(send(s.admin, 'PUT', `/api/items/${lamp!.id}/consignor`, { consignorId: lee.id }), 200);
    expect((await json<ItemDetail>(send(s.admin, 'GET', `/api/items/${lamp!.id}`), 200)).consignorId).toBe(lee.id);

    const bulk = await json<BulkResult>(
      send(s.admin, 'POST', '/api/items/bulk', {
        selection: { ids: [lamp!.id, vase!.id, cup!.id] },
        action: { type: 'consignor', consignorId: pat.id },
      }),
      200,
    );
    expect(bulk).toMatchObject({ affected: 3, summary: 'Assigned 3 items to Aunt Pat' });
    expect((await termsOf(s)).consignors.map((c) => [c.name, c.itemCount])).toEqual([
      ['Aunt Pat', 3],
      ['Lee', 0],
    ]);
    const undone = await json<BulkUndoResult>(
      send(s.admin, 'POST', '/api/items/bulk/undo', { undoId: bulk.undoId }),
      200,
    );
    expect(undone).toMatchObject({ restored: 3, skipped: 0 });
    expect((await termsOf(s)).consignors.map((c) => [c.name, c.itemCount])).toEqual([
      ['Aunt Pat', 0],
      ['Lee', 1],
    ]);
    // A member runs other bulk actions, but consignors are the admin's.
    const member = await send(s.member, 'POST', '/api/items/bulk', {
      selection: { ids: [vase!.id] },
      action: { type: 'consignor', consignorId: pat.id },
    });
    expect(member.status).toBe(403);

    const edited = await json<Consignor>(
      send(s.admin, 'PATCH', `/api/consignors/${lee.id}`, { name: 'Lee Chan', payout: { kind: 'percent', bp: 5000 } }),
      200,
    );
    expect(edited).toMatchObject({
      name: 'Lee Chan',
      contact: null,
      payout: { kind: 'percent', bp: 5000 },
      itemCount: 1,
    });
  });

  it('belong to one sale: assigning another sale’s items is refused, and a move leaves the consignor behind', async () => {
    const s = await newSale(t, [40]);
    const other = await json<{ id: string }>(send(s.admin, 'POST', '/api/projects', { name: 'Oak Lane' }), 201);
    const moved = await json<{ id: string }>(
      send(s.admin, 'POST', '/api/items', { projectId: other.id, name: 'Rug', category: 'Decor', tagPrice: 30 }),
      201,
    );
    const pat = await json<Consignor>(
      send(s.admin, 'POST', `/api/projects/${s.project.id}/consignors`, {
        name: 'Pat',
        payout: { kind: 'flat', cents: 100 },
      }),
      201,
    );
    const one = await send(s.admin, 'PUT', `/api/items/${moved.id}/consignor`, { consignorId: pat.id });
    expect(one.status).toBe(409);
    expect((await errorOf(one)).message).toBe(M.consignorOtherSale('Pat'));
    const many = await send(s.admin, 'POST', '/api/items/bulk', {
      selection: { ids: [s.items[0]!.id, moved.id] },
      action: { type: 'consignor', consignorId: pat.id },
    });
    expect(many.status).toBe(409);
    await json(send(s.admin, 'PUT', `/api/items/${s.items[0]!.id}/consignor`, { consignorId: pat.id }), 200);
    await json(
      send(s.admin, 'POST', '/api/items/bulk', {
        selection: { ids: [s.items[0]!.id] },
        action: { type: 'move', projectId: other.id },
      }),
      200,
    );
    expect((await json<ItemDetail>(send(s.admin, 'GET', `/api/items/${s.items[0]!.id}`), 200)).consignorId).toBeNull();
  });

  it('is removed unless their items sold on invoices that stand; their items go back to the client', async () => {
    const s = await newSale(t, [40, 25]);
    const pat = await json<Consignor>(
      send(s.admin, 'POST', `/api/projects/${s.project.id}/consignors`, {
        name: 'Pat',
        payout: { kind: 'flat', cents: 100 },
      }),
      201,
    );
    await json(
      send(s.admin, 'POST', '/api/items/bulk', {
        selection: { ids: s.items.map((i) => i.id) },
        action: { type: 'consignor', consignorId: pat.id },
      }),
      200,
    );
    const sold = await completed(t, s.member, s.project.id, invoice({ lines: [itemLine(s.items[0]!, SATURDAY)] }));
    const refused = await send(s.admin, 'DELETE', `/api/consignors/${pat.id}`);
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toBe(M.consignorHasSales('Pat', 1));
    await json(
      send(s.admin, 'POST', `/api/invoices/${sold.invoice.id}/lines/${sold.invoice.lines[0]!.id}/refund`, {
        reason: 'Returned',
      }),
      200,
    );
    expect((await send(s.admin, 'DELETE', `/api/consignors/${pat.id}`)).status).toBe(204);
    expect((await termsOf(s)).consignors).toEqual([]);
    expect((await json<ItemDetail>(send(s.admin, 'GET', `/api/items/${s.items[1]!.id}`), 200)).consignorId).toBeNull();
  });

  it('another workspace gets 404 on every id', async () => {
    const s = await newSale(t, [40]);
    const stranger = await newSale(t, [10]);
    const pat = await json<Consignor>(
      send(s.admin, 'POST', `/api/projects/${s.project.id}/consignors`, {
        name: 'Pat',
        payout: { kind: 'flat', cents: 100 },
      }),
      201,
    );
    const expense = await json<Expense>(
      send(s.admin, 'POST', `/api/projects/${s.project.id}/expenses`, { description: 'Dumpster', amountCents: 100 }),
      201,
    );
    const asked: [string, string, unknown?][] = [
      ['GET', `/api/projects/${s.project.id}/sale-terms`],
      ['PATCH', `/api/projects/${s.project.id}/sale-terms`, { commissionBp: 1 }],
      ['POST', `/api/projects/${s.project.id}/expenses`, { description: 'Mine', amountCents: 1 }],
      ['PATCH', `/api/expenses/${expense.id}`, { description: 'Mine', amountCents: 1 }],
      ['DELETE', `/api/expenses/${expense.id}`],
      ['POST', `/api/projects/${s.project.id}/consignors`, { name: 'Me', payout: { kind: 'flat', cents: 1 } }],
      ['PATCH', `/api/consignors/${pat.id}`, { name: 'Me', payout: { kind: 'flat', cents: 1 } }],
      ['DELETE', `/api/consignors/${pat.id}`],
      ['PUT', `/api/items/${s.items[0]!.id}/consignor`, { consignorId: null }],
      // Their own item, someone else's consignor.
      ['PUT', `/api/items/${stranger.items[0]!.id}/consignor`, { consignorId: pat.id }],
      ['GET', `/api/projects/${s.project.id}/sales-summary`],
      [
        'POST',
        `/api/projects/${s.project.id}/cash-counts`,
        { saleDay: '2026-12-05', openingFloatCents: 0, countedCents: 0 },
      ],
      ['GET', `/api/projects/${s.project.id}/settlement`],
      ['GET', `/api/projects/${s.project.id}/reports/settlement.pdf`],
    ];
    for (const [method, url, body] of asked) {
      expect((await send(stranger.admin, method, url, body)).status, `${method} ${url}`).toBe(404);
    }
    expect(await termsOf(s)).toMatchObject({
      commissionBp: null,
      consignors: [{ name: 'Pat' }],
      expenses: [{ removed: null }],
    });
  });
});
