import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { items } from './items.ts';

/**
 * A workspace's plan (user_subscriptions): one row per admin, created on first use as the free tier. The
 * ledger locks this row (SELECT ... FOR UPDATE) to check and charge in one step, so parallel analyses can
 * never overspend. The billing issue fills the provider fields.
 */
export const subscriptions = pgTable('subscriptions', {
  ownerId: text('owner_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** freemium, basic, pro-300, pro-600, pro-900, enterprise (legacy "pro" reads as pro-300). */
  tier: text('tier').notNull().default('freemium'),
  /** active, trialing, past_due, canceled, ... as the payment provider says. */
  status: text('status').notNull().default('active'),
  /** Overrides the tier's allowance when set (the spec's features.max_items_per_month; -1 unlimited). */
  maxItemsPerMonth: integer('max_items_per_month'),
  bulkProcessing: integer('bulk_processing').notNull().default(0),
  whiteLabelReports: integer('white_label_reports').notNull().default(0),
  /** Plan credits used in the current period (analyses_performed_this_period). */
  usedThisPeriod: integer('used_this_period').notNull().default(0),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull().defaultNow(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
  cancelAtPeriodEnd: integer('cancel_at_period_end').notNull().default(0),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  providerPriceId: text('provider_price_id'),
  /**
   * The creation time of the payment provider's event that last set this plan: an event older than it
   * arrived late and cannot move the plan backwards.
   */
  providerStateAt: timestamp('provider_state_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The credit ledger: one row per charged operation. pending when the work starts, completed when it
 * succeeded, refunded when it failed (the credit goes back to where it came from). Never written by the
 * browser.
 */
export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    operation: text('operation', { enum: ['analysis', 'enhancement', 'promo'] }).notNull(),
    /** The id of the work it paid for (an analysis id, a batch job id), unique per operation. */
    operationId: text('operation_id').notNull(),
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'set null' }),
    credits: integer('credits').notNull(),
    source: text('source', { enum: ['plan', 'pack', 'none'] }).notNull(),
    /** For a pack credit: the grant it came from, so a refund puts it back there. */
    grantId: uuid('grant_id'),
    status: text('status', { enum: ['pending', 'completed', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('credit_transactions_operation_unique').on(t.ownerId, t.operation, t.operationId),
    index('credit_transactions_owner_created_idx').on(
      t.ownerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * Credits bought as packs, adjusted, or granted by the server's owner (`npm run admin -- grant`): they do not
 * expire and are spent after the plan's.
 */
export const creditGrants = pgTable(
  'credit_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    // The same list as core's CREDIT_GRANT_REASONS (kept literal: drizzle-kit reads this file on its own).
    reason: text('reason', { enum: ['pack', 'adjustment', 'admin'] }).notNull(),
    credits: integer('credits').notNull(),
    remaining: integer('remaining').notNull(),
    /** The checkout or payment that bought it (idempotency for the billing webhook). */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_grants_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('credit_grants_reference_unique').on(t.reference),
  ],
);
