import { PassThrough, type Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify';
import { AppError } from '@tagwise/core/errors';
import type { ItemFilter, ItemSort } from '@tagwise/core/schemas/item-query';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import { ITEM_CSV_HEADERS } from '@tagwise/core/values/item-csv';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { projects } from '../../db/schema/projects.ts';
import { itemColumns } from '../items/item-row.ts';
import { itemFilterWhere } from '../items/item-filter-sql.ts';
import { afterCursor, encodeCursor, sortKeyText, sortOrder } from '../items/item-sort-sql.ts';
import { itemCsvRow } from './item-csv-row.ts';

const CHUNK = 500;

/**
 * The items a list shows (its filter and order) as CSV, read and written 500 at a time so a 10,000-item
 * inventory never sits in memory. Spreadsheet-safe: a byte-order mark so Excel reads UTF-8, CRLF line
 * ends, every field quoted when needed, and a cell that starts like a formula (=, +, -, @) prefixed with
 * ' so opening the file cannot run it.
 */
export async function exportItemsCsv({
  db,
  actor,
  filter,
  sort,
  publicUrl,
}: {
  db: Database;
  actor: Actor;
  filter: ItemFilter;
  sort: ItemSort;
  publicUrl: string;
}): Promise<Readable> {
  const names = new Map(
    (
      await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(eq(projects.ownerId, actor.ownerId))
    ).map((p) => [p.id, p.name]),
  );
  if (filter.projectId && !names.has(filter.projectId)) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.notFound);

  const csv = stringify({
    bom: true,
    header: true,
    columns: ITEM_CSV_HEADERS.map((header) => ({ key: header, header })),
    record_delimiter: 'windows',
    escape_formulas: true,
  });
  const out = new PassThrough();
  csv.pipe(out);
  void (async () => {
    let cursor: string | undefined;
    for (;;) {
      const rows = await db
        .select({ item: itemColumns, sortKey: sortKeyText(sort) })
        .from(items)
        .where(and(itemFilterWhere(actor, filter), cursor ? afterCursor(sort, cursor) : undefined))
        .orderBy(...sortOrder(sort))
        .limit(CHUNK);
      for (const { item } of rows) {
        const ok = csv.write(itemCsvRow(item, names.get(item.projectId) ?? '', `${publicUrl}/items/${item.id}`));
        // A slow download holds the next rows back.
        if (!ok) await new Promise((resolve) => csv.once('drain', resolve));
        if (out.destroyed) return;
      }
      const last = rows.at(-1);
      if (rows.length < CHUNK || !last) break;
      cursor = encodeCursor(sort, last.sortKey, last.item.id);
    }
    csv.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
