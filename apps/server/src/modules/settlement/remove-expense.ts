import { eq } from 'drizzle-orm';
import { AppError } from '@tagwise/core/errors';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import type { Expense } from '@tagwise/core/sale-day/terms-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projectExpenses } from '../../db/schema/sale-day.ts';
import { findOwnedExpense, loadExpense } from './sale-terms-dto.ts';

/**
 * DELETE /api/expenses/:expenseId (the admin's): the expense comes off the settlement and stays on the record,
 * with who removed it and when (money the client was told about is never erased without a trace).
 */
export async function removeExpense({
  db,
  actor,
  expenseId,
}: {
  db: Database;
  actor: Actor;
  expenseId: string;
}): Promise<Expense> {
  await db.transaction(async (tx) => {
    const expense = await findOwnedExpense(tx, actor, expenseId, true);
    if (expense.removedAt) throw new AppError('CONFLICT', M.expenseAlreadyRemoved);
    await tx
      .update(projectExpenses)
      .set({ removedBy: actor.userId, removedAt: new Date() })
      .where(eq(projectExpenses.id, expenseId));
  });
  return loadExpense(db, actor, expenseId);
}
