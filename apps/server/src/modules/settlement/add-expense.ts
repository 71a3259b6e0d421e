import type { z } from 'zod';
import type { Expense, ExpenseInput } from '@tagwise/core/sale-day/terms-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projectExpenses } from '../../db/schema/sale-day.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { loadExpense } from './sale-terms-dto.ts';

/** POST /api/projects/:projectId/expenses (the admin's): what the sale cost the client, with who added it. */
export async function addExpense({
  db,
  actor,
  projectId,
  input,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  input: z.output<typeof ExpenseInput>;
}): Promise<Expense> {
  await findOwnedProject(db, actor, projectId);
  const [row] = await db
    .insert(projectExpenses)
    .values({ ownerId: actor.ownerId, projectId, ...input, createdBy: actor.userId })
    .returning({ id: projectExpenses.id });
  return loadExpense(db, actor, row!.id);
}
