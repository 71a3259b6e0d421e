import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Photos uploaded for an analysis and not yet part of an item. An analysis turns its uploads into the
 * item's photo rows (the stored files are kept, only the rows move); unused uploads expire after
 * UPLOAD_TTL_HOURS and their files are removed.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** Storage keys of the display image (longest side 1600 px) and the thumbnail (400 px), both WebP. */
    displayKey: text('display_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** The file name the person picked, for progress lists and error messages. */
    originalName: text('original_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId), index('uploads_created_idx').on(t.createdAt)],
);
