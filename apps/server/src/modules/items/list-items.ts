import { and, desc, eq, lt, or } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { ITEM_PAGE_SIZE } from '@tagwise/core/schemas/items';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { toProjects } from '../projects/project-dto.ts';
import { toItem } from './item-dto.ts';
import { loadPricingContext } from './pricing-context.ts';

/** A cursor is the last row's (created_at, id): stable while items are added, unlike an offset. */
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [time, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
    const createdAt = new Date(time ?? '');
    if (!id || Number.isNaN(createdAt.getTime())) throw new Error('bad cursor');
    return { createdAt, id };
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid page cursor');
  }
}

const encodeCursor = (row: { createdAt: Date; id: string }) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

/** One project's items, newest first, 50 a page. */
export async function listItems({
  db,
  actor,
  projectId,
  cursor,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  cursor?: string | undefined;
}) {
  const [project] = await toProjects(db, [await findOwnedProject(db, actor, projectId)]);
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select()
    .from(items)
    .where(
      and(
        eq(items.projectId, projectId),
        eq(items.ownerId, actor.ownerId),
        after
          ? or(lt(items.createdAt, after.createdAt), and(eq(items.createdAt, after.createdAt), lt(items.id, after.id)))
          : undefined,
      ),
    )
    // Matches items_owner_project_created_idx exactly so PostgreSQL walks the index.
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(ITEM_PAGE_SIZE + 1);
  const page = rows.slice(0, ITEM_PAGE_SIZE);
  const context = await loadPricingContext(db, actor, project!);
  const last = page.at(-1);
  return {
    items: page.map((row) => toItem(row, context)),
    nextCursor: rows.length > ITEM_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}
