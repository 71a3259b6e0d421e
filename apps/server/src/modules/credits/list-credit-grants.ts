import { desc, eq } from 'drizzle-orm';
import type { CreditGrantList } from '@tagwise/core/schemas/credits';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { creditGrants } from '../../db/schema/credits.ts';

/** At most this many are listed; a workspace with more sees its latest (each keeps counting in the balance). */
export const CREDIT_GRANTS_LISTED = 100;

/** The credits added to the workspace on top of its plan, newest first (the credit history's second list). */
export async function listCreditGrants({ db, actor }: { db: Database; actor: Actor }): Promise<CreditGrantList> {
  const rows = await db
    .select()
    .from(creditGrants)
    .where(eq(creditGrants.ownerId, actor.ownerId))
    .orderBy(desc(creditGrants.createdAt), desc(creditGrants.id))
    .limit(CREDIT_GRANTS_LISTED);
  return {
    grants: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      reason: row.reason,
      credits: row.credits,
      remaining: row.remaining,
    })),
  };
}
