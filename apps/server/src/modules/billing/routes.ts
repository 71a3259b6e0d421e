import { createRoute, z } from '@hono/zod-openapi';
import {
  BILLING_MESSAGES,
  BillingOffers,
  CheckoutCreated,
  CreateCheckoutRequest,
  PayTestCheckoutRequest,
  PayTestCheckoutResult,
  TestCheckout,
} from '@tagwise/core/schemas/billing';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { cancelTestCheckout } from './cancel-test-checkout.ts';
import { createCheckout } from './create-checkout.ts';
import { getTestCheckout } from './get-test-checkout.ts';
import { listOffers } from './list-offers.ts';
import { payTestCheckout } from './pay-test-checkout.ts';
import type { PriceBook } from './price-book.ts';

const params = z.object({ sessionId: z.string().min(1).max(100) });
const notFound = jsonResponse(ErrorResponse, BILLING_MESSAGES.checkoutNotFound);
const closed = jsonResponse(ErrorResponse, `${BILLING_MESSAGES.checkoutClosed}, or it has expired`);

/** Buying credit packs. The offers and the test checkout are public (the checkout's id is its key). */
export function billingPublicRoutes(db: Database, prices: PriceBook) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/billing/offers',
        tags: ['Billing'],
        summary: 'The credit packs for sale, with the price ids a checkout takes, and whether this is test mode',
        responses: { 200: jsonResponse(BillingOffers, 'What can be bought') },
      }),
      (c) => c.json(listOffers(prices), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/billing/test-checkout/{sessionId}',
        tags: ['Billing'],
        summary: "The built-in test provider's checkout: what it sells, its state, where it returns to",
        request: { params },
        responses: { 200: jsonResponse(TestCheckout, 'The checkout'), 404: notFound },
      }),
      async (c) => c.json(await getTestCheckout(db, c.req.valid('param').sessionId), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/test-checkout/{sessionId}/pay',
        tags: ['Billing'],
        summary:
          'Pay with a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks the card holder to confirm (send confirmed)',
        request: { params, body: jsonBody(PayTestCheckoutRequest) },
        responses: {
          200: jsonResponse(PayTestCheckoutResult, 'Paid (go to redirectUrl), or the card holder must confirm'),
          400: jsonResponse(ErrorResponse, BILLING_MESSAGES.notATestCard),
          402: jsonResponse(ErrorResponse, `${BILLING_MESSAGES.cardDeclined}, or not confirmed`),
          404: notFound,
          409: closed,
        },
      }),
      async (c) => c.json(await payTestCheckout(db, c.req.valid('param').sessionId, c.req.valid('json')), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/test-checkout/{sessionId}/cancel',
        tags: ['Billing'],
        summary: 'Give up an open checkout; answers where the payer goes (its cancel address)',
        request: { params },
        responses: {
          200: jsonResponse(z.object({ redirectUrl: z.string() }), 'Cancelled'),
          404: notFound,
          409: closed,
        },
      }),
      async (c) => c.json(await cancelTestCheckout(db, c.req.valid('param').sessionId), 200),
    );
}

/** Starting a checkout needs the workspace's admin, signed in. */
export function billingRoutes(db: Database, prices: PriceBook, publicUrl: string) {
  return createRouter<ActorEnv>().openapi(
    createRoute({
      method: 'post',
      path: '/api/billing/checkout',
      tags: ['Billing'],
      summary: "Start buying a credit pack (the spec's create-checkout-session); answers the checkout's address",
      request: { body: jsonBody(CreateCheckoutRequest) },
      responses: {
        200: jsonResponse(CheckoutCreated, 'The checkout to send the payer to'),
        400: jsonResponse(ErrorResponse, `${BILLING_MESSAGES.invalidPriceFormat}, or a price not sold here`),
        401: jsonResponse(ErrorResponse, BILLING_MESSAGES.mustSignInToBuy),
        403: jsonResponse(ErrorResponse, BILLING_MESSAGES.adminOnly),
      },
    }),
    async (c) =>
      c.json(await createCheckout({ db, actor: c.var.actor, prices, publicUrl, request: c.req.valid('json') }), 200),
  );
}
