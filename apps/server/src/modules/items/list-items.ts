import { and, desc, eq, lt, or } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { ITEM_PAGE_SIZE } from '@tagwise/core/schemas/items';
import { PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';
import { toItem } from './item-dto.ts';
import { loadPricingContexts } from './pricing-context.ts';

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

/** One project's items, or with no projectId the whole workspace's inventory; newest first, 50 a page. */
export async function listItems({
  db,
  actor,
  projectId,
  cursor,
}: {
  db: Database;
  actor: Actor;
  projectId?: string | undefined;
  cursor?: string | undefined;
}) {
  // The project's pricing context is also its ownership check: it is loaded only if the project is
  // in the actor's workspace, so the project is read once, not twice, on this hot path.
  const projectContexts = projectId ? await loadPricingContexts(db, actor, [projectId]) : null;
  if (projectId && !projectContexts?.has(projectId)) throw new AppError('NOT_FOUND', PROJECT_MESSAGES.notFound);
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select()
    .from(items)
    .where(
      and(
        eq(items.ownerId, actor.ownerId),
        projectId ? eq(items.projectId, projectId) : undefined,
        after
          ? or(lt(items.createdAt, after.createdAt), and(eq(items.createdAt, after.createdAt), lt(items.id, after.id)))
          : undefined,
      ),
    )
    // Matches items_owner_project_created_idx (one project) or items_owner_created_idx (inventory) exactly.
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(ITEM_PAGE_SIZE + 1);
  const page = rows.slice(0, ITEM_PAGE_SIZE);
  const contexts =
    projectContexts ?? (await loadPricingContexts(db, actor, [...new Set(page.map((row) => row.projectId))]));
  const last = page.at(-1);
  return {
    items: page.map((row) => toItem(row, contexts.get(row.projectId)!)),
    nextCursor: rows.length > ITEM_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}
