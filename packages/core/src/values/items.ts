// Plain values (no zod): pages import these at their first render, and must not evaluate zod's schemas
// for it. schemas/items.ts re-exports them for the server and the forms.

export const ITEM_PAGE_SIZE = 50;

/** After the sale, what was not sold is kept, donated or sent to an auction house. */
export const ITEM_STATUSES = ['available', 'hold', 'sold', 'kept', 'donated', 'auction'] as const;

/** How a status reads in lists, filters and reports. */
export const ITEM_STATUS_LABELS: Record<(typeof ITEM_STATUSES)[number], string> = {
  available: 'Available',
  hold: 'On hold',
  sold: 'Sold',
  kept: 'Kept',
  donated: 'Donated',
  auction: 'Sent to auction',
};

export const SOURCE_TITLE_MAX = 200;
export const SOURCE_KINDS = ['retail', 'used', 'marketplace', 'research'] as const;
export const SOURCE_KIND_LABELS: Record<(typeof SOURCE_KINDS)[number], string> = {
  retail: 'Retail',
  used: 'Used',
  marketplace: 'Marketplace',
  research: 'Research',
};

export const ITEM_MESSAGES = {
  loadFailed: 'Unable to load items. Please try again.',
  loadOneFailed: 'Failed to load item. Please try again.',
  addFailed: 'Failed to add item. Please try again.',
  updateFailed: 'Failed to update item. Please try again.',
  deleteFailed: 'Failed to delete item. Please try again.',
  deleted: 'Item deleted successfully',
  notFound: 'Item not found',
} as const;

/** A sold item carries what it sold for (whole dollars): marking it sold asks for it, and only then. */
export const SOLD_PRICE_MESSAGES = {
  required: 'Enter what the item sold for',
  eachRequired: 'Enter what each item sold for',
  onlySold: 'Only a sold item has a sold price',
} as const;
