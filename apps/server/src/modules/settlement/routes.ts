import { Readable } from 'node:stream';
import { createRoute, z } from '@hono/zod-openapi';
import { CashCount, CashCountInput, SalesSummary, SalesSummaryQuery } from '@tagwise/core/sale-day/day-end-schemas';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import { Settlement } from '@tagwise/core/sale-day/settlement-schemas';
import {
  AssignConsignorInput,
  Consignor,
  ConsignorInput,
  Expense,
  ExpenseInput,
  SaleTerms,
  SaleTermsInput,
} from '@tagwise/core/sale-day/terms-schemas';
import { Id } from '@tagwise/core/schemas/projects';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import { reportFileName } from '@tagwise/core/values/reports';
import { requireAdmin } from '../../auth/require-actor.ts';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadReportContext } from '../reports/load-report-context.ts';
import { addConsignor } from './add-consignor.ts';
import { addExpense } from './add-expense.ts';
import { assignConsignor } from './assign-consignor.ts';
import { editConsignor } from './edit-consignor.ts';
import { editExpense } from './edit-expense.ts';
import { getSalesSummary } from './get-sales-summary.ts';
import { getSettlement } from './get-settlement.ts';
import { recordCashCount } from './record-cash-count.ts';
import { removeConsignor } from './remove-consignor.ts';
import { removeExpense } from './remove-expense.ts';
import { loadSaleTerms } from './sale-terms-dto.ts';
import { updateSaleTerms } from './update-sale-terms.ts';

const adminOnly = { 403: jsonResponse(ErrorResponse, "A team member: this is the account admin's alone") };
const conflict = (what: string) => ({ 409: jsonResponse(ErrorResponse, what) });
const projectParams = z.object({ projectId: Id });
const route = <M extends 'get' | 'post' | 'patch' | 'put' | 'delete', P extends string>(method: M, path: P) => ({
  method,
  path,
  tags: ['Sale day'],
});

// The PDF's renderer loads with the first statement (pdfkit is heap an idle server need not hold).
const loadRenderer = () => import('./render-settlement-pdf.ts');

/**
 * The sale's terms and the client's settlement (the admin's: refused to members before anything is looked
 * up), and the day's end (members and the admin): issue 35. Figures are read from the stored invoices.
 */
export function settlementRoutes({ db, storage }: { db: Database; storage: Storage }) {
  const router = createRouter<ActorEnv>();
  for (const [method, path] of [
    ['GET', '/api/projects/:projectId/sale-terms'],
    ['PATCH', '/api/projects/:projectId/sale-terms'],
    ['POST', '/api/projects/:projectId/expenses'],
    ['PATCH', '/api/expenses/:expenseId'],
    ['DELETE', '/api/expenses/:expenseId'],
    ['POST', '/api/projects/:projectId/consignors'],
    ['PATCH', '/api/consignors/:consignorId'],
    ['DELETE', '/api/consignors/:consignorId'],
    ['PUT', '/api/items/:itemId/consignor'],
  ] as const) {
    router.on(method, path, requireAdmin(M.termsAdminOnly));
  }
  router.on('GET', '/api/projects/:projectId/settlement', requireAdmin(M.settlementAdminOnly));
  router.on('GET', '/api/projects/:projectId/reports/settlement.pdf', requireAdmin(M.settlementAdminOnly));
  return router
    .openapi(
      createRoute({
        ...route('get', '/api/projects/{projectId}/sale-terms'),
        summary: "The sale's client, commission, sales tax, expenses and consignors (admin)",
        request: { params: projectParams },
        responses: { 200: jsonResponse(SaleTerms, 'The terms'), ...commonErrors('project'), ...adminOnly },
      }),
      async (c) => c.json(await loadSaleTerms(db, c.var.actor, c.req.valid('param').projectId), 200),
    )
    .openapi(
      createRoute({
        ...route('patch', '/api/projects/{projectId}/sale-terms'),
        summary: "Change the sale's client, commission or sales tax (admin); only the fields sent change",
        request: { params: projectParams, body: jsonBody(SaleTermsInput) },
        responses: { 200: jsonResponse(SaleTerms, 'The terms now'), ...commonErrors('project'), ...adminOnly },
      }),
      async (c) =>
        c.json(
          await updateSaleTerms({
            db,
            actor: c.var.actor,
            projectId: c.req.valid('param').projectId,
            input: c.req.valid('json'),
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        ...route('post', '/api/projects/{projectId}/expenses'),
        summary: 'Add an expense of the sale, taken off the client’s share (admin)',
        request: { params: projectParams, body: jsonBody(ExpenseInput) },
        responses: { 201: jsonResponse(Expense, 'Added'), ...commonErrors('project'), ...adminOnly },
      }),
      async (c) =>
        c.json(
          await addExpense({
            db,
            actor: c.var.actor,
            projectId: c.req.valid('param').projectId,
            input: c.req.valid('json'),
          }),
          201,
        ),
    )
    .openapi(
      createRoute({
        ...route('patch', '/api/expenses/{expenseId}'),
        summary: "Change an expense's description or amount (admin), with who and when",
        request: { params: z.object({ expenseId: Id }), body: jsonBody(ExpenseInput) },
        responses: {
          200: jsonResponse(Expense, 'Changed'),
          ...commonErrors('expense'),
          ...adminOnly,
          ...conflict('Removed already'),
        },
      }),
      async (c) =>
        c.json(
          await editExpense({
            db,
            actor: c.var.actor,
            expenseId: c.req.valid('param').expenseId,
            input: c.req.valid('json'),
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        ...route('delete', '/api/expenses/{expenseId}'),
        summary: 'Take an expense off the settlement (admin); it stays on the record with who and when',
        request: { params: z.object({ expenseId: Id }) },
        responses: {
          200: jsonResponse(Expense, 'Removed'),
          ...commonErrors('expense'),
          ...adminOnly,
          ...conflict('Removed already'),
        },
      }),
      async (c) =>
        c.json(await removeExpense({ db, actor: c.var.actor, expenseId: c.req.valid('param').expenseId }), 200),
    )
    .openapi(
      createRoute({
        ...route('post', '/api/projects/{projectId}/consignors'),
        summary: 'Add a consignor of the sale with their payout rule (admin)',
        request: { params: projectParams, body: jsonBody(ConsignorInput) },
        responses: { 201: jsonResponse(Consignor, 'Added'), ...commonErrors('project'), ...adminOnly },
      }),
      async (c) =>
        c.json(
          await addConsignor({
            db,
            actor: c.var.actor,
            projectId: c.req.valid('param').projectId,
            input: c.req.valid('json'),
          }),
          201,
        ),
    )
    .openapi(
      createRoute({
        ...route('patch', '/api/consignors/{consignorId}'),
        summary: "Change a consignor's name, contact or payout rule (admin)",
        request: { params: z.object({ consignorId: Id }), body: jsonBody(ConsignorInput) },
        responses: { 200: jsonResponse(Consignor, 'Changed'), ...commonErrors('consignor'), ...adminOnly },
      }),
      async (c) =>
        c.json(
          await editConsignor({
            db,
            actor: c.var.actor,
            consignorId: c.req.valid('param').consignorId,
            input: c.req.valid('json'),
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        ...route('delete', '/api/consignors/{consignorId}'),
        summary: 'Remove a consignor (admin): their items become the client’s; refused while their sales stand',
        request: { params: z.object({ consignorId: Id }) },
        responses: {
          204: { description: 'Removed' },
          ...commonErrors('consignor'),
          ...adminOnly,
          ...conflict('Items of theirs sold on invoices that stand'),
        },
      }),
      async (c) => {
        await removeConsignor({ db, actor: c.var.actor, consignorId: c.req.valid('param').consignorId });
        return c.body(null, 204);
      },
    )
    .openapi(
      createRoute({
        ...route('put', '/api/items/{itemId}/consignor'),
        summary: 'Assign an item to a consignor of its sale, or (null) back to the client (admin)',
        request: { params: z.object({ itemId: Id }), body: jsonBody(AssignConsignorInput) },
        responses: {
          200: jsonResponse(z.object({ itemId: z.string(), consignorId: z.string().nullable() }), 'Assigned'),
          ...commonErrors('item or consignor'),
          ...adminOnly,
          ...conflict('A consignor of another sale'),
        },
      }),
      async (c) =>
        c.json(
          await assignConsignor({
            db,
            actor: c.var.actor,
            itemId: c.req.valid('param').itemId,
            consignorId: c.req.valid('json').consignorId,
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        ...route('get', '/api/projects/{projectId}/sales-summary'),
        summary:
          "The day's end of one day (or the whole sale): takings by method, day and person, voids, refunds, cash counts",
        request: { params: projectParams, query: SalesSummaryQuery },
        responses: { 200: jsonResponse(SalesSummary, 'The summary'), ...commonErrors('project') },
      }),
      async (c) => {
        const { day, timeZone } = c.req.valid('query');
        return c.json(
          await getSalesSummary({ db, actor: c.var.actor, projectId: c.req.valid('param').projectId, day, timeZone }),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        ...route('post', '/api/projects/{projectId}/cash-counts'),
        summary: "Record a day's cash count: the server works out what the drawer should hold and the difference",
        request: { params: projectParams, body: jsonBody(CashCountInput) },
        responses: { 201: jsonResponse(CashCount, 'Recorded'), ...commonErrors('project') },
      }),
      async (c) =>
        c.json(
          await recordCashCount({
            db,
            actor: c.var.actor,
            projectId: c.req.valid('param').projectId,
            input: c.req.valid('json'),
          }),
          201,
        ),
    )
    .openapi(
      createRoute({
        ...route('get', '/api/projects/{projectId}/settlement'),
        summary:
          "The client's settlement from the stored invoices (admin), with the unsold items and what needs resolving",
        request: { params: projectParams },
        responses: { 200: jsonResponse(Settlement, 'The statement'), ...commonErrors('project'), ...adminOnly },
      }),
      async (c) =>
        c.json(await getSettlement({ db, actor: c.var.actor, projectId: c.req.valid('param').projectId }), 200),
    )
    .openapi(
      createRoute({
        ...route('get', '/api/projects/{projectId}/reports/settlement.pdf'),
        summary: 'The settlement statement as a PDF, white-labelled like the reports (admin)',
        request: { params: projectParams },
        responses: {
          200: {
            description: 'The statement as a PDF on Letter pages',
            content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
          },
          ...commonErrors('project'),
          ...adminOnly,
        },
      }),
      async (c) => {
        const { projectId } = c.req.valid('param');
        const context = await loadReportContext(db, storage, c.var.actor, projectId);
        const settlement = await getSettlement({ db, actor: c.var.actor, projectId });
        const { renderSettlementPdf } = await loadRenderer();
        const pdf = renderSettlementPdf({ context, settlement });
        return c.body(Readable.toWeb(pdf) as ReadableStream, 200, {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${reportFileName('settlement', context.project.name)}"`,
          'cache-control': 'no-store',
        });
      },
    );
}
