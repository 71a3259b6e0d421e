import { z } from 'zod';
import { BulkSelection } from './bulk-items.ts';

export const ListingDraftSchema = z.object({
  title: z.string(),
  description: z.string(),
  specifics: z.array(z.object({ name: z.string(), value: z.string() })),
  condition: z.object({ ebayId: z.number().int(), ebay: z.string(), facebook: z.string() }),
  price: z.number().int().nullable(),
  sku: z.string(),
});

export {
  FACEBOOK_SHEET_ITEM_LIMIT,
  LISTING_FILE_ITEM_LIMIT,
  LISTING_FILE_MESSAGES,
  LISTING_MARKETPLACES,
} from '../values/listing-files.ts';

/** Which items go into a bulk listing file: picked ones, or everything matching a filter (as bulk actions). */
export const ListingFileRequest = z.object({ selection: BulkSelection });
export type ListingFileRequest = z.input<typeof ListingFileRequest>;
