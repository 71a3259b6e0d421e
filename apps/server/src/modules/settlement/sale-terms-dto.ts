import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Consignor, Expense, PayoutRule, SaleTerms } from '@tagwise/core/sale-day/terms-schemas';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { consignors } from '../../db/schema/consignors.ts';
import { items } from '../../db/schema/items.ts';
import { projectExpenses } from '../../db/schema/sale-day.ts';
import { orNotFound } from '../../http/not-found.ts';
import { findOwnedProject } from '../projects/find-owned.ts';

type Reader = Pick<Database, 'select'>;
type ConsignorRow = typeof consignors.$inferSelect;
type ExpenseRow = typeof projectExpenses.$inferSelect;

const adder = alias(user, 'adder');
const editor = alias(user, 'editor');
const remover = alias(user, 'remover');

/** A consignor's stored rule (payout_kind with its bp or flat cents) as the API's payout. */
export const payoutOfRow = (row: Pick<ConsignorRow, 'payoutKind' | 'payoutBp' | 'payoutFlatCents'>): PayoutRule =>
  row.payoutKind === 'percent'
    ? { kind: 'percent', bp: row.payoutBp ?? 0 }
    : { kind: 'flat', cents: row.payoutFlatCents ?? 0 };

/** The API's payout as the columns store it (the check constraint holds one or the other). */
export const payoutColumns = (payout: PayoutRule) =>
  payout.kind === 'percent'
    ? { payoutKind: 'percent' as const, payoutBp: payout.bp, payoutFlatCents: null }
    : { payoutKind: 'flat' as const, payoutBp: null, payoutFlatCents: payout.cents };

/** The expense row if it is the actor's workspace's; 404 otherwise. */
export async function findOwnedExpense(db: Reader, actor: Actor, expenseId: string, forUpdate = false) {
  const query = db
    .select()
    .from(projectExpenses)
    .where(and(eq(projectExpenses.id, expenseId), eq(projectExpenses.ownerId, actor.ownerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return orNotFound(row, M.expenseNotFound);
}

/** The consignor row if it is the actor's workspace's; 404 otherwise. */
export async function findOwnedConsignor(db: Reader, actor: Actor, consignorId: string, forUpdate = false) {
  const query = db
    .select()
    .from(consignors)
    .where(and(eq(consignors.id, consignorId), eq(consignors.ownerId, actor.ownerId)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return orNotFound(row, M.consignorNotFound);
}

const toExpense = (
  row: ExpenseRow,
  names: { added: string | null; edited: string | null; removed: string | null },
): Expense => ({
  id: row.id,
  description: row.description,
  amountCents: row.amountCents,
  added: { name: names.added, at: row.createdAt.toISOString() },
  edited: row.updatedAt ? { name: names.edited, at: row.updatedAt.toISOString() } : null,
  removed: row.removedAt ? { name: names.removed, at: row.removedAt.toISOString() } : null,
});

/** One expense as the API answers it. */
export async function loadExpense(db: Reader, actor: Actor, expenseId: string): Promise<Expense> {
  const [row] = await expenseRows(db, actor, eq(projectExpenses.id, expenseId));
  return orNotFound(row, M.expenseNotFound);
}

/** A sale's expenses, standing ones first (oldest first), then the removed ones. */
export async function loadExpenses(db: Reader, actor: Actor, projectId: string): Promise<Expense[]> {
  return expenseRows(db, actor, eq(projectExpenses.projectId, projectId));
}

async function expenseRows(db: Reader, actor: Actor, where: ReturnType<typeof eq>) {
  const rows = await db
    .select({ expense: projectExpenses, added: adder.name, edited: editor.name, removed: remover.name })
    .from(projectExpenses)
    .leftJoin(adder, eq(adder.id, projectExpenses.createdBy))
    .leftJoin(editor, eq(editor.id, projectExpenses.updatedBy))
    .leftJoin(remover, eq(remover.id, projectExpenses.removedBy))
    .where(and(eq(projectExpenses.ownerId, actor.ownerId), where))
    .orderBy(sql`${projectExpenses.removedAt} is not null`, asc(projectExpenses.createdAt), asc(projectExpenses.id));
  return rows.map(({ expense, ...names }) => toExpense(expense, names));
}

/** A sale's consignors, oldest first, with how many of its items are theirs now. */
export async function loadConsignors(db: Reader, actor: Actor, projectId: string, consignorId?: string) {
  const rows = await db
    .select({
      consignor: consignors,
      // Written out in full: drizzle leaves a one-table query's columns unqualified.
      itemCount: sql<number>`(select count(*)::int from ${items} where ${items.consignorId} = ${consignors}.${sql.identifier(consignors.id.name)})`,
    })
    .from(consignors)
    .where(
      and(
        eq(consignors.ownerId, actor.ownerId),
        eq(consignors.projectId, projectId),
        consignorId ? eq(consignors.id, consignorId) : undefined,
      ),
    )
    .orderBy(asc(consignors.createdAt), asc(consignors.id));
  return rows.map(({ consignor, itemCount }): Consignor => ({
    id: consignor.id,
    name: consignor.name,
    contact: consignor.contact,
    payout: payoutOfRow(consignor),
    itemCount: Number(itemCount),
    createdAt: consignor.createdAt.toISOString(),
  }));
}

/** GET /api/projects/:projectId/sale-terms: the sale's client, rates, expenses and consignors. */
export async function loadSaleTerms(db: Reader, actor: Actor, projectId: string): Promise<SaleTerms> {
  const project = await findOwnedProject(db, actor, projectId);
  return {
    projectId: project.id,
    projectName: project.name,
    clientName: project.clientName,
    clientEmail: project.clientEmail,
    commissionBp: project.commissionBp,
    salesTaxBp: project.salesTaxBp,
    expenses: await loadExpenses(db, actor, projectId),
    consignors: await loadConsignors(db, actor, projectId),
  };
}
