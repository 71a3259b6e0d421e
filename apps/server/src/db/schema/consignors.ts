import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { projects } from './projects.ts';

/**
 * People who brought items to a sale to be sold for them (issue 35), with what they are paid: a percentage
 * of what their items sold for, or a flat amount per item sold. Items name theirs (items.consignor_id) and
 * an invoice line keeps the consignor it had when it sold. Kept apart from sale-day.ts, which names items,
 * because items name consignors: one way only between the two files.
 */
export const consignors = pgTable(
  'consignors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contact: text('contact'),
    payoutKind: text('payout_kind', { enum: ['percent', 'flat'] }).notNull(),
    payoutBp: integer('payout_bp'),
    payoutFlatCents: integer('payout_flat_cents'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consignors_project_idx').on(t.projectId, t.createdAt),
    check(
      'consignors_payout_rule',
      sql`(${t.payoutKind} = 'percent' and ${t.payoutBp} between 0 and 10000 and ${t.payoutFlatCents} is null) or (${t.payoutKind} = 'flat' and ${t.payoutFlatCents} >= 0 and ${t.payoutBp} is null)`,
    ),
  ],
);
