import { stringify } from 'csv-stringify/sync';
import { EBAY_DRAFT_COLUMNS, EBAY_DRAFT_INFO_ROWS, ebayDraftRow } from '@tagwise/core/listings/listing-files';
import type { ListingFileRequest } from '@tagwise/core/schemas/listings';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { selectListingDrafts } from './select-listing-drafts.ts';

/**
 * The selection as eBay Seller Hub's draft listings template (CSV): the template's #INFO lines, its header,
 * then one Draft row per priced item. The operator uploads it in Seller Hub and completes each draft there.
 * A byte-order mark and CRLF as a spreadsheet saves "CSV UTF-8", which is how eBay expects the template back
 * after editing; formula-looking cells are escaped as in the items export (titles are made inert first, so
 * in practice nothing here needs it).
 */
export async function ebayDraftCsv({
  db,
  actor,
  request,
}: {
  db: Database;
  actor: Actor;
  request: z.output<typeof ListingFileRequest>;
}): Promise<{ csv: string; count: number; unpriced: number }> {
  const { drafts, unpriced } = await selectListingDrafts(db, actor, request.selection);
  const csv = stringify([...EBAY_DRAFT_INFO_ROWS, [...EBAY_DRAFT_COLUMNS], ...drafts.map(ebayDraftRow)], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  return { csv, count: drafts.length, unpriced };
}
