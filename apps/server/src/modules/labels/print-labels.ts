import type { Readable } from 'node:stream';
import { formatMoney } from '@tagwise/core/pricing/compute-tag-price';
import { LABEL_MESSAGES, LABEL_STOCKS, type LabelRequest } from '@tagwise/core/schemas/labels';
import type { z } from 'zod';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { readBusinessName } from '../settings/read-business-name.ts';
import { selectLabelItems } from './select-label-items.ts';
import { tagUrl } from './tag-url.ts';

/**
 * Price tags for the selection on the chosen stock: each with the item's name, tag price, tag code, the
 * business name, the project's discount line and a QR code that opens the item. An item without a tag
 * price gets a blank to write one in rather than no tag.
 */
export async function printLabels({
  db,
  actor,
  publicUrl,
  request,
}: {
  db: Database;
  actor: Actor;
  publicUrl: string;
  request: z.output<typeof LabelRequest>;
}): Promise<{ pdf: Readable; count: number }> {
  const rows = await selectLabelItems(db, actor, request.selection);
  const businessName = await readBusinessName(db, actor.ownerId);
  const stock = LABEL_STOCKS[request.stock];
  // pdfkit and its fonts' code (~7 MB of heap) load with the first sheet, not at start (DESIGN section 8).
  const { renderLabelSheet } = await import('./render-label-sheet.ts');
  const pdf = renderLabelSheet({
    stock,
    startAt: request.startAt,
    title: `Price tags (${stock.name})`,
    labels: rows.map((row) => ({
      name: row.name,
      price: row.tagPrice === null ? LABEL_MESSAGES.noPrice : formatMoney(row.tagPrice),
      tagCode: row.tagCode,
      url: tagUrl(publicUrl, row.tagCode),
      businessName,
      discountLine: row.discountLine?.trim() || null,
    })),
  });
  return { pdf, count: rows.length };
}
