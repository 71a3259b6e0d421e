import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AnalysisComparable, AnalysisGuess, ResearchSource } from '@tagwise/core/schemas/items';
import { ITEM_STATUSES } from '@tagwise/core/values/items';
import { user } from './auth.ts';
import { consignors } from './consignors.ts';
import { projects } from './projects.ts';

/** The columns a search looks in (items.search_text holds them lower-cased). */
const SEARCHED_COLUMNS = ['name', 'description', 'brand', 'model', 'notes', 'tag_code'];

/** A sort order's index in a project's items and in the workspace's (the inventory), ties broken by id. */
const sortIndexes = (t: Record<'ownerId' | 'projectId' | 'id', ExtraConfigColumn>, order: string, key: SQL) => [
  index(`items_owner_project_${order}_idx`).on(t.ownerId, t.projectId, key, t.id),
  index(`items_owner_${order}_idx`).on(t.ownerId, key, t.id),
];

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** Short code printed on the tag; unique within the workspace. */
    tagCode: text('tag_code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    category: text('category').notNull(),
    condition: text('condition').notNull(),
    conditionSource: text('condition_source', { enum: ['ai', 'default', 'person'] })
      .notNull()
      .default('person'),
    /** Cents. */
    retailCents: integer('retail_cents'),
    /** Whole currency units, as the spec rounds estate-sale prices. */
    tagPrice: integer('tag_price'),
    tagPriceSource: text('tag_price_source', { enum: ['rule', 'manual'] })
      .notNull()
      .default('rule'),
    brand: text('brand'),
    model: text('model'),
    dimensions: text('dimensions'),
    materials: text('materials'),
    keyAttributes: jsonb('key_attributes').$type<string[]>(),
    /** Pages that support the price (ResearchSource[]). */
    researchSources: jsonb('research_sources').$type<ResearchSource[]>(),
    notes: text('notes'),
    /** What the analysis said about itself (null for items entered by hand). */
    aiConfidence: real('ai_confidence'),
    conditionConfidence: real('condition_confidence'),
    pricingNote: text('pricing_note'),
    /** Which provider analysed the item ("openai", "local", ...), and when. */
    analysisProvider: text('analysis_provider'),
    analyzedAt: timestamp('analyzed_at', { withTimezone: true }),
    /**
     * Set when an analysis was not sure enough to name or price the item by itself: a person must look
     * at it (the inventory's Needs review filter, the review screen). Cleared when a person confirms it.
     */
    needsReview: boolean('needs_review').notNull().default(false),
    /**
     * When a person last confirmed the item's name and category (Save on the review screen, "Same as
     * these"): its answer is then offered for waiting items whose photos look like its photo (decision 0028).
     */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /**
     * How the description starts when the offline analyzer wrote it (its placeholder, or what it read off the
     * photo): it gives way when a person names the item. Null once a person wrote the description.
     */
    analyzerDescription: text('analyzer_description'),
    /** What the analysis would have said, best first: offered as one-tap choices, never applied. */
    analysisGuesses: jsonb('analysis_guesses').$type<AnalysisGuess[]>(),
    /** The workspace's own items the analysis priced from, so the item page can link them. */
    analysisComparables: jsonb('analysis_comparables').$type<AnalysisComparable[]>(),
    status: text('status', { enum: ITEM_STATUSES }).notNull().default('available'),
    /** Whose item it is when a consignor brought it to the sale (issue 35); null: the client's. */
    consignorId: uuid('consignor_id').references(() => consignors.id, { onDelete: 'set null' }),
    soldPrice: integer('sold_price'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What a search looks in (item-filter-sql.ts): the searched columns lower-cased once when the row is
     * written, instead of six ILIKEs lower-casing every row at every search. One per line: a search word
     * never holds a line break, so it can only match within one column, as the six ILIKEs did.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql.raw(`lower(${SEARCHED_COLUMNS.map((c) => `coalesce(${c}, '')`).join(` || E'\\n' || `)})`),
    ),
  },
  (t) => [
    unique('items_owner_tag_code_unique').on(t.ownerId, t.tagCode),
    // A scanned code no item of the workspace has may be another workspace's tag: the checkout says so
    // ("This tag belongs to another sale") rather than calling it mistyped (decision 0023).
    index('items_tag_code_idx').on(t.tagCode),
    // The workspace's reviewed items, latest first: the candidates a waiting item's suggestions come from.
    index('items_owner_reviewed_idx')
      .on(t.ownerId, t.reviewedAt.desc())
      .where(sql`${t.reviewedAt} is not null`),
    index('items_consignor_idx')
      .on(t.consignorId)
      .where(sql`${t.consignorId} is not null`),
    // Pages of a project, newest first: equality on both scoping columns, then exactly the order by of
    // list-items, so the planner walks the index even before statistics exist (PGlite has no autovacuum).
    index('items_owner_project_created_idx').on(
      t.ownerId,
      t.projectId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('items_owner_created_idx').on(t.ownerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The other orders of item-sort-sql.ts, in a project and across the workspace: each key exactly as
    // sorted, so a filtered page walks its index and stops after 51 matches instead of sorting them all.
    // Ascending serves both directions (read backwards for the descending orders; the keys are never null).
    ...sortIndexes(t, 'name', sql`lower(${t.name})`),
    ...sortIndexes(t, 'price_high', sql`coalesce(${t.tagPrice}, -1)`),
    ...sortIndexes(t, 'price_low', sql`coalesce(${t.tagPrice}, 2147483647)`),
    // Trigrams let a search find the few items holding a word without reading every row. New entries wait
    // in a pending list that every search reads until it is merged, by (auto)vacuum (which PGlite never
    // runs) or by the write that fills it: at the smallest limit it stays short for searches, while a bulk
    // action's 10,000 rows still reach the index in batches (one entry at a time took it 3 times as long).
    index('items_search_idx')
      .using('gin', t.searchText.op('gin_trgm_ops'))
      .with({ fastupdate: 'on', gin_pending_list_limit: 64 }),
  ],
);

/** Every change of an item's retail, tag or sold price: who or what made it, and from which inputs. */
export const priceEvents = pgTable(
  'price_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['rule', 'person', 'ai', 'bulk'] }).notNull(),
    retailCents: integer('retail_cents'),
    tagPrice: integer('tag_price'),
    previousRetailCents: integer('previous_retail_cents'),
    previousTagPrice: integer('previous_tag_price'),
    /** What the item sold for, whole currency units; both null on a row that is not about a sale. */
    soldPrice: integer('sold_price'),
    previousSoldPrice: integer('previous_sold_price'),
    breakdown: text('breakdown'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_events_item_idx').on(t.itemId, t.createdAt.desc().nullsFirst())],
);

/**
 * The last bulk action of a workspace, kept so it can be undone once: the items as they were before
 * (and, for a delete, their price history). A new bulk action replaces it.
 */
export const bulkActions = pgTable('bulk_actions', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: text('owner_id')
    .notNull()
    .unique('bulk_actions_owner_unique')
    .references(() => user.id, { onDelete: 'cascade' }),
  actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
  kind: text('kind', { enum: ['set', 'move', 'delete', 'reprice-rule', 'reprice-percent', 'consignor'] }).notNull(),
  summary: text('summary').notNull(),
  /** The changed items' rows before the action (JSON of items.$inferSelect). */
  before: jsonb('before').notNull().$type<unknown[]>(),
  /** For a delete: the deleted items' price events, restored with them. */
  priceEvents: jsonb('price_events').$type<unknown[]>(),
  /**
   * For a delete: the deleted items' photo rows. Their files stay in storage while the delete can be
   * undone, and are removed when a newer action replaces this one.
   */
  itemImages: jsonb('item_images').$type<unknown[]>(),
  /** The updated_at the action stamped on the items: an item with another one was changed since. */
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Photos of an item, in the order the person chose; the first is the main photo. */
export const itemImages = pgTable(
  'item_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Storage keys of the display image (longest side 1600 px) and the thumbnail (400 px), both WebP. */
    displayKey: text('display_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /**
     * The studio version (the item cut out on white), when one was made: its display image and thumbnail
     * under their own keys, and the display image's size. The original above is always kept.
     */
    studioDisplayKey: text('studio_display_key'),
    studioThumbKey: text('studio_thumb_key'),
    studioWidth: integer('studio_width'),
    studioHeight: integer('studio_height'),
    /** Show the studio version wherever the photo appears (lists, tags, reports) instead of the original. */
    showStudio: boolean('show_studio').notNull().default(false),
    /**
     * The offline analysis's embedding of the photo (NanoDet's backbone features, length 1) and 64-bit
     * difference hash (16 hex digits), for suggestions from alike reviewed items and for spotting copies of
     * one photo (decision 0028). Null for photos analysed before, by a cloud provider, or not analysed.
     */
    embedding: real('embedding').array(),
    photoHash: text('photo_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_images_item_position_idx').on(t.itemId, t.position),
    // A studio version is whole or absent, and only an existing one can be shown.
    check(
      'item_images_studio_whole',
      sql`(${t.studioDisplayKey} is null) = (${t.studioThumbKey} is null) and (${t.studioDisplayKey} is null) = (${t.studioWidth} is null) and (${t.studioDisplayKey} is null) = (${t.studioHeight} is null)`,
    ),
    check('item_images_show_studio_exists', sql`not ${t.showStudio} or ${t.studioDisplayKey} is not null`),
  ],
);
