import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { ACTIVE_BATCH_STATUSES, type BatchList } from '@tagwise/core/schemas/batches';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { analysisBatches } from '../../db/schema/batches.ts';
import { toBatch } from './batch-dto.ts';

const PAGE = 50;

/**
 * The workspace's batches, newest first, 50 a page (the Queue page's history); with `active` only the
 * ones not yet ended (get_user_active_batches: the widget). Keyset pages on (created_at, id), the order
 * of analysis_batches_owner_created_idx.
 */
export async function listBatches({
  db,
  actor,
  active,
  cursor,
}: {
  db: Database;
  actor: Actor;
  active: boolean;
  cursor?: string | undefined;
}): Promise<BatchList> {
  const conditions: SQL[] = [eq(analysisBatches.ownerId, actor.ownerId)];
  if (active) conditions.push(inArray(analysisBatches.status, [...ACTIVE_BATCH_STATUSES]));
  if (cursor) {
    const after = readCursor(cursor);
    conditions.push(
      or(
        lt(analysisBatches.createdAt, after.createdAt),
        and(eq(analysisBatches.createdAt, after.createdAt), lt(analysisBatches.id, after.id)),
      )!,
    );
  }
  const rows = await db
    .select()
    .from(analysisBatches)
    .where(and(...conditions))
    .orderBy(desc(analysisBatches.createdAt), desc(analysisBatches.id))
    .limit(PAGE + 1);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    batches: page.map(toBatch),
    nextCursor: rows.length > PAGE && last ? `${last.createdAt.toISOString()}_${last.id}` : null,
  };
}

function readCursor(cursor: string) {
  const [at, id] = cursor.split('_');
  const createdAt = new Date(at ?? '');
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('BAD_REQUEST', 'Invalid page cursor');
  }
  return { createdAt, id };
}
