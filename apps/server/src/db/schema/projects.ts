import { doublePrecision, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

export const folders = pgTable(
  'folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('folders_owner_name_unique').on(t.ownerId, t.name)],
);

/** One project per sale. Listing-site fields arrive with the EstateSales.NET integration. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    folderId: uuid('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    title: text('title'),
    description: text('description'),
    address: text('address'),
    saleDates: text('sale_dates'),
    saleTimes: text('sale_times'),
    saleNotes: text('sale_notes'),
    /** Printed on the project's price tags ("Sat 25% off · Sun 50% off"). */
    tagDiscountLine: text('tag_discount_line'),
    /** Null: the account's markdown applies. New projects start at the spec's 40. */
    markdownPercentage: doublePrecision('markdown_percentage'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('projects_owner_created_idx').on(t.ownerId, t.createdAt.desc().nullsFirst())],
);

export const projectCategoryMarkdowns = pgTable(
  'project_category_markdowns',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    markdownPercentage: doublePrecision('markdown_percentage').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.category] })],
);
