import writeExcelFile, { type Row } from 'write-excel-file/node';
import { AppError } from '@tagwise/core/errors';
import {
  FACEBOOK_COLUMNS,
  FACEBOOK_HEADER_ROW,
  FACEBOOK_INSTRUCTION_ROWS,
  facebookRow,
} from '@tagwise/core/listings/listing-files';
import {
  FACEBOOK_SHEET_ITEM_LIMIT,
  LISTING_FILE_MESSAGES,
  type ListingFileRequest,
} from '@tagwise/core/schemas/listings';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { selectListingDrafts } from './select-listing-drafts.ts';

/**
 * The selection as Facebook Marketplace's bulk upload sheet (XLSX): instructions on rows 1-3, the column
 * headers on row 4, one listing per row from row 5. Facebook takes at most 50 listings per sheet, so a larger
 * selection is refused with how many it has rather than cut short or split into files to juggle.
 */
export async function facebookBulkSheet({
  db,
  actor,
  request,
}: {
  db: Database;
  actor: Actor;
  request: z.output<typeof ListingFileRequest>;
}): Promise<{ xlsx: Buffer; count: number; unpriced: number }> {
  const { drafts, unpriced } = await selectListingDrafts(db, actor, request.selection);
  if (drafts.length > FACEBOOK_SHEET_ITEM_LIMIT) {
    throw new AppError('BAD_REQUEST', LISTING_FILE_MESSAGES.tooManyForFacebook(drafts.length));
  }
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const instructions: Row[] = FACEBOOK_INSTRUCTION_ROWS.map((row) => row.map((value) => ({ value })));
  const listings: Row[] = drafts.map((draft) => {
    const row = facebookRow(draft);
    return [
      { value: row.title, type: String },
      { value: row.price, type: Number },
      { value: row.condition, type: String },
      { value: row.description, type: String, wrap: true },
      { value: row.category, type: String },
      { value: row.offerShipping, type: String },
    ];
  });
  const header: Row = FACEBOOK_COLUMNS.map(bold);
  const xlsx = await writeExcelFile([...instructions, header, ...listings], {
    sheet: 'Bulk upload',
    columns: [{ width: 50 }, { width: 10 }, { width: 18 }, { width: 70 }, { width: 20 }, { width: 16 }],
    stickyRowsCount: FACEBOOK_HEADER_ROW,
  }).toBuffer();
  return { xlsx, count: drafts.length, unpriced };
}
