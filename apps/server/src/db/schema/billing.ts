import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * A checkout: one purchase of a plan or a credit pack, from the request to pay until it is paid, cancelled
 * or expired. The built-in test provider keeps its hosted-style checkout here; the id is the secret part of
 * the checkout's address (as a payment provider's checkout session id is), so it is long and random.
 * Fulfilment (credits, the plan) is keyed on the id and happens once.
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    /** The workspace owner it was bought for; null when a visitor paid before signing up (claimed later). */
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    /** Who started it (an admin of the workspace, or null for a visitor). */
    buyerUserId: text('buyer_user_id').references(() => user.id, { onDelete: 'set null' }),
    mode: text('mode', { enum: ['payment', 'subscription'] }).notNull(),
    priceId: text('price_id').notNull(),
    /** What the price buys: a paid tier (subscription) or a pack id (payment). */
    offer: text('offer').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** 1 when the plan starts with the 7-day trial (nothing charged until it ends). */
    trial: integer('trial').notNull().default(0),
    /** The e-mail a visitor gave before paying, so signing up with it finds the purchase (manual sync). */
    customerEmail: text('customer_email'),
    /** Stripe's customer and subscription of a paid plan checkout (the test provider derives its own). */
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** When a visitor's purchase was claimed by an account (ownerId set then). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    status: text('status', { enum: ['open', 'complete', 'cancelled', 'expired'] })
      .notNull()
      .default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    /** The last card problem the payer saw (declined, not confirmed), for the checkout page. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('checkout_sessions_owner_idx').on(t.ownerId, t.createdAt),
    index('checkout_sessions_customer_email_idx').on(t.customerEmail),
  ],
);

/**
 * Every payment provider event applied, by the provider's event id: a delivery seen before (Stripe retries,
 * replays) is acknowledged and changes nothing. Written in the same transaction as the event's changes.
 */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  /** When the provider created the event (its `created`), to tell an old event from a newer one. */
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
