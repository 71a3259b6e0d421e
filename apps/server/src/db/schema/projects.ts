import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SaleDay } from '@tagwise/core/sale-schedule/sale-days';
import type { ListingStatus } from '@tagwise/core/values/estatesales-listing';
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

/** What a published sale holds on EstateSales.NET, so an update replaces exactly those (dates, pictures). */
export interface EstateSalesRemoteIds {
  dateIds: number[];
  pictureIds: number[];
}

/** One project per sale, with its listing on EstateSales.NET once published. */
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
    /** The sale's ZIP code (the listing site takes 5 digits) and the IANA time zone its days are in. */
    postalCode: text('postal_code'),
    timeZone: text('time_zone'),
    /** One entry per sale day with its hours; sale_dates and sale_times are written from it as words. */
    saleDays: jsonb('sale_days').$type<SaleDay[]>().notNull().default([]),
    /** The listing site's sale type and when its listing shows the street address (core values). */
    saleType: integer('sale_type').notNull().default(1),
    addressVisibility: integer('address_visibility').notNull().default(1),
    /** With address visibility 4: from when, as the sale's wall-clock time (YYYY-MM-DDTHH:MM). */
    addressVisibleFrom: text('address_visible_from'),
    saleTerms: text('sale_terms'),
    /** The listing on EstateSales.NET (core-app.md section 3's project listing fields). */
    estatesalesListingId: text('estatesales_listing_id'),
    estatesalesListingUrl: text('estatesales_listing_url'),
    estatesalesPublishedAt: timestamp('estatesales_published_at', { withTimezone: true }),
    estatesalesSyncStatus: text('estatesales_sync_status').$type<ListingStatus>(),
    estatesalesLastSyncError: text('estatesales_last_sync_error'),
    /** The site's help link for the last error, when it gave one. */
    estatesalesHelpUrl: text('estatesales_help_url'),
    estatesalesSyncedAt: timestamp('estatesales_synced_at', { withTimezone: true }),
    estatesalesRemoteIds: jsonb('estatesales_remote_ids').$type<EstateSalesRemoteIds>(),
    /**
     * Set while a publish or update runs, so a second one does not interleave with it; the token names the
     * run holding it, so a run whose lock lapsed cannot overwrite what the next one saved.
     */
    estatesalesBusySince: timestamp('estatesales_busy_since', { withTimezone: true }),
    estatesalesBusyToken: text('estatesales_busy_token'),
    /** Set just before the sale is created on the site, cleared once its id is known: a create left unanswered. */
    estatesalesCreatePendingSince: timestamp('estatesales_create_pending_since', { withTimezone: true }),
    /** Printed on the project's price tags ("Sat 25% off · Sun 50% off"). */
    tagDiscountLine: text('tag_discount_line'),
    /** Null: the account's markdown applies. New projects start with null, until the operator types one. */
    markdownPercentage: doublePrecision('markdown_percentage'),
    /** The sale day (issue 35): its sales tax in basis points (825 = 8.25 %; null: no tax, the default). */
    salesTaxBp: integer('sales_tax_bp'),
    /** The estate or family the sale is for, and the operator's commission on their share (basis points). */
    clientName: text('client_name'),
    clientEmail: text('client_email'),
    commissionBp: integer('commission_bp'),
    /**
     * The number the next invoice of this sale gets: taken and raised in the transaction that completes it,
     * so the row's lock puts two phones in line and a rolled-back sale leaves no gap (decision 0023).
     */
    nextInvoiceNumber: integer('next_invoice_number').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_owner_created_idx').on(t.ownerId, t.createdAt.desc().nullsFirst()),
    check('projects_sales_tax_bp_range', sql`${t.salesTaxBp} between 0 and 10000`),
    check('projects_commission_bp_range', sql`${t.commissionBp} between 0 and 10000`),
    check('projects_next_invoice_number_positive', sql`${t.nextInvoiceNumber} >= 1`),
  ],
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
