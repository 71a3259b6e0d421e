import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// A fake of the parts of Stripe's HTTP API that Tagwise calls, on loopback, for the real `stripe` SDK to
// talk to (STRIPE_API_URL). It answers as Stripe does (objects, errors in Stripe's shape, 401 for another
// key), keeps the checkout sessions, customers and subscriptions it made, records every request, and builds
// the events Stripe would send when a checkout is paid or a subscription changes, for deliver() to sign
// and post to the app's webhook. Given a webhook endpoint (the browser tests' server), it also plays
// Stripe's hosted pages: the checkout page a payer pays on and the customer portal, delivering the signed
// events to that endpoint itself, as Stripe does.

const DAY_SECONDS = 24 * 60 * 60;
/** Stripe's event objects carry the API version of the endpoint; this is the SDK's own. */
const API_VERSION = '2026-10-28.endive';

/** Nested params as the SDK sent them: "a[b][0][c]=x" becomes { a: { b: [{ c: 'x' }] } } (values are strings). */
export type Params = { [key: string]: string | Params | Params[] | string[] };

export interface RecordedRequest {
  method: string;
  /** The path without its query, e.g. /v1/subscriptions/sub_fake_1. */
  path: string;
  params: Params;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  url: string | null;
  customer: string | null;
  customer_email: string | null;
  /** What the payer gave on the checkout page (null until it is completed), the e-mail above all. */
  customer_details: {
    email: string | null;
    name: string | null;
    phone: string | null;
    address: null;
    tax_exempt: 'none';
    tax_ids: [];
  } | null;
  subscription: string | null;
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  status: 'open' | 'complete' | 'expired';
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  /** Not in Stripe's object: the params it was created with, its price and the trial days asked. */
  _params: Params;
  _price: string;
  _trialDays: number | null;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'unpaid' | 'incomplete' | 'incomplete_expired';
  customer: string;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  created: number;
  livemode: false;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      price: { id: string; object: 'price' };
      quantity: number;
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
  data: { object: unknown };
}

/** What may change in a subscription between two of its events. */
export interface SubscriptionChanges {
  status?: FakeSubscription['status'];
  cancel_at_period_end?: boolean;
  trial_end?: number | null;
  price?: string;
  current_period_start?: number;
  current_period_end?: number;
}

export interface FakeStripe {
  /** The API's base URL (http://127.0.0.1:<port>), for STRIPE_API_URL. */
  url: string;
  secretKey: string;
  requests: RecordedRequest[];
  sessions: Map<string, FakeCheckoutSession>;
  subscriptions: Map<string, FakeSubscription>;
  customers: Set<string>;
  /** While true, creating a checkout session fails as Stripe does for a price it does not have. */
  failCheckouts: boolean;
  /** While set, updating a subscription answers this HTTP status with an error. */
  failSubscriptionUpdates: 400 | 500 | null;
  /** While set, the checkout URL a new session answers (to try the app's check of its host). */
  checkoutUrlOverride: string | null;
  /** The requests received with this method and path (the path may end with a prefix's "*"). */
  received(method: string, path: string): RecordedRequest[];
  /**
   * What Stripe does when the session's checkout is paid: a new customer (unless the session named one),
   * for a plan its subscription (trialing if the session asked for a trial, unless `trial` says otherwise),
   * the session complete with the payer's details (`email` as typed on the page, else the customer_email
   * it was opened with); answers its checkout.session.completed event and, for a plan,
   * customer.subscription.created.
   */
  complete(
    sessionId: string,
    options?: { trial?: boolean; created?: number; email?: string },
  ): { session: FakeCheckoutSession; subscription: FakeSubscription | null; events: FakeEvent[] };
  /** Changes the stored subscription and answers its customer.subscription.updated event. */
  subscriptionUpdated(subscriptionId: string, changes: SubscriptionChanges, created?: number): FakeEvent;
  /** Ends the stored subscription (canceled) and answers its customer.subscription.deleted event. */
  subscriptionDeleted(subscriptionId: string, created?: number): FakeEvent;
  /** An invoice of the subscription paid (it becomes active) or failed (past_due), as its event. */
  invoiceEvent(type: 'invoice.paid' | 'invoice.payment_failed', subscriptionId: string, created?: number): FakeEvent;
  /** Any event about any object. */
  event(type: string, object: unknown, created?: number): FakeEvent;
  close(): Promise<void>;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
/** A copy, as an event carries a snapshot of the object at its time. */
const snapshot = <T>(value: T): T => structuredClone(value);
/** What a Stripe object looks like on the wire (the fake's own fields, "_..." removed). */
const publicView = (value: object) =>
  Object.fromEntries(Object.entries(value).filter(([key]) => !key.startsWith('_'))) as Record<string, unknown>;

/** Rebuilds nested objects and arrays from bracket keys ("line_items[0][price]"). */
export function parseParams(search: URLSearchParams): Params {
  const root: Record<string, unknown> = {};
  for (const [key, value] of search) {
    const parts = key.split('[').map((part, i) => (i === 0 ? part : part.replace(/\]$/, '')));
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const slot = Array.isArray(node) ? Number(part) : part;
      const holder = node as Record<string | number, unknown>;
      if (last) {
        holder[slot] = value;
        return;
      }
      holder[slot] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
      node = holder[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root as Params;
}

const stripeError = (
  res: ServerResponse,
  status: number,
  error: { type: string; message: string; code?: string; param?: string },
) => send(res, status, { error });

/** Stripe's answer for a subscription id it does not have. */
const noSuchSubscription = (res: ServerResponse, id: string) =>
  stripeError(res, 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such subscription: '${id}'`,
    param: 'id',
  });

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': `req_fake_${Math.random().toString(36).slice(2, 10)}`,
  });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface FakeStripeOptions {
  /** Where Stripe would deliver events, with the endpoint's signing secret: turns on the hosted pages. */
  webhook?: { url: string; secret: string };
  /** A fixed port (the browser tests' server knows it); any free one by default. */
  port?: number;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A plain page of the fake's hosted checkout or portal: labelled as a fake, nothing loaded from elsewhere. */
const hostedPage = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.25rem 0}label{display:grid;gap:.25rem;margin:.75rem 0}
input{font-size:1rem;padding:.4rem}</style></head>
<body><p>Fake Stripe (test mode, on loopback)</p><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

export async function startFakeStripe(
  secretKey = 'sk_test_fake',
  options: FakeStripeOptions = {},
): Promise<FakeStripe> {
  let counter = 0;
  const next = () => ++counter;
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  const customers = new Set<string>();

  const subscriptionOf = (id: string) => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`The fake Stripe has no subscription ${id}`);
    return subscription;
  };

  const portals = new Map<string, { customer: string; returnUrl: string | null }>();

  /** Posts events to the webhook endpoint one after another, each signed as Stripe signs it. */
  async function deliverAll(events: FakeEvent[]) {
    const webhook = options.webhook;
    if (!webhook) return;
    for (const item of events) {
      const payload = JSON.stringify(item, null, 2);
      const res = await fetch(webhook.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureOf(payload, webhook.secret),
        },
        body: payload,
      });
      if (!res.ok) throw new Error(`The webhook answered ${res.status} to ${item.type}: ${await res.text()}`);
    }
  }

  const html = (res: ServerResponse, status: number, page: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  };
  const redirect = (res: ServerResponse, location: string) => {
    res.writeHead(303, { location });
    res.end();
  };

  /**
   * Stripe's hosted pages, when there is a webhook to deliver to: GET /pay/<session> shows the checkout
   * (email, card, Pay, the way back); POST pays it, delivers its events and sends the payer to the success
   * address. GET /portal/<portal session> shows the customer's plans with Cancel plan and the way back;
   * POST /portal/<id>/cancel/<subscription> cancels at the period's end and delivers the update.
   */
  async function hosted(method: string, pathname: string, form: URLSearchParams, res: ServerResponse) {
    if (!options.webhook) return html(res, 200, hostedPage('Fake Stripe Checkout', ''));
    const [, kind, id, action, target] = pathname.split('/');
    if (kind === 'pay') {
      const session = sessions.get(id ?? '');
      if (!session) return html(res, 404, hostedPage('Checkout not found', '<p>This checkout does not exist.</p>'));
      if (session.status !== 'open') {
        return html(res, 410, hostedPage('Checkout closed', '<p>This checkout has already been completed.</p>'));
      }
      if (method === 'POST') {
        const { events } = fake.complete(session.id, { email: form.get('email') || undefined });
        await deliverAll(events);
        return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
      }
      const trial = session._trialDays ? `<p>${session._trialDays}-day free trial: nothing is charged today.</p>` : '';
      const email =
        session.customer || session.customer_email
          ? ''
          : '<label>Email<input name="email" type="email" autocomplete="email"></label>';
      return html(
        res,
        200,
        hostedPage(
          'Fake Stripe Checkout',
          `<p>Price ${escapeHtml(session._price)} (${session.mode})</p>${trial}
<form method="post">${email}<label>Card number<input name="card" value="4242 4242 4242 4242"></label>
<button type="submit">${session._trialDays ? 'Start trial' : 'Pay'}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>`,
        ),
      );
    }
    const portal = portals.get(id ?? '');
    if (kind !== 'portal' || !portal) return html(res, 404, hostedPage('Not found', '<p>Nothing here.</p>'));
    if (method === 'POST' && action === 'cancel') {
      const subscription = subscriptions.get(target ?? '');
      if (!subscription || subscription.customer !== portal.customer) {
        return html(res, 404, hostedPage('Not found', '<p>No such subscription.</p>'));
      }
      subscription.cancel_at_period_end = true;
      subscription.canceled_at = nowSeconds();
      await deliverAll([event('customer.subscription.updated', subscription)]);
      return redirect(res, `/portal/${id}`);
    }
    const rows = [...subscriptions.values()]
      .filter((subscription) => subscription.customer === portal.customer && subscription.status !== 'canceled')
      .map((subscription) => {
        const item = subscription.items.data[0]!;
        const end = new Date(item.current_period_end * 1000).toISOString().slice(0, 10);
        const state = subscription.cancel_at_period_end
          ? `Cancels on ${end}`
          : `${subscription.status}, renews on ${end}`;
        const cancel = subscription.cancel_at_period_end
          ? ''
          : `<form method="post" action="/portal/${id}/cancel/${subscription.id}"><button type="submit">Cancel plan</button></form>`;
        return `<li><p>${escapeHtml(item.price.id)}: ${state}</p>${cancel}</li>`;
      });
    const back = portal.returnUrl ? `<p><a href="${escapeHtml(portal.returnUrl)}">Return to Tagwise</a></p>` : '';
    return html(res, 200, hostedPage('Fake Stripe customer portal', `<ul>${rows.join('')}</ul>${back}`));
  }

  const routes: {
    method: string;
    pattern: RegExp;
    handle: (res: ServerResponse, params: Params, match: RegExpMatchArray) => void;
  }[] = [
    {
      method: 'POST',
      pattern: /^\/v1\/checkout\/sessions$/,
      handle(res, params) {
        const lineItems = (params.line_items ?? []) as Params[];
        const price = lineItems[0]?.price as string | undefined;
        if (fake.failCheckouts || !price) {
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such price: '${price ?? ''}'`,
            param: 'line_items[0][price]',
          });
        }
        const id = `cs_test_fake_${next()}`;
        const trialDays = (params.subscription_data as Params | undefined)?.trial_period_days as string | undefined;
        const session: FakeCheckoutSession = {
          id,
          object: 'checkout.session',
          mode: params.mode as FakeCheckoutSession['mode'],
          url: fake.checkoutUrlOverride ?? `${fake.url}/pay/${id}`,
          customer: (params.customer as string | undefined) ?? null,
          customer_email: (params.customer_email as string | undefined) ?? null,
          customer_details: null,
          subscription: null,
          payment_status: 'unpaid',
          status: 'open',
          client_reference_id: (params.client_reference_id as string | undefined) ?? null,
          success_url: params.success_url as string,
          cancel_url: params.cancel_url as string,
          metadata: {},
          created: nowSeconds(),
          livemode: false,
          _params: params,
          _price: price,
          _trialDays: trialDays ? Number(trialDays) : null,
        };
        sessions.set(id, session);
        send(res, 200, publicView(session));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/checkout\/sessions\/([^/]+)$/,
      handle(res, _params, match) {
        const session = sessions.get(match[1]!);
        if (!session) {
          return stripeError(res, 404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such checkout.session: '${match[1]}'`,
            param: 'session',
          });
        }
        send(res, 200, publicView(session));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle(res, _params, match) {
        const subscription = subscriptions.get(match[1]!);
        if (!subscription) return noSuchSubscription(res, match[1]!);
        send(res, 200, subscription);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle(res, params, match) {
        if (fake.failSubscriptionUpdates === 500) {
          return stripeError(res, 500, { type: 'api_error', message: 'Something went wrong on our end.' });
        }
        if (fake.failSubscriptionUpdates === 400) {
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            message: 'A canceled subscription can only update its cancellation_details and metadata.',
          });
        }
        const subscription = subscriptions.get(match[1]!);
        if (!subscription) return noSuchSubscription(res, match[1]!);
        if (params.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
          subscription.canceled_at = subscription.cancel_at_period_end ? nowSeconds() : null;
        }
        // trial_end "now": the trial ends and the first paid month starts (its invoice paid at once).
        if (params.trial_end === 'now') {
          const now = nowSeconds();
          Object.assign(subscription, { status: 'active', trial_end: now });
          const item = subscription.items.data[0]!;
          item.current_period_start = now;
          item.current_period_end = now + 30 * DAY_SECONDS;
        }
        send(res, 200, subscription);
        // Stripe reports the change to the webhook too, after answering the call that made it.
        if (options.webhook) void deliverAll([event('customer.subscription.updated', subscription)]);
      },
    },
    {
      method: 'POST',
      pattern: /^\/v1\/billing_portal\/sessions$/,
      handle(res, params) {
        const customer = params.customer as string | undefined;
        if (!customer || !customers.has(customer)) {
          return stripeError(res, 400, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such customer: '${customer ?? ''}'`,
            param: 'customer',
          });
        }
        const n = next();
        portals.set(`bps_fake_${n}`, { customer, returnUrl: (params.return_url as string | undefined) ?? null });
        send(res, 200, {
          id: `bps_fake_${n}`,
          object: 'billing_portal.session',
          url: options.webhook ? `${fake.url}/portal/bps_fake_${n}` : `https://billing.stripe.com/p/session/test_${n}`,
          customer,
          return_url: params.return_url ?? null,
          created: nowSeconds(),
          livemode: false,
        });
      },
    },
  ];

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readBody(req);
      const params = parseParams(req.method === 'GET' ? url.searchParams : new URLSearchParams(body));
      // The payer's pages: what a browser is sent to; no API key there.
      if (url.pathname.startsWith('/pay/') || url.pathname.startsWith('/portal/')) {
        return await hosted(req.method ?? 'GET', url.pathname, new URLSearchParams(body), res);
      }
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        params,
        authorization: header('authorization'),
        idempotencyKey: header('idempotency-key'),
        stripeVersion: header('stripe-version'),
      });
      if (header('authorization') !== `Bearer ${secretKey}`) {
        return stripeError(res, 401, {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${(header('authorization') ?? '').replace(/^Bearer /, '').slice(0, 8)}***`,
        });
      }
      for (const route of routes) {
        const match = url.pathname.match(route.pattern);
        if (match && route.method === req.method) return route.handle(res, params, match);
      }
      stripeError(res, 404, {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      });
    })().catch((error: unknown) => {
      stripeError(res, 500, { type: 'api_error', message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const event = (type: string, object: unknown, created = nowSeconds()): FakeEvent => ({
    id: `evt_fake_${next()}`,
    object: 'event',
    api_version: API_VERSION,
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: snapshot(object) },
  });

  const fake: FakeStripe = {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    sessions,
    subscriptions,
    customers,
    failCheckouts: false,
    failSubscriptionUpdates: null,
    checkoutUrlOverride: null,
    received: (method, path) =>
      requests.filter(
        (request) =>
          request.method === method &&
          (path.endsWith('*') ? request.path.startsWith(path.slice(0, -1)) : request.path === path),
      ),
    complete(sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`The fake Stripe has no checkout session ${sessionId}`);
      if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}`);
      const now = options.created ?? nowSeconds();
      const customer = session.customer ?? `cus_fake_${next()}`;
      customers.add(customer);
      let subscription: FakeSubscription | null = null;
      const trial = options.trial ?? session._trialDays !== null;
      if (session.mode === 'subscription') {
        const trialEnd = trial ? now + (session._trialDays ?? 7) * DAY_SECONDS : null;
        const n = next();
        subscription = {
          id: `sub_fake_${n}`,
          object: 'subscription',
          status: trial ? 'trialing' : 'active',
          customer,
          cancel_at_period_end: false,
          canceled_at: null,
          ended_at: null,
          trial_start: trial ? now : null,
          trial_end: trialEnd,
          created: now,
          livemode: false,
          metadata: {},
          items: {
            object: 'list',
            data: [
              {
                id: `si_fake_${n}`,
                object: 'subscription_item',
                price: { id: session._price, object: 'price' },
                quantity: 1,
                current_period_start: now,
                current_period_end: trialEnd ?? now + 30 * DAY_SECONDS,
              },
            ],
          },
        };
        subscriptions.set(subscription.id, subscription);
      }
      Object.assign(session, {
        customer,
        // Stripe keeps customer_email as it was opened; what the payer typed is in customer_details.
        customer_details: {
          email: options.email ?? session.customer_email,
          name: null,
          phone: null,
          address: null,
          tax_exempt: 'none',
          tax_ids: [],
        },
        subscription: subscription?.id ?? null,
        status: 'complete',
        // A trial's checkout charges nothing: Stripe says no payment was required.
        payment_status: trial && subscription ? 'no_payment_required' : 'paid',
        url: null,
      });
      const events = [event('checkout.session.completed', publicView(session), now)];
      if (subscription) events.push(event('customer.subscription.created', subscription, now));
      return { session: snapshot(session), subscription: snapshot(subscription), events };
    },
    subscriptionUpdated(subscriptionId, changes, created) {
      const subscription = subscriptionOf(subscriptionId);
      const item = subscription.items.data[0]!;
      const { price, current_period_start, current_period_end, ...rest } = changes;
      Object.assign(subscription, rest);
      if (price) item.price = { id: price, object: 'price' };
      if (current_period_start !== undefined) item.current_period_start = current_period_start;
      if (current_period_end !== undefined) item.current_period_end = current_period_end;
      return event('customer.subscription.updated', subscription, created);
    },
    subscriptionDeleted(subscriptionId, created = nowSeconds()) {
      const subscription = subscriptionOf(subscriptionId);
      Object.assign(subscription, { status: 'canceled', ended_at: created, canceled_at: created });
      return event('customer.subscription.deleted', subscription, created);
    },
    invoiceEvent(type, subscriptionId, created = nowSeconds()) {
      const subscription = subscriptionOf(subscriptionId);
      const paid = type === 'invoice.paid';
      subscription.status = paid ? 'active' : 'past_due';
      const item = subscription.items.data[0]!;
      return event(
        type,
        {
          id: `in_fake_${next()}`,
          object: 'invoice',
          customer: subscription.customer,
          status: paid ? 'paid' : 'open',
          billing_reason: 'subscription_cycle',
          period_start: item.current_period_start,
          period_end: item.current_period_end,
          parent: {
            type: 'subscription_details',
            quote_details: null,
            subscription_details: { subscription: subscription.id, metadata: {} },
          },
          created,
          livemode: false,
        },
        created,
      );
    },
    event,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return fake;
}

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

/** The stripe-signature header Stripe would send with this payload (signed with the endpoint's secret). */
export const signatureOf = (payload: string, secret: string, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp !== undefined && { timestamp }) });

/**
 * Delivers an event to the app's webhook as Stripe does: the JSON payload, signed with `secret` (a new
 * signature each time, as each of Stripe's retries has). `signature` replaces the header (null: none).
 */
export function deliver(
  request: (path: string, init: RequestInit) => Promise<Response>,
  event: FakeEvent,
  secret: string,
  options: { payload?: string; signature?: string | null } = {},
): Promise<Response> {
  const payload = options.payload ?? JSON.stringify(event, null, 2);
  const signature = options.signature === undefined ? signatureOf(payload, secret) : options.signature;
  return request(STRIPE_WEBHOOK_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
      ...(signature !== null && { 'stripe-signature': signature }),
    },
    body: payload,
  });
}
