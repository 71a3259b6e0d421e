import { createRoute } from '@hono/zod-openapi';
import { BillingOffers, SubscriptionView } from '@tagwise/core/schemas/billing';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { getSubscription } from './get-subscription.ts';

const NOTHING_FOR_SALE: BillingOffers = { provider: 'none', testMode: false, plans: [], packs: [] };

/** BILLING_PROVIDER=none: nothing is for sale (the app hides prices and plans when it reads this). */
export function billingOffPublicRoutes() {
  return createRouter().openapi(
    createRoute({
      method: 'get',
      path: '/api/billing/offers',
      tags: ['Billing'],
      summary: 'Billing is off on this server: no plans or packs are for sale',
      responses: { 200: jsonResponse(BillingOffers, 'Nothing for sale') },
    }),
    (c) => c.json(NOTHING_FOR_SALE, 200),
  );
}

/** BILLING_PROVIDER=none: the workspace's plan reads as unlimited and unpaid; nothing can be bought. */
export function billingOffRoutes(db: Database) {
  return createRouter<ActorEnv>().openapi(
    createRoute({
      method: 'get',
      path: '/api/billing/subscription',
      tags: ['Billing'],
      summary: 'Billing is off: every workspace is unlimited, with every feature',
      responses: { 200: jsonResponse(SubscriptionView, 'The plan') },
    }),
    async (c) => c.json(await getSubscription(db, c.var.actor, 'none'), 200),
  );
}
