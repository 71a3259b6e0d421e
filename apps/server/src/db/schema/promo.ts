import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PromoFields } from '@tagwise/core/schemas/promo';
import { user } from './auth.ts';
import { projects } from './projects.ts';

/**
 * A project's promotional material (promo_contents): one per project, replaced by each generation and
 * edited in place. The fields are read and written as one document (PromoFields, checked by zod on the way
 * in), never queried apart, so they are one jsonb column rather than a column each.
 */
export const promoContents = pgTable('promo_contents', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  ownerId: text('owner_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  fields: jsonb('fields').$type<PromoFields>().notNull(),
  source: text('source', { enum: ['ai', 'template'] }).notNull(),
  /** Which provider and model wrote it; null for the template. */
  provider: text('provider'),
  model: text('model'),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The last time a person saved changes; null while it is as generated. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
  editedBy: text('edited_by').references(() => user.id, { onDelete: 'set null' }),
});
