// Plain values (no zod) for importing items from a CSV file: the item fields a column can fill, their
// labels (the export's own headers, so an exported file maps itself), the header names other tools and
// people use for them, the limits and the messages. The import dialog and the server both read these.

import { CATEGORIES, CONDITIONS } from './catalog.ts';
import { ITEM_STATUSES } from './items.ts';
import { TAG_CODE_MAX } from './tag-code.ts';
import { formatUsNumber } from './us-number.ts';

/** What a column of the file can fill. Columns mapped to nothing (null) are not imported. */
export const ITEM_CSV_FIELDS = [
  'tagCode',
  'name',
  'category',
  'condition',
  'status',
  'tagPrice',
  'tagPriceSetBy',
  'retailPrice',
  'soldPrice',
  'soldOn',
  'brand',
  'model',
  'dimensions',
  'materials',
  'description',
  'notes',
  'keyAttributes',
  'researchSources',
  'needsReview',
] as const;
export type ItemCsvField = (typeof ITEM_CSV_FIELDS)[number];

/** What the mapping menus show; the same words as the export's headers (values/item-csv.ts). */
export const ITEM_CSV_FIELD_LABELS: Record<ItemCsvField, string> = {
  tagCode: 'Tag code',
  name: 'Name',
  category: 'Category',
  condition: 'Condition',
  status: 'Status',
  tagPrice: 'Tag price',
  tagPriceSetBy: 'Tag price set by',
  retailPrice: 'Retail price',
  soldPrice: 'Sold price',
  soldOn: 'Sold on',
  brand: 'Brand',
  model: 'Model',
  dimensions: 'Dimensions',
  materials: 'Materials',
  description: 'Description',
  notes: 'Notes',
  keyAttributes: 'Key attributes',
  researchSources: 'Research sources',
  needsReview: 'Needs review',
};

/**
 * Other names a column for a field goes by in spreadsheets and other inventory tools, compared after
 * normalizeHeader. "Link" is left out on purpose: the export's Link column is the item's own page.
 */
const HEADER_SYNONYMS: Record<ItemCsvField, readonly string[]> = {
  tagCode: ['tag', 'code', 'tag number', 'tag no', 'tag id', 'item code', 'item number', 'item id', 'sku'],
  name: ['item', 'item name', 'title', 'product', 'product name'],
  category: ['type', 'department'],
  condition: ['item condition'],
  status: ['item status'],
  tagPrice: ['price', 'sale price', 'asking price', 'selling price', 'our price', 'estate sale price'],
  tagPriceSetBy: ['price set by'],
  retailPrice: ['retail', 'retail value', 'value', 'estimated value', 'estimate', 'market value', 'msrp'],
  soldPrice: ['sold for', 'sold amount', 'sale amount'],
  soldOn: ['sold date', 'date sold'],
  brand: ['maker', 'make', 'manufacturer'],
  model: ['model number', 'model no'],
  dimensions: ['size', 'measurements'],
  materials: ['material'],
  description: ['details'],
  notes: ['note', 'comments', 'comment'],
  keyAttributes: ['attributes', 'features'],
  researchSources: ['sources', 'links', 'research', 'research links'],
  needsReview: ['review'],
};

/** A header as compared: accents, case, punctuation and spacing do not matter ("Retail  price:" = "retail price"). */
export const normalizeHeader = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const FIELD_BY_HEADER = new Map<string, ItemCsvField>(
  ITEM_CSV_FIELDS.flatMap((field) =>
    [ITEM_CSV_FIELD_LABELS[field], ...HEADER_SYNONYMS[field]].map((name) => [normalizeHeader(name), field] as const),
  ),
);

/**
 * The field each column most likely holds, by its header; null for a column that matches none. A field
 * goes to the first column that names it, so a file with "Price" and "Tag price" does not fill it twice.
 */
export function suggestItemCsvMapping(headers: readonly string[]): (ItemCsvField | null)[] {
  const taken = new Set<ItemCsvField>();
  return headers.map((header) => {
    const field = FIELD_BY_HEADER.get(normalizeHeader(header));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** Whole file: larger than a spreadsheet of every item a sale could hold, small enough to read in one go. */
export const ITEM_CSV_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const ITEM_CSV_IMPORT_MAX_ROWS = 10_000;
/** Rows the preview shows under the mapping (every row with a problem is shown besides, up to the limit below). */
export const ITEM_CSV_PREVIEW_ROWS = 10;
/**
 * Row problems a preview or a refusal lists, with their rows; the total is given too. A file's real mistakes
 * are far fewer: this only bounds the answer to a file whose every cell is wrong (a column chosen wrongly).
 */
export const ITEM_CSV_MAX_LISTED_ERRORS = 1000;
/** Tag codes people bring from other systems: what a tag lookup accepts. */
export const IMPORTED_TAG_CODE_MAX = TAG_CODE_MAX;

const list = (values: readonly string[]) => values.join(', ');

export const ITEM_CSV_IMPORT_MESSAGES = {
  missingFile: 'Choose a CSV file to import',
  tooLarge: `The file is larger than ${ITEM_CSV_IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  tooManyRows: `A file can hold at most ${formatUsNumber(ITEM_CSV_IMPORT_MAX_ROWS)} items. Split it into smaller files.`,
  empty: 'The file is empty: it needs a header row and at least one row of items.',
  noRows: 'The file has a header row but no items under it.',
  workbook: 'This is an Excel workbook, not a CSV file. In Excel choose File › Save As › CSV UTF-8, then import that.',
  notText: 'This file is not a CSV file. Save the spreadsheet as CSV (comma separated) and import that.',
  unreadable: (line: number, reason: string) => `The file cannot be read as CSV near line ${line}: ${reason}`,
  badMapping: 'The column choices are not valid. Choose the columns again.',
  mappingLength: 'The column choices do not match the columns of this file. Choose the file again.',
  nothingMapped: 'Choose at least one column to import.',
  mappedTwice: (field: string) => `Two columns are set to ${field}: keep one and set the other to Don't import.`,
  needsName: 'Choose the column that holds the item names (or the tag codes of items to update).',
  refused: (count: number) =>
    count === 1
      ? 'The file has a problem, so nothing was imported.'
      : `The file has ${formatUsNumber(count)} problems, so nothing was imported.`,
  failed: 'Failed to import the items. Please try again.',
  previewFailed: 'Failed to read the file. Please try again.',
  tagCodeShape: `Tag code must be at most ${IMPORTED_TAG_CODE_MAX} letters, digits or dashes`,
  tagCodeRepeated: (code: string, row: number) => `Tag code ${code} is already on row ${row}`,
  category: (value: string) => `"${value}" is not a category. Use one of: ${list(CATEGORIES)}`,
  condition: (value: string) => `"${value}" is not a condition. Use one of: ${list(CONDITIONS)}`,
  status: (value: string) => `"${value}" is not a status. Use one of: ${list(ITEM_STATUSES)}`,
  tagPriceSetBy: 'Tag price set by must be "rules" or "hand"',
  yesNo: (label: string) => `${label} must be yes or no`,
  date: (label: string) => `${label} must be a date like 2026-05-14`,
} as const;
