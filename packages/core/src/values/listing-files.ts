// Plain values (no zod): the marketplace-files dialog imports these at its first render.
// schemas/listings.ts re-exports them with the request schema for the server.
import { formatUsNumber } from './us-number.ts';

export const LISTING_MARKETPLACES = ['ebay', 'facebook'] as const;
export type ListingMarketplace = (typeof LISTING_MARKETPLACES)[number];

/** Facebook Marketplace's bulk upload sheet takes at most this many listings. */
export const FACEBOOK_SHEET_ITEM_LIMIT = 50;

/** A listing file is made from at most this many items (our bound, so one request stays small), as tags are. */
export const LISTING_FILE_ITEM_LIMIT = 5_000;

export const LISTING_FILE_MESSAGES = {
  nothingSelected: 'No items match the selection',
  tooMany: `A listing file is made from at most ${formatUsNumber(LISTING_FILE_ITEM_LIMIT)} items. Narrow the selection and try again.`,
  tooManyForFacebook: (priced: number) =>
    `Facebook Marketplace takes at most ${FACEBOOK_SHEET_ITEM_LIMIT} items per upload sheet, and ${priced} of the selected items have a tag price. Select ${FACEBOOK_SHEET_ITEM_LIMIT} or fewer.`,
  nonePriced: 'None of the selected items has a tag price yet. Price them first: a listing needs a price.',
  failed: 'Failed to make the file. Please try again.',
} as const;
