import { createRoute, z } from '@hono/zod-openapi';
import { CreditBalance, CreditGrantList, CreditTransactionPage } from '@tagwise/core/schemas/credits';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { getBalance } from './ledger.ts';
import { listCreditTransactions } from './list-credit-transactions.ts';
import { listCreditGrants } from './list-credit-grants.ts';

const errors = commonErrors('credit record');

/** Read-only: credits are only ever charged and refunded by the server's own work, never by a request. */
export function creditRoutes(db: Database) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/credits',
        tags: ['Credits'],
        summary: "The workspace's AI credits this period: plan allowance, used, packs, available",
        responses: { 200: jsonResponse(CreditBalance, 'The balance'), 401: errors[401] },
      }),
      async (c) => c.json(await getBalance(db, c.var.actor), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/credits/transactions',
        tags: ['Credits'],
        summary: 'Credit usage history, newest first, 50 a page (pass nextCursor back as cursor)',
        request: { query: z.object({ cursor: z.string().max(500).optional() }) },
        responses: { 200: jsonResponse(CreditTransactionPage, 'A page of transactions'), ...errors },
      }),
      async (c) => c.json(await listCreditTransactions({ db, actor: c.var.actor, ...c.req.valid('query') }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/credits/grants',
        tags: ['Credits'],
        summary: 'Credits added on top of the plan (packs, grants by the server owner), newest first, up to 100',
        responses: { 200: jsonResponse(CreditGrantList, 'The grants'), 401: errors[401] },
      }),
      async (c) => c.json(await listCreditGrants({ db, actor: c.var.actor }), 200),
    );
}
