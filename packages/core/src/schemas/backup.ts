import { z } from 'zod';
import { CategoryMarkdown, ConditionMultiplier } from '../pricing/pricing-settings.ts';
import { BACKUP_FORMAT } from '../values/backup.ts';
import { LISTING_STATUSES } from '../values/estatesales-listing.ts';
import { ITEM_STATUSES } from '../values/items.ts';
import { PROMO_SOURCES } from '../values/promo.ts';
import { PAYMENT_METHODS } from '../sale-day/messages.ts';
import { AnalysisComparable, AnalysisGuess, ResearchSource } from './items.ts';
import { AddressVisibilityValue, LocalDateTime, SaleDay, SaleTypeValue, TimeZone } from './projects.ts';
import { PromoFields } from './promo.ts';

export * from '../values/backup.ts';

// The JSON parts of a backup zip. They mirror the database's columns rather than the API's input rules:
// a backup must restore every row the app ever accepted, including ones written before a rule tightened,
// so the checks are the ones the database itself would make (types, enums, integer ranges, its check
// constraints), applied before anything is written so a bad file is refused whole instead of failing
// halfway. Timestamps keep PostgreSQL's microseconds, ids are the source installation's (restore remaps them).

const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

/** PostgreSQL text cannot hold NUL: refused here rather than by the database mid-restore. */
const Text = z.string().refine((s) => !s.includes('\u0000'), 'text must not contain NUL characters');
const OptionalText = Text.nullable();
const Int = z.number().int().min(INT4_MIN).max(INT4_MAX);
const Id = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'must be an id');
/** A user id of the source installation (better-auth's, not a uuid). */
const UserId = Text.min(1).max(200);
/** ISO 8601 as PostgreSQL writes timestamptz to JSON, microseconds included. */
const Timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}(:\d{2})?)$/, 'must be a timestamp');

export const BackupCounts = z.object({
  folders: z.number().int().min(0),
  projects: z.number().int().min(0),
  items: z.number().int().min(0),
  priceEvents: z.number().int().min(0),
  /** Photos (item_images rows); each has two files, four with a studio version. */
  photos: z.number().int().min(0),
  files: z.number().int().min(0),
  /** Projects' promotional material; absent in backups made before it was carried. */
  promoContents: z.number().int().min(0).optional(),
  /** The sale day's rows (issue 35); absent in backups made before they were carried. */
  saleInvoices: z.number().int().min(0).optional(),
  itemHolds: z.number().int().min(0).optional(),
  saleConflicts: z.number().int().min(0).optional(),
  consignors: z.number().int().min(0).optional(),
  projectExpenses: z.number().int().min(0).optional(),
  cashCounts: z.number().int().min(0).optional(),
});
export type BackupCounts = z.infer<typeof BackupCounts>;

export const BackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  exportedAt: Timestamp,
  appVersion: z.string().max(100),
  /** The account's id on the installation that made the backup: its rows' owner and creator ids. */
  workspaceId: UserId,
  counts: BackupCounts,
});
export type BackupManifest = z.infer<typeof BackupManifest>;

export const BackupSettings = z.object({
  displayName: OptionalText,
  phoneNumber: OptionalText,
  avatarUrl: OptionalText,
  businessName: OptionalText,
  businessLogoUrl: OptionalText,
  toursEnabled: z.boolean(),
  helpTipsEnabled: z.boolean(),
  /** Read with defaults for anything missing (withDisplayDefaults), so kept as it was saved. */
  displayPreferences: z.json().nullable(),
  conditionMultipliers: z.array(ConditionMultiplier).nullable(),
  categoryMarkdowns: z.array(CategoryMarkdown).nullable(),
  markdownPercentage: z.number().nullable(),
  minimumPrice: Int.nullable(),
  maximumPrice: Int.nullable(),
  markupPercentage: z.number().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type BackupSettings = z.infer<typeof BackupSettings>;

export const BackupFolder = z.object({
  id: Id,
  name: Text,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type BackupFolder = z.infer<typeof BackupFolder>;

export const BackupProject = z.object({
  id: Id,
  folderId: Id.nullable(),
  createdBy: UserId.nullable(),
  name: Text,
  title: OptionalText,
  description: OptionalText,
  address: OptionalText,
  saleDates: OptionalText,
  saleTimes: OptionalText,
  saleNotes: OptionalText,
  tagDiscountLine: OptionalText,
  markdownPercentage: z.number().nullable(),
  // The sale's schedule and its listing on EstateSales.NET; backups made before they existed have none.
  // Checked as the app checks them: a day or zone the pages cannot read would break them after a restore.
  postalCode: OptionalText.default(null),
  timeZone: TimeZone.nullable().default(null),
  saleDays: z.array(SaleDay).default([]),
  saleType: SaleTypeValue.default(1),
  addressVisibility: AddressVisibilityValue.default(1),
  addressVisibleFrom: LocalDateTime.default(null),
  saleTerms: OptionalText.default(null),
  /** Carried so a restored sale updates its listing rather than publishing a second one. */
  estatesalesListingId: OptionalText.default(null),
  estatesalesListingUrl: OptionalText.default(null),
  estatesalesPublishedAt: Timestamp.nullable().default(null),
  estatesalesSyncStatus: z.enum(LISTING_STATUSES).nullable().default(null),
  estatesalesLastSyncError: OptionalText.default(null),
  estatesalesHelpUrl: OptionalText.default(null),
  estatesalesSyncedAt: Timestamp.nullable().default(null),
  estatesalesRemoteIds: z
    .object({ dateIds: z.array(z.number().int()), pictureIds: z.array(z.number().int()) })
    .nullable()
    .default(null),
  // The sale day's terms and invoice counter (issue 35); backups made before have none.
  salesTaxBp: Int.min(0).max(10_000).nullable().default(null),
  clientName: OptionalText.default(null),
  clientEmail: OptionalText.default(null),
  commissionBp: Int.min(0).max(10_000).nullable().default(null),
  nextInvoiceNumber: Int.min(1).default(1),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  categoryMarkdowns: z.array(z.object({ category: Text, markdownPercentage: z.number() })),
});
export type BackupProject = z.infer<typeof BackupProject>;

/**
 * A project's promotional material (promo_contents), every column but the owner. The fields are the same
 * document the app stores: every writer (both generators and the editor) saves them only through
 * PromoFields, so its rules hold for every stored row and are the check here too.
 */
export const BackupPromoContent = z.object({
  projectId: Id,
  fields: PromoFields,
  source: z.enum(PROMO_SOURCES),
  provider: OptionalText,
  model: OptionalText,
  generatedAt: Timestamp,
  editedAt: Timestamp.nullable(),
  editedBy: UserId.nullable(),
});
export type BackupPromoContent = z.infer<typeof BackupPromoContent>;

// The sale day (issue 35): every column of its tables but the owner, with the database's check constraints.
// Invoices carry their lines and payments, holds their items' ids.
const Bp = Int.min(0).max(10_000);
const Method = z.enum(PAYMENT_METHODS);

export const BackupConsignor = z
  .object({
    id: Id,
    projectId: Id,
    name: Text,
    contact: OptionalText,
    payoutKind: z.enum(['percent', 'flat']),
    payoutBp: Bp.nullable(),
    payoutFlatCents: Int.min(0).nullable(),
    createdAt: Timestamp,
  })
  .refine(
    (c) =>
      c.payoutKind === 'percent'
        ? c.payoutBp !== null && c.payoutFlatCents === null
        : c.payoutFlatCents !== null && c.payoutBp === null,
    'a consignor is paid a percentage or a flat amount',
  );
export type BackupConsignor = z.infer<typeof BackupConsignor>;

export const BackupProjectExpense = z.object({
  id: Id,
  projectId: Id,
  description: Text,
  amountCents: Int.min(1),
  createdBy: UserId.nullable(),
  createdAt: Timestamp,
  // Edits and removals (kept with who and when) came after the first backups of sale days.
  updatedBy: UserId.nullable().default(null),
  updatedAt: Timestamp.nullable().default(null),
  removedBy: UserId.nullable().default(null),
  removedAt: Timestamp.nullable().default(null),
});
export type BackupProjectExpense = z.infer<typeof BackupProjectExpense>;

export const BackupInvoiceLine = z
  .object({
    id: Id,
    position: Int,
    itemId: Id.nullable(),
    tagCode: OptionalText,
    description: Text,
    tagPriceCents: Int.nullable(),
    dayDiscountBp: Int.nullable(),
    listedCents: Int.nullable(),
    priceCents: Int.min(0),
    netCents: Int.min(0),
    taxCents: Int.min(0),
    consignorId: Id.nullable(),
    refundedAt: Timestamp.nullable(),
    refundedBy: UserId.nullable(),
    refundReason: OptionalText,
    refundMethod: Method.nullable(),
    conflict: z.boolean(),
  })
  .refine((l) => l.netCents <= l.priceCents, 'a line nets at most its price')
  .refine(
    (l) =>
      (l.refundedAt === null) === (l.refundReason === null) && (l.refundedAt === null) === (l.refundMethod === null),
    'a refund has its time, reason and method',
  );
export type BackupInvoiceLine = z.infer<typeof BackupInvoiceLine>;

export const BackupPayment = z
  .object({
    id: Id,
    position: Int,
    method: Method,
    amountCents: Int.min(1),
    tenderedCents: Int.nullable(),
    note: OptionalText,
  })
  .refine(
    (p) => p.tenderedCents === null || (p.method === 'cash' && p.tenderedCents >= p.amountCents),
    'only cash is tendered, and at least its amount',
  );
export type BackupPayment = z.infer<typeof BackupPayment>;

export const BackupInvoice = z
  .object({
    id: Id,
    projectId: Id,
    number: Int.min(1),
    status: z.enum(['completed', 'voided']),
    customerName: OptionalText,
    customerPhone: OptionalText,
    customerEmail: OptionalText,
    pickupPending: z.boolean(),
    pickedUpAt: Timestamp.nullable(),
    subtotalCents: Int.min(0),
    discountKind: z.enum(['percent', 'amount']).nullable(),
    discountValue: Int.nullable(),
    discountCents: Int.min(0),
    taxBp: Int.min(0),
    taxCents: Int.min(0),
    totalCents: Int,
    paidCents: Int,
    changeCents: Int.min(0),
    rungBy: UserId.nullable(),
    rungByName: Text,
    deviceId: Text,
    offline: z.boolean(),
    completedAt: Timestamp,
    receivedAt: Timestamp,
    saleDay: Text,
    voidedAt: Timestamp.nullable(),
    voidedBy: UserId.nullable(),
    voidReason: OptionalText,
    contentHash: Text,
    lines: z.array(BackupInvoiceLine),
    payments: z.array(BackupPayment),
  })
  // The database's sale_invoices checks.
  .refine(
    (i) =>
      i.discountCents <= i.subtotalCents &&
      i.totalCents === i.subtotalCents - i.discountCents + i.taxCents &&
      i.paidCents === i.totalCents,
    "an invoice's figures add up",
  )
  .refine(
    (i) =>
      (i.discountKind === null && i.discountValue === null && i.discountCents === 0) ||
      (i.discountKind === 'percent' && i.discountValue !== null && i.discountValue >= 0 && i.discountValue <= 10_000) ||
      (i.discountKind === 'amount' && i.discountValue === i.discountCents),
    "an invoice's discount is a percentage or its amount",
  )
  .refine(
    (i) => (i.status === 'voided') === (i.voidedAt !== null && i.voidReason !== null),
    'a void has its time and reason',
  )
  .refine((i) => i.pickedUpAt === null || i.pickupPending, 'only a pickup is picked up');
export type BackupInvoice = z.infer<typeof BackupInvoice>;

export const BackupItemHold = z
  .object({
    id: Id,
    projectId: Id,
    kind: z.enum(['hold']),
    customerName: Text,
    customerPhone: OptionalText,
    holdUntil: Timestamp,
    createdBy: UserId.nullable(),
    createdByName: Text,
    createdAt: Timestamp,
    releasedAt: Timestamp.nullable(),
    releasedBy: UserId.nullable(),
    releaseReason: OptionalText,
    invoiceId: Id.nullable(),
    contentHash: Text,
    itemIds: z.array(Id),
  })
  .refine((h) => (h.releasedAt === null) === (h.releaseReason === null), 'a release has its time and reason');
export type BackupItemHold = z.infer<typeof BackupItemHold>;

export const BackupSaleConflict = z
  .object({
    id: Id,
    projectId: Id,
    itemId: Id.nullable(),
    firstLineId: Id,
    secondLineId: Id,
    detectedAt: Timestamp,
    resolution: z.enum(['refunded', 'duplicate_tag']).nullable(),
    resolvedBy: UserId.nullable(),
    resolvedAt: Timestamp.nullable(),
    note: OptionalText,
  })
  .refine((c) => (c.resolution === null) === (c.resolvedAt === null), 'a resolution has its time');
export type BackupSaleConflict = z.infer<typeof BackupSaleConflict>;

export const BackupCashCount = z
  .object({
    id: Id,
    projectId: Id,
    saleDay: Text,
    openingFloatCents: Int.min(0),
    expectedCents: Int,
    countedCents: Int.min(0),
    differenceCents: Int,
    note: OptionalText,
    countedBy: UserId.nullable(),
    createdAt: Timestamp,
  })
  .refine((c) => c.differenceCents === c.countedCents - c.expectedCents, 'the difference is counted less expected');
export type BackupCashCount = z.infer<typeof BackupCashCount>;

/**
 * workspace.json: the account's settings (null when never saved), folders, projects, their promo material, and
 * their sale days (consignors, expenses, invoices, holds, double sales, cash counts).
 */
export const BackupWorkspace = z.object({
  settings: BackupSettings.nullable(),
  folders: z.array(BackupFolder),
  projects: z.array(BackupProject),
  // Format 1 files written before promotional material was carried have none, and still restore.
  promoContents: z.array(BackupPromoContent).default([]),
  // Nor the sale day's, before it existed.
  consignors: z.array(BackupConsignor).default([]),
  projectExpenses: z.array(BackupProjectExpense).default([]),
  saleInvoices: z.array(BackupInvoice).default([]),
  itemHolds: z.array(BackupItemHold).default([]),
  saleConflicts: z.array(BackupSaleConflict).default([]),
  cashCounts: z.array(BackupCashCount).default([]),
});
export type BackupWorkspace = z.infer<typeof BackupWorkspace>;

export const BackupPriceEvent = z.object({
  id: Id,
  actorUserId: UserId.nullable(),
  source: z.enum(['rule', 'person', 'ai', 'bulk']),
  retailCents: Int.nullable(),
  tagPrice: Int.nullable(),
  previousRetailCents: Int.nullable(),
  previousTagPrice: Int.nullable(),
  /** Absent in backups made before sold prices were recorded in the history. */
  soldPrice: Int.nullable().default(null),
  previousSoldPrice: Int.nullable().default(null),
  breakdown: OptionalText,
  createdAt: Timestamp,
});
export type BackupPriceEvent = z.infer<typeof BackupPriceEvent>;

/** A photo's row; its files are photos/<id>-display.webp and -thumb.webp, plus the studio pair when it has one. */
export const BackupImage = z
  .object({
    id: Id,
    position: Int,
    width: Int.min(1),
    height: Int.min(1),
    bytes: Int.min(0),
    studioWidth: Int.min(1).nullable(),
    studioHeight: Int.min(1).nullable(),
    showStudio: z.boolean(),
    /**
     * What review learning compares (decision 0028): the offline analysis's embedding and difference hash.
     * Photos analysed otherwise, and backups made before they were kept, have none.
     */
    embedding: z.array(z.number().finite()).max(4096).nullable().default(null),
    photoHash: z
      .string()
      .regex(/^[0-9a-f]{16}$/)
      .nullable()
      .default(null),
    createdAt: Timestamp,
  })
  // The database's item_images_studio_whole and item_images_show_studio_exists checks.
  .refine((i) => (i.studioWidth === null) === (i.studioHeight === null), 'a studio version needs both sizes')
  .refine((i) => !i.showStudio || i.studioWidth !== null, 'only an existing studio version can be shown');
export type BackupImage = z.infer<typeof BackupImage>;

/** One line of items.jsonl: every column of the item, its price history (the audit trail) and its photos. */
export const BackupItem = z.object({
  id: Id,
  projectId: Id,
  createdBy: UserId.nullable(),
  tagCode: Text.min(1).max(64),
  name: Text,
  description: OptionalText,
  category: Text,
  condition: Text,
  conditionSource: z.enum(['ai', 'default', 'person']),
  retailCents: Int.nullable(),
  tagPrice: Int.nullable(),
  tagPriceSource: z.enum(['rule', 'manual']),
  brand: OptionalText,
  model: OptionalText,
  dimensions: OptionalText,
  materials: OptionalText,
  keyAttributes: z.array(Text).nullable(),
  researchSources: z.array(ResearchSource).nullable(),
  notes: OptionalText,
  aiConfidence: z.number().nullable(),
  conditionConfidence: z.number().nullable(),
  pricingNote: OptionalText,
  analysisProvider: OptionalText,
  analyzedAt: Timestamp.nullable(),
  needsReview: z.boolean(),
  /** When a person confirmed the item (review learning learns from those); none in older backups. */
  reviewedAt: Timestamp.nullable().default(null),
  /** Backups made before it was kept have none. */
  analyzerDescription: OptionalText.default(null),
  analysisGuesses: z.array(AnalysisGuess).nullable(),
  analysisComparables: z.array(AnalysisComparable).nullable(),
  status: z.enum(ITEM_STATUSES),
  /** Backups made before consignors existed have none. */
  consignorId: Id.nullable().default(null),
  soldPrice: Int.nullable(),
  soldAt: Timestamp.nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  priceEvents: z.array(BackupPriceEvent),
  images: z.array(BackupImage),
});
export type BackupItem = z.infer<typeof BackupItem>;

export const RestoreResult = z.object({
  counts: z.object({
    projects: z.number(),
    folders: z.number(),
    items: z.number(),
    photos: z.number(),
    priceEvents: z.number(),
  }),
  /** "Restored 3 projects, 120 items and 140 photos." */
  message: z.string(),
});
export type RestoreResult = z.infer<typeof RestoreResult>;
