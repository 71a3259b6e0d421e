import { and, desc, eq, lt, or } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import type { CreditTransactionPage } from '@tagwise/core/schemas/credits';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { creditTransactions } from '../../db/schema/credits.ts';
import { items } from '../../db/schema/items.ts';

export const CREDIT_HISTORY_PAGE_SIZE = 50;

const encodeCursor = (createdAt: Date, id: string) =>
  Buffer.from(JSON.stringify([createdAt.toISOString(), id])).toString('base64url');

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [string, string];
    const date = new Date(createdAt);
    if (typeof id !== 'string' || Number.isNaN(date.getTime())) throw new Error('malformed');
    return { createdAt: date, id };
  } catch {
    throw new AppError('BAD_REQUEST', 'Invalid page cursor');
  }
}

/** The workspace's credit transactions, newest first, a page at a time (the credit usage history). */
export async function listCreditTransactions({
  db,
  actor,
  cursor,
}: {
  db: Database;
  actor: Actor;
  cursor?: string | undefined;
}): Promise<CreditTransactionPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db
    .select({ tx: creditTransactions, itemName: items.name, actorName: user.name })
    .from(creditTransactions)
    // The item may have been deleted since (item_id is then null) or, defensively, belong elsewhere.
    .leftJoin(items, and(eq(items.id, creditTransactions.itemId), eq(items.ownerId, actor.ownerId)))
    .leftJoin(user, eq(user.id, creditTransactions.actorUserId))
    .where(
      and(
        eq(creditTransactions.ownerId, actor.ownerId),
        after
          ? or(
              lt(creditTransactions.createdAt, after.createdAt),
              and(eq(creditTransactions.createdAt, after.createdAt), lt(creditTransactions.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(creditTransactions.createdAt), desc(creditTransactions.id))
    .limit(CREDIT_HISTORY_PAGE_SIZE + 1);
  const page = rows.slice(0, CREDIT_HISTORY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    transactions: page.map(({ tx, itemName, actorName }) => ({
      id: tx.id,
      createdAt: tx.createdAt.toISOString(),
      operation: tx.operation,
      status: tx.status,
      credits: tx.credits,
      source: tx.source,
      itemId: itemName === null ? null : tx.itemId,
      itemName,
      actorName,
      error: tx.error,
    })),
    nextCursor: rows.length > CREDIT_HISTORY_PAGE_SIZE && last ? encodeCursor(last.tx.createdAt, last.tx.id) : null,
  };
}
