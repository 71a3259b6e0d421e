import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError } from '@tagwise/core/errors';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import type { Expense, ExpenseInput } from '@tagwise/core/sale-day/terms-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projectExpenses } from '../../db/schema/sale-day.ts';
import { findOwnedExpense, loadExpense } from './sale-terms-dto.ts';

/** PATCH /api/expenses/:expenseId (the admin's): a new description or amount, with who changed it and when. */
export async function editExpense({
  db,
  actor,
  expenseId,
  input,
}: {
  db: Database;
  actor: Actor;
  expenseId: string;
  input: z.output<typeof ExpenseInput>;
}): Promise<Expense> {
  await db.transaction(async (tx) => {
    const expense = await findOwnedExpense(tx, actor, expenseId, true);
    if (expense.removedAt) throw new AppError('CONFLICT', M.expenseRemoved);
    await tx
      .update(projectExpenses)
      .set({ ...input, updatedBy: actor.userId, updatedAt: new Date() })
      .where(eq(projectExpenses.id, expenseId));
  });
  return loadExpense(db, actor, expenseId);
}
