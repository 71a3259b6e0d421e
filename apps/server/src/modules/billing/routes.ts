import { createRoute, z } from '@hono/zod-openapi';
import {
  BILLING_MESSAGES,
  BillingOffers,
  CheckoutCreated,
  CheckoutState,
  ClaimRequest,
  ClaimResult,
  CreateCheckoutRequest,
  PayTestCheckoutRequest,
  PayTestCheckoutResult,
  PortalCreated,
  PortalRequest,
  PurchaseList,
  SignupCheckoutRequest,
  SubscriptionView,
  SyncResult,
  TestCheckout,
  VisitorCheckoutState,
} from '@tagwise/core/schemas/billing';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import type { Auth } from '../../auth/auth.ts';
import { optionalActor } from '../../auth/optional-actor.ts';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { cancelTestCheckout } from './cancel-test-checkout.ts';
import { claimCheckout } from './claim-checkout.ts';
import { confirmCheckout } from './confirm-checkout.ts';
import { confirmVisitorCheckout } from './confirm-visitor-checkout.ts';
import { createCheckout } from './create-checkout.ts';
import { createPortal } from './create-portal.ts';
import { createSignupCheckout } from './create-signup-checkout.ts';
import { getSubscription } from './get-subscription.ts';
import { getTestCheckout } from './get-test-checkout.ts';
import { listOffers } from './list-offers.ts';
import { listPurchases } from './list-purchases.ts';
import { payTestCheckout } from './pay-test-checkout.ts';
import type { PayerBrowser } from './payer-browser.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PriceBook } from './price-book.ts';
import { setCancelAtPeriodEnd } from './set-cancel-at-period-end.ts';
import { syncSubscription } from './sync-subscription.ts';

const params = z.object({ sessionId: z.string().min(1).max(100) });
const notFound = jsonResponse(ErrorResponse, BILLING_MESSAGES.checkoutNotFound);
const closed = jsonResponse(ErrorResponse, `${BILLING_MESSAGES.checkoutClosed}, or it has expired`);

const forbidden = jsonResponse(ErrorResponse, BILLING_MESSAGES.adminOnly);
const unauthorized = (message: string) => jsonResponse(ErrorResponse, message);

/**
 * Plans and packs: the offers and a visitor's plan checkout are public. The browser that opens a visitor's
 * checkout is remembered as its payer's (payer-browser.ts): its claim is accepted, it is told the payer's e-mail.
 */
export function billingPublicRoutes(db: Database, provider: PaymentProvider, publicUrl: string, payer: PayerBrowser) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/billing/offers',
        tags: ['Billing'],
        summary:
          'The plans and credit packs for sale, with the price ids a checkout takes, and whether this is test mode',
        responses: { 200: jsonResponse(BillingOffers, 'What can be bought') },
      }),
      (c) => c.json(listOffers(provider), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/signup-checkout',
        tags: ['Billing'],
        summary:
          "A visitor starts paying for a plan before signing up; the purchase is claimed with its session id, by the payer's confirmed e-mail or from this browser (its signed cookie, set here)",
        request: { body: jsonBody(SignupCheckoutRequest) },
        responses: {
          200: jsonResponse(CheckoutCreated, 'The checkout to send the payer to'),
          400: jsonResponse(ErrorResponse, `${BILLING_MESSAGES.invalidPriceFormat}, or a price not sold here`),
        },
      }),
      async (c) => {
        const created = await createSignupCheckout({ db, provider, publicUrl, request: c.req.valid('json') });
        await payer.remember(c, created.sessionId);
        return c.json(created, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/signup-checkouts/{sessionId}/confirm',
        tags: ['Billing'],
        summary:
          "Where a visitor's plan checkout stands (asked of the payment provider while it has not reported), for the page after it; the payer's e-mail only to the browser that opened or paid it",
        request: { params },
        responses: { 200: jsonResponse(VisitorCheckoutState, 'The checkout'), 404: notFound },
      }),
      async (c) => {
        const { sessionId } = c.req.valid('param');
        const fromPayerBrowser = await payer.fromPayer(c, sessionId);
        return c.json(await confirmVisitorCheckout(db, provider, sessionId, { fromPayerBrowser }), 200);
      },
    );
}

/**
 * The built-in test provider's checkout page: public, the checkout's id is its key (the payer's e-mail only
 * to the signed-in person who opened it). The browser that pays a visitor's checkout is remembered as its
 * payer's (payer-browser.ts).
 */
export function testCheckoutRoutes(db: Database, prices: PriceBook, payer: PayerBrowser, auth: Auth) {
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/billing/test-checkout/{sessionId}',
        tags: ['Billing'],
        summary: "The built-in test provider's checkout: what it sells, its state, where it returns to",
        request: { params },
        responses: { 200: jsonResponse(TestCheckout, 'The checkout'), 404: notFound },
      }),
      async (c) => {
        const viewer = await optionalActor(auth, db, c.req.raw.headers);
        return c.json(await getTestCheckout(db, prices, c.req.valid('param').sessionId, viewer?.userId ?? null), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/test-checkout/{sessionId}/pay',
        tags: ['Billing'],
        summary:
          "Pay with the payer's e-mail and a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks the card holder to confirm (send confirmed)",
        request: { params, body: jsonBody(PayTestCheckoutRequest) },
        responses: {
          200: jsonResponse(PayTestCheckoutResult, 'Paid (go to redirectUrl), or the card holder must confirm'),
          400: jsonResponse(ErrorResponse, `${BILLING_MESSAGES.notATestCard}, or no valid e-mail`),
          402: jsonResponse(ErrorResponse, `${BILLING_MESSAGES.cardDeclined}, or not confirmed`),
          404: notFound,
          409: closed,
        },
      }),
      async (c) => {
        const { sessionId } = c.req.valid('param');
        const { answer, byVisitor } = await payTestCheckout(db, sessionId, c.req.valid('json'));
        if (answer.outcome === 'paid' && byVisitor) await payer.remember(c, sessionId);
        return c.json(answer, 200);
      },
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

/** Signed in: buying for the workspace (its admin), its plan, claims, cancellation and the portal. */
export function billingRoutes(db: Database, provider: PaymentProvider, publicUrl: string, payer: PayerBrowser) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/checkout',
        tags: ['Billing'],
        summary:
          "Start buying a plan or a credit pack (the spec's create-checkout-session); answers the checkout's address",
        request: { body: jsonBody(CreateCheckoutRequest) },
        responses: {
          200: jsonResponse(CheckoutCreated, 'The checkout to send the payer to'),
          400: jsonResponse(ErrorResponse, `${BILLING_MESSAGES.invalidPriceFormat}, or a price not sold here`),
          401: unauthorized(BILLING_MESSAGES.mustSignInToBuy),
          403: forbidden,
          409: jsonResponse(ErrorResponse, BILLING_MESSAGES.trialUsed),
        },
      }),
      async (c) =>
        c.json(
          await createCheckout({ db, actor: c.var.actor, provider, publicUrl, request: c.req.valid('json') }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/checkouts/{sessionId}/confirm',
        tags: ['Billing'],
        summary:
          "Where the workspace's own checkout stands when the payer is back; one the payment provider has paid but not yet reported is fulfilled now",
        request: { params },
        responses: {
          200: jsonResponse(CheckoutState, 'The checkout: open, complete, cancelled or expired'),
          401: unauthorized('Sign in first'),
          403: jsonResponse(ErrorResponse, BILLING_MESSAGES.billingAdminOnly),
          404: notFound,
        },
      }),
      async (c) => c.json(await confirmCheckout(db, c.var.actor, provider, c.req.valid('param').sessionId), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/billing/subscription',
        tags: ['Billing'],
        summary: "The workspace's plan: tier, status, renewal date, cancellation, whether a trial is still available",
        responses: { 200: jsonResponse(SubscriptionView, 'The plan'), 401: unauthorized('Sign in first') },
      }),
      async (c) => c.json(await getSubscription(db, c.var.actor, provider.kind), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/claim',
        tags: ['Billing'],
        summary:
          "Claim a plan paid before signing up, by its checkout's session id (the spec's claim_pending_subscription): only by its payer, whose confirmed e-mail is the checkout's or whose browser paid it (decision 0022)",
        request: { body: jsonBody(ClaimRequest) },
        responses: {
          200: jsonResponse(
            ClaimResult,
            'Claimed, or why not (already claimed, expired, not paid, not the payer: how the payer claims it)',
          ),
          401: unauthorized('Sign in first'),
          403: jsonResponse(ErrorResponse, BILLING_MESSAGES.claimAdminOnly),
        },
      }),
      async (c) => {
        const { sessionId } = c.req.valid('json');
        const fromPayerBrowser = await payer.fromPayer(c, sessionId);
        return c.json(await claimCheckout(db, c.var.actor, provider, sessionId, { fromPayerBrowser }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/sync',
        tags: ['Billing'],
        summary:
          "Manual subscription sync: claims a plan paid with this account's verified e-mail or in this browser; answers the tier",
        responses: {
          200: jsonResponse(SyncResult, 'The tier found (freemium: none)'),
          401: unauthorized('Sign in first'),
          403: jsonResponse(ErrorResponse, BILLING_MESSAGES.claimAdminOnly),
        },
      }),
      async (c) =>
        c.json(await syncSubscription(db, c.var.actor, provider, { payerCheckouts: await payer.checkouts(c) }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/cancel',
        tags: ['Billing'],
        summary: 'Cancel the plan at the end of the billing period (it stays until then)',
        responses: {
          200: jsonResponse(SubscriptionView, BILLING_MESSAGES.cancelled),
          401: unauthorized(BILLING_MESSAGES.signInToCancel),
          403: forbidden,
          409: jsonResponse(ErrorResponse, BILLING_MESSAGES.nothingToCancel),
        },
      }),
      async (c) => c.json(await setCancelAtPeriodEnd(db, c.var.actor, provider, true), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/resume',
        tags: ['Billing'],
        summary: 'Keep a cancelled plan after all, before its period ends',
        responses: {
          200: jsonResponse(SubscriptionView, BILLING_MESSAGES.resumed),
          401: unauthorized(BILLING_MESSAGES.signInForBilling),
          403: forbidden,
          409: jsonResponse(ErrorResponse, BILLING_MESSAGES.nothingToResume),
        },
      }),
      async (c) => c.json(await setCancelAtPeriodEnd(db, c.var.actor, provider, false), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/billing/portal',
        tags: ['Billing'],
        summary: "The billing portal's address (the spec's create-portal-session), opened in a new tab",
        request: { body: jsonBody(PortalRequest) },
        responses: {
          200: jsonResponse(PortalCreated, 'The portal'),
          401: unauthorized(BILLING_MESSAGES.signInForBilling),
          403: forbidden,
          404: jsonResponse(ErrorResponse, BILLING_MESSAGES.noBillingAccount),
        },
      }),
      async (c) => c.json(await createPortal(db, c.var.actor, provider, publicUrl, c.req.valid('json').returnUrl), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/billing/purchases',
        tags: ['Billing'],
        summary: "The workspace's paid checkouts, newest first: the purchase history",
        responses: {
          200: jsonResponse(PurchaseList, 'The purchases'),
          401: unauthorized('Sign in first'),
          403: jsonResponse(ErrorResponse, BILLING_MESSAGES.billingAdminOnly),
        },
      }),
      async (c) => c.json(await listPurchases(db, c.var.actor, provider.prices), 200),
    );
}
