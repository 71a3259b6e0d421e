import { z } from 'zod';
import { ITEM_CSV_FIELDS, ITEM_CSV_IMPORT_MESSAGES } from '../values/item-csv-import.ts';

export {
  ITEM_CSV_FIELD_LABELS,
  ITEM_CSV_FIELDS,
  ITEM_CSV_IMPORT_MAX_BYTES,
  ITEM_CSV_IMPORT_MESSAGES,
} from '../values/item-csv-import.ts';

export const ItemCsvField = z.enum(ITEM_CSV_FIELDS, { message: ITEM_CSV_IMPORT_MESSAGES.badMapping });
export type ItemCsvField = z.infer<typeof ItemCsvField>;

/** One entry per column of the file, in order: the item field it fills, or null for "Don't import". */
export const ItemCsvMapping = z.array(ItemCsvField.nullable(), { message: ITEM_CSV_IMPORT_MESSAGES.badMapping });
export type ItemCsvMapping = z.infer<typeof ItemCsvMapping>;

/** The mapping as a multipart form sends it: JSON text beside the file. */
export const ItemCsvMappingText = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: ITEM_CSV_IMPORT_MESSAGES.badMapping });
      return z.NEVER;
    }
  })
  .pipe(ItemCsvMapping);

/**
 * A problem with one row, numbered as a spreadsheet shows the file (the header is row 1), in the column
 * the person named; row and column are null for a problem with the file or the mapping as a whole.
 */
export const ItemCsvRowError = z.object({
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  message: z.string(),
});
export type ItemCsvRowError = z.infer<typeof ItemCsvRowError>;

/** What importing a row does: add an item, change the item with its tag code, or nothing (no difference). */
export const ItemCsvRowAction = z.enum(['create', 'update', 'unchanged']);
export type ItemCsvRowAction = z.infer<typeof ItemCsvRowAction>;

export const ItemCsvCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Of the updated and unchanged: items of other projects of the workspace (they stay where they are). */
  inOtherProjects: z.number().int(),
});
export type ItemCsvCounts = z.infer<typeof ItemCsvCounts>;

export const ItemCsvPreview = z.object({
  headers: z.array(z.string()),
  /** The mapping sent, or the one suggested from the headers when none was sent. */
  mapping: ItemCsvMapping,
  /** Rows of items in the file (blank rows not counted). */
  rowCount: z.number().int(),
  /**
   * The first rows as the file has them, then every later row with a listed problem, in file order: each with
   * its spreadsheet row number and what importing it does (null: skipped for its problems).
   */
  sample: z.array(z.object({ row: z.number().int(), cells: z.array(z.string()), action: ItemCsvRowAction.nullable() })),
  counts: ItemCsvCounts,
  /** Rows with at least one problem: an import that skips them leaves these out. */
  rowsWithProblems: z.number().int(),
  /**
   * The problems (the first 1,000), mapping first, then by row; errorCount says how many in all. A problem
   * with the mapping (row null) stops the import; rows with problems can be skipped.
   */
  errors: z.array(ItemCsvRowError),
  errorCount: z.number().int(),
});
export type ItemCsvPreview = z.infer<typeof ItemCsvPreview>;

/** A row an import left out: its spreadsheet row number, its cells as the file has them, and every problem. */
export const ItemCsvSkippedRow = z.object({
  row: z.number().int(),
  cells: z.array(z.string()),
  problems: z.array(z.object({ column: z.string(), message: z.string() })),
});
export type ItemCsvSkippedRow = z.infer<typeof ItemCsvSkippedRow>;

/** What an import did: the counts, and every row it skipped (none unless it was asked to skip them). */
export const ItemCsvImportResult = ItemCsvCounts.extend({ skipped: z.array(ItemCsvSkippedRow) });
export type ItemCsvImportResult = z.infer<typeof ItemCsvImportResult>;

/** The import form's choice to write the good rows and skip those with problems ("true"); otherwise all or none. */
export const ItemCsvSkipText = z
  .enum(['true', 'false'], { message: 'Skip rows with problems must be true or false' })
  .transform((text) => text === 'true');

/** A refused import: the usual error body plus the rows' problems, and nothing written. */
export const ItemCsvImportRefusal = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  errors: z.array(ItemCsvRowError),
  errorCount: z.number().int(),
});
