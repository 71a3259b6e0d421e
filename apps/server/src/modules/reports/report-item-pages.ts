import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { itemImages, items } from '../../db/schema/items.ts';
import { inIds } from '../bulk-items/id-list.ts';

const PAGE = 100;

const columns = {
  id: items.id,
  tagCode: items.tagCode,
  name: items.name,
  category: items.category,
  condition: items.condition,
  status: items.status,
  retailCents: items.retailCents,
  tagPrice: items.tagPrice,
  soldPrice: items.soldPrice,
  soldAt: items.soldAt,
};

export type ReportItem = Pick<typeof items.$inferSelect, keyof typeof columns> & {
  /** The storage key of the main photo's thumbnail (the studio version when that is shown). */
  thumbKey: string | null;
};

/**
 * A project's items a hundred at a time, by category then name (how an operator reads an inventory),
 * with each one's main photo: a report of thousands of items holds one page of rows at a time. Pages
 * follow the last row's key, so each is an index-bounded read, not an ever-growing OFFSET.
 */
export async function* reportItemPages(
  db: Database,
  actor: Actor,
  projectId: string,
  where?: SQL,
): AsyncGenerator<ReportItem[]> {
  let after: { category: string; name: string; id: string } | null = null;
  for (;;) {
    const rows: Omit<ReportItem, 'thumbKey'>[] = await db
      .select(columns)
      .from(items)
      .where(
        and(
          eq(items.ownerId, actor.ownerId),
          eq(items.projectId, projectId),
          where,
          after
            ? sql`(${items.category}, ${items.name}, ${items.id}) > (${after.category}, ${after.name}, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(items.category), asc(items.name), asc(items.id))
      .limit(PAGE);
    if (rows.length === 0) return;
    const photos = await db
      .selectDistinctOn([itemImages.itemId], {
        itemId: itemImages.itemId,
        thumbKey: sql<string>`case when ${itemImages.showStudio} then ${itemImages.studioThumbKey} else ${itemImages.thumbKey} end`,
      })
      .from(itemImages)
      .where(
        and(
          eq(itemImages.ownerId, actor.ownerId),
          inIds(
            itemImages.itemId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(itemImages.itemId, asc(itemImages.position));
    const thumbs = new Map(photos.map((p) => [p.itemId, p.thumbKey]));
    yield rows.map((r) => ({ ...r, thumbKey: thumbs.get(r.id) ?? null }));
    const last: Omit<ReportItem, 'thumbKey'> = rows.at(-1)!;
    if (rows.length < PAGE) return;
    after = { category: last.category, name: last.name, id: last.id };
  }
}
