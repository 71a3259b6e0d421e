import { useState } from 'react';
import { toast } from 'sonner';
import { formatMoney } from '@tagwise/core/sale-day/messages';
import type { Expense, ExpenseInput, SaleTerms } from '@tagwise/core/sale-day/terms-schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { failureMessage } from '@/lib/api-client';
import { savedOrTold } from '../lib/saved-or-told';
import { useAddExpense } from '../api/add-expense';
import { useEditExpense } from '../api/edit-expense';
import { useRemoveExpense } from '../api/remove-expense';
import { whenRecorded } from '../lib/typed-amounts';
import { ExpenseForm } from './expense-form';
import { RowActions } from './row-actions';

const FAILED = 'The expense could not be saved. Please try again.';

/** Who added or last changed an expense, and when. */
const recordOf = (expense: Expense) =>
  [
    `Added by ${expense.added.name ?? 'someone'} ${whenRecorded(expense.added.at)}`,
    expense.edited && `edited by ${expense.edited.name ?? 'someone'} ${whenRecorded(expense.edited.at)}`,
  ]
    .filter(Boolean)
    .join(', ');

/**
 * What the sale cost the client ("Dumpster $450"): added, edited in place, removed (kept on the record with
 * who and when, listed under Removed). They come off the client's share in the settlement.
 */
export function ExpensesPanel({ terms }: { terms: SaleTerms }) {
  const add = useAddExpense(terms.projectId);
  const edit = useEditExpense(terms.projectId);
  const remove = useRemoveExpense(terms.projectId);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Expense | null>(null);
  const standing = terms.expenses.filter((e) => e.removed === null);
  const removed = terms.expenses.filter((e) => e.removed !== null);
  const total = standing.reduce((sum, e) => sum + e.amountCents, 0);

  const saved = (run: Promise<unknown>) => savedOrTold(run, FAILED);

  return (
    <div className="grid gap-4">
      {standing.length === 0 ? (
        <p className="text-sm text-muted-foreground">No expenses yet.</p>
      ) : (
        <ul aria-label="Expenses" className="divide-y rounded-lg border">
          {standing.map((expense) =>
            editing === expense.id ? (
              <li key={expense.id} className="p-3">
                <ExpenseForm
                  initial={expense}
                  submitLabel="Save"
                  pending={edit.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (input: ExpenseInput) => {
                    const ok = await saved(edit.mutateAsync({ expenseId: expense.id, input }));
                    if (ok) setEditing(null);
                    return ok;
                  }}
                />
              </li>
            ) : (
              <li key={expense.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{expense.description}</p>
                  <p className="text-xs text-muted-foreground">{recordOf(expense)}</p>
                </div>
                <span className="font-medium tabular-nums">{formatMoney(expense.amountCents)}</span>
                <RowActions
                  name={expense.description}
                  onEdit={() => setEditing(expense.id)}
                  onRemove={() => setRemoving(expense)}
                />
              </li>
            ),
          )}
          <li className="flex justify-between p-3 text-sm font-semibold">
            <span>Total expenses</span>
            <span className="tabular-nums">{formatMoney(total)}</span>
          </li>
        </ul>
      )}
      <ExpenseForm
        submitLabel="Add expense"
        pending={add.isPending}
        onSubmit={(input) => saved(add.mutateAsync(input))}
      />
      {removed.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">Removed ({removed.length})</summary>
          <ul className="mt-2 grid gap-1 text-muted-foreground">
            {removed.map((e) => (
              <li key={e.id}>
                <span className="line-through">
                  {e.description} {formatMoney(e.amountCents)}
                </span>{' '}
                removed by {e.removed!.name ?? 'someone'} {whenRecorded(e.removed!.at)}
              </li>
            ))}
          </ul>
        </details>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this expense?"
        confirmLabel="Remove"
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onError: (error) => toast.error(failureMessage(error, FAILED)) })
        }
      >
        {removing &&
          `${removing.description} (${formatMoney(removing.amountCents)}) comes off the settlement. It stays on the record as removed, with your name.`}
      </ConfirmDialog>
    </div>
  );
}
