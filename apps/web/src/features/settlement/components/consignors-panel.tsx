import { useState } from 'react';
import { toast } from 'sonner';
import { countOf } from '@tagwise/core/values/plural';
import { payoutRuleText } from '@tagwise/core/sale-day/settlement-messages';
import type { Consignor, SaleTerms } from '@tagwise/core/sale-day/terms-schemas';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { failureMessage } from '@/lib/api-client';
import { savedOrTold } from '../lib/saved-or-told';
import { useAddConsignor } from '../api/add-consignor';
import { useEditConsignor } from '../api/edit-consignor';
import { useRemoveConsignor } from '../api/remove-consignor';
import { ConsignorForm } from './consignor-form';
import { RowActions } from './row-actions';

const FAILED = 'The consignor could not be saved. Please try again.';

/**
 * People whose items the sale sells for them, each with a payout rule and how many items are theirs. Items
 * are assigned by ticking them on the project page (Actions, Assign to consignor).
 */
export function ConsignorsPanel({ terms }: { terms: SaleTerms }) {
  const add = useAddConsignor(terms.projectId);
  const edit = useEditConsignor(terms.projectId);
  const remove = useRemoveConsignor(terms.projectId);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Consignor | null>(null);
  const saved = (run: Promise<unknown>) => savedOrTold(run, FAILED);

  return (
    <div className="grid gap-4">
      {terms.consignors.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No consignors: every item is the client’s. Add one when someone brings items to be sold for them.
        </p>
      ) : (
        <ul aria-label="Consignors" className="divide-y rounded-lg border">
          {terms.consignors.map((consignor) => (
            <li key={consignor.id} className="p-3">
              {editing === consignor.id ? (
                <ConsignorForm
                  initial={consignor}
                  submitLabel="Save"
                  pending={edit.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (input) => {
                    const ok = await saved(edit.mutateAsync({ consignorId: consignor.id, input }));
                    if (ok) setEditing(null);
                    return ok;
                  }}
                />
              ) : (
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">{consignor.name}</p>
                    <p className="text-xs text-muted-foreground">
                      {[payoutRuleText(consignor.payout), countOf(consignor.itemCount, 'item'), consignor.contact]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <RowActions
                    name={consignor.name}
                    onEdit={() => setEditing(consignor.id)}
                    onRemove={() => setRemoving(consignor)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="add-consignor" className="grid gap-3 rounded-lg border p-3">
        <h3 id="add-consignor" className="text-sm font-semibold">
          Add a consignor
        </h3>
        <ConsignorForm
          submitLabel="Add consignor"
          pending={add.isPending}
          onSubmit={(input) => saved(add.mutateAsync(input))}
        />
      </section>
      <p className="text-xs text-muted-foreground">
        Assign items on the project page: tick them and choose Actions, Assign to consignor.
      </p>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'this consignor'}?`}
        confirmLabel="Remove"
        onConfirm={() =>
          removing && remove.mutate(removing.id, { onError: (error) => toast.error(failureMessage(error, FAILED)) })
        }
      >
        Their items become the client’s again. A consignor whose items sold on invoices stays until those lines are
        refunded.
      </ConfirmDialog>
    </div>
  );
}
