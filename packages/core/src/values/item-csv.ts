// The columns of an items CSV, in order: the export writes them and an import reads them back by these
// headers. Values are written as the app stores them (category, condition and status as their names,
// money in dollars), so an edited file imports cleanly.

export const ITEM_CSV_HEADERS = [
  'Tag code',
  'Name',
  'Project',
  'Category',
  'Condition',
  'Status',
  'Tag price',
  'Tag price set by',
  'Retail price',
  'Sold price',
  'Sold on',
  'Brand',
  'Model',
  'Dimensions',
  'Materials',
  'Description',
  'Notes',
  'Key attributes',
  'Research sources',
  'Needs review',
  'Added',
  'Updated',
  'Link',
] as const;
export type ItemCsvHeader = (typeof ITEM_CSV_HEADERS)[number];

/** Key attributes and research links share a cell, separated by this. */
export const CSV_LIST_SEPARATOR = '; ';

export const ITEM_CSV_MESSAGES = {
  failed: 'Failed to export the items. Please try again.',
} as const;
