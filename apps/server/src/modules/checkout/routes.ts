import { createRoute, z } from '@hono/zod-openapi';
import { CheckoutCatalog, CheckoutItem, CheckoutLookupQuery } from '@tagwise/core/sale-day/catalog-schemas';
import { ResolveConflictInput, SaleConflict, SaleConflictList } from '@tagwise/core/sale-day/conflict-schemas';
import { Hold, HoldList, PlaceHoldInput, ReleaseHoldInput } from '@tagwise/core/sale-day/hold-schemas';
import {
  CompleteInvoiceInput,
  CompleteInvoiceResult,
  Invoice,
  InvoiceListQuery,
  InvoicePage,
  RefundLineInput,
  VoidInvoiceInput,
} from '@tagwise/core/sale-day/invoice-schemas';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import { Id } from '@tagwise/core/schemas/projects';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import { requireAdmin } from '../../auth/require-actor.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { completeInvoice } from './complete-invoice.ts';
import { getCheckoutCatalog } from './get-checkout-catalog.ts';
import { getInvoice } from './get-invoice.ts';
import { listHolds } from './list-holds.ts';
import { listInvoices } from './list-invoices.ts';
import { listSaleConflicts } from './list-sale-conflicts.ts';
import { lookUpTagCode } from './lookup-tag-code.ts';
import { markPickedUp } from './mark-picked-up.ts';
import { placeHold } from './place-hold.ts';
import { refundLine } from './refund-line.ts';
import { releaseHold } from './release-hold.ts';
import { resolveSaleConflict } from './resolve-sale-conflict.ts';
import { voidInvoice } from './void-invoice.ts';

const conflict = (what: string) => ({ 409: jsonResponse(ErrorResponse, what) });
const adminOnly = { 403: jsonResponse(ErrorResponse, "A team member: this is the account admin's alone") };
const projectParams = z.object({ projectId: Id });
const invoiceParams = z.object({ invoiceId: Id });
const route = <M extends 'get' | 'post', P extends string>(method: M, path: P) => ({
  method,
  path,
  tags: ['Sale day'],
});

/**
 * Ringing up at the door (issue 35, decision 0023): the checkout's catalog, invoices (complete or sync,
 * list, read, void, refund a line, picked up), holds, and double sales made offline. Members ring up, hold
 * and release their own holds; voids, refunds and double sales are the admin's, refused before anything
 * is looked up.
 */
export function checkoutRoutes({
  db,
  bus,
  publicUrl,
  clock,
}: {
  db: Database;
  bus: EventBus;
  publicUrl: string;
  /** The server's clock that a sale's time is checked against. */
  clock: () => Date;
}) {
  const router = createRouter<ActorEnv>();
  router.on('POST', '/api/invoices/:invoiceId/void', requireAdmin(M.voidAdminOnly));
  router.on('POST', '/api/invoices/:invoiceId/lines/:lineId/refund', requireAdmin(M.refundAdminOnly));
  router.on('GET', '/api/projects/:projectId/sale-conflicts', requireAdmin(M.conflictsAdminOnly));
  router.on('POST', '/api/sale-conflicts/:conflictId/resolve', requireAdmin(M.conflictsAdminOnly));
  return router
    .openapi(
      createRoute({
        ...route('get', '/api/projects/{projectId}/checkout'),
        summary:
          "What a sale's checkout needs, kept on the device to scan offline: its settings and every item's state",
        request: { params: projectParams },
        responses: { 200: jsonResponse(CheckoutCatalog, 'The catalog'), ...commonErrors('project') },
      }),
      async (c) =>
        c.json(await getCheckoutCatalog({ db, actor: c.var.actor, projectId: c.req.valid('param').projectId }), 200),
    )
    .openapi(
      createRoute({
        ...route('get', '/api/projects/{projectId}/checkout/lookup'),
        summary: "A tag code (or a tag's QR text) the device's catalog does not hold: this sale's item, or why not",
        request: { params: projectParams, query: CheckoutLookupQuery },
        responses: {
          200: jsonResponse(CheckoutItem, "This sale's item"),
          ...commonErrors('project, or no item with that code'),
          ...conflict('This tag belongs to another sale'),
        },
      }),
      async (c) =>
        c.json(
          await lookUpTagCode({
            db,
            actor: c.var.actor,
            projectId: c.req.valid('param').projectId,
            code: c.req.valid('query').code,
            publicUrl,
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        ...route('post', '/api/projects/{projectId}/invoices'),
        summary:
          'Complete a sale, or sync one made offline; idempotent by the id the device made (a replay answers 200 with the stored invoice)',
        request: { params: projectParams, body: jsonBody(CompleteInvoiceInput) },
        responses: {
          201: jsonResponse(CompleteInvoiceResult, 'Completed'),
          200: jsonResponse(CompleteInvoiceResult, 'Stored already: the same invoice, unchanged'),
          ...commonErrors('project or item'),
          ...conflict(
            'Online: an item sold or held elsewhere, or a price or tax rate that changed since the cart was made; or this id with other contents',
          ),
        },
      }),
      async (c) => {
        const { result, created } = await completeInvoice({
          db,
          actor: c.var.actor,
          projectId: c.req.valid('param').projectId,
          input: c.req.valid('json'),
          events: { bus, logger: c.var.logger },
          serverClock: clock(),
        });
        return created ? c.json(result, 201) : c.json(result, 200);
      },
    )
    .openapi(
      createRoute({
        ...route('get', '/api/projects/{projectId}/invoices'),
        summary: "A sale's invoices, newest first, 50 a page (pass nextCursor back as cursor)",
        request: { params: projectParams, query: InvoiceListQuery },
        responses: { 200: jsonResponse(InvoicePage, 'A page of invoices'), ...commonErrors('project') },
      }),
      async (c) =>
        c.json(
          await listInvoices({
            db,
            actor: c.var.actor,
            projectId: c.req.valid('param').projectId,
            query: c.req.valid('query'),
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        ...route('get', '/api/invoices/{invoiceId}'),
        summary: 'One invoice as it was charged, with its lines, payments, refunds and void',
        request: { params: invoiceParams },
        responses: { 200: jsonResponse(Invoice, 'The invoice'), ...commonErrors('invoice') },
      }),
      async (c) => c.json(await getInvoice({ db, actor: c.var.actor, invoiceId: c.req.valid('param').invoiceId }), 200),
    )
    .openapi(
      createRoute({
        ...route('post', '/api/invoices/{invoiceId}/void'),
        summary: 'Void an invoice (admin): its payments go back, its items are available again; kept with who and why',
        request: { params: invoiceParams, body: jsonBody(VoidInvoiceInput) },
        responses: {
          200: jsonResponse(Invoice, 'Voided'),
          ...commonErrors('invoice'),
          ...adminOnly,
          ...conflict('Voided already, or a line of it was refunded'),
        },
      }),
      async (c) =>
        c.json(
          await voidInvoice({
            db,
            actor: c.var.actor,
            invoiceId: c.req.valid('param').invoiceId,
            reason: c.req.valid('json').reason,
            events: { bus, logger: c.var.logger },
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        ...route('post', '/api/invoices/{invoiceId}/lines/{lineId}/refund'),
        summary: 'Refund one line (admin): its net and tax go back, its item is available again; kept with who and why',
        request: { params: invoiceParams.extend({ lineId: Id }), body: jsonBody(RefundLineInput) },
        responses: {
          200: jsonResponse(Invoice, 'Refunded'),
          ...commonErrors('invoice or line'),
          ...adminOnly,
          ...conflict('Refunded already, or the invoice is voided'),
        },
      }),
      async (c) => {
        const { invoiceId, lineId } = c.req.valid('param');
        const { reason, refundMethod } = c.req.valid('json');
        return c.json(
          await refundLine({
            db,
            actor: c.var.actor,
            invoiceId,
            lineId,
            reason,
            refundMethod,
            events: { bus, logger: c.var.logger },
          }),
          200,
        );
      },
    )
    .openapi(
      createRoute({
        ...route('post', '/api/invoices/{invoiceId}/picked-up'),
        summary: 'The buyer of a sale paid earlier picked the items up',
        request: { params: invoiceParams },
        responses: {
          200: jsonResponse(Invoice, 'Picked up'),
          ...commonErrors('invoice'),
          ...conflict('Not waiting for a pickup, or picked up already'),
        },
      }),
      async (c) =>
        c.json(await markPickedUp({ db, actor: c.var.actor, invoiceId: c.req.valid('param').invoiceId }), 200),
    )
    .openapi(
      createRoute({
        ...route('get', '/api/projects/{projectId}/holds'),
        summary: 'The holds standing on a sale, soonest end first',
        request: { params: projectParams },
        responses: { 200: jsonResponse(HoldList, 'Holds'), ...commonErrors('project') },
      }),
      async (c) => c.json(await listHolds({ db, actor: c.var.actor, projectId: c.req.valid('param').projectId }), 200),
    )
    .openapi(
      createRoute({
        ...route('post', '/api/projects/{projectId}/holds'),
        summary: "Put items on hold for a customer until a time (not paid); idempotent by the device's id",
        request: { params: projectParams, body: jsonBody(PlaceHoldInput) },
        responses: {
          201: jsonResponse(Hold, 'Placed'),
          200: jsonResponse(Hold, 'Placed already: the same hold, unchanged'),
          ...commonErrors('project or item'),
          ...conflict('An item sold, on hold or not for sale; or this id with other contents'),
        },
      }),
      async (c) => {
        const { hold, created } = await placeHold({
          db,
          actor: c.var.actor,
          projectId: c.req.valid('param').projectId,
          input: c.req.valid('json'),
          events: { bus, logger: c.var.logger },
        });
        return created ? c.json(hold, 201) : c.json(hold, 200);
      },
    )
    .openapi(
      createRoute({
        ...route('post', '/api/holds/{holdId}/release'),
        summary: 'Release a hold (whoever placed it, or the admin): its items are available again',
        request: { params: z.object({ holdId: Id }), body: jsonBody(ReleaseHoldInput) },
        responses: {
          200: jsonResponse(Hold, 'Released'),
          ...commonErrors('hold'),
          403: jsonResponse(ErrorResponse, "A team member: another person's hold"),
          ...conflict('Released or paid already'),
        },
      }),
      async (c) =>
        c.json(
          await releaseHold({
            db,
            actor: c.var.actor,
            holdId: c.req.valid('param').holdId,
            reason: c.req.valid('json').reason,
            events: { bus, logger: c.var.logger },
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        ...route('get', '/api/projects/{projectId}/sale-conflicts'),
        summary: 'Items sold twice while devices were offline (admin), unresolved first',
        request: { params: projectParams },
        responses: { 200: jsonResponse(SaleConflictList, 'Double sales'), ...commonErrors('project'), ...adminOnly },
      }),
      async (c) =>
        c.json(await listSaleConflicts({ db, actor: c.var.actor, projectId: c.req.valid('param').projectId }), 200),
    )
    .openapi(
      createRoute({
        ...route('post', '/api/sale-conflicts/{conflictId}/resolve'),
        summary: 'Resolve a double sale (admin): refund one of the two lines, or make one a duplicate tag',
        request: { params: z.object({ conflictId: Id }), body: jsonBody(ResolveConflictInput) },
        responses: {
          200: jsonResponse(SaleConflict, 'Resolved'),
          ...commonErrors('double sale'),
          ...adminOnly,
          ...conflict('Resolved already'),
        },
      }),
      async (c) =>
        c.json(
          await resolveSaleConflict({
            db,
            actor: c.var.actor,
            conflictId: c.req.valid('param').conflictId,
            input: c.req.valid('json'),
            events: { bus, logger: c.var.logger },
          }),
          200,
        ),
    );
}
