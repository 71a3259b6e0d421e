import { useId, useState, type FormEvent } from 'react';
import { CATEGORIES } from '@tagwise/core/values/catalog';
import { CONDITIONS } from '@tagwise/core/values/catalog';
import type { BulkAction, BulkSelection } from '@tagwise/core/schemas/bulk-items';
import { BULK_PERCENT_MAX, BULK_PERCENT_MIN } from '@tagwise/core/values/bulk-items';
import { ITEM_STATUSES } from '@tagwise/core/values/items';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { STATUS_LABELS } from './format';
import { SoldPricesForm } from './sold-prices-form';

export type BulkKind = 'category' | 'condition' | 'status' | 'move' | 'reprice' | 'consignor' | 'delete';

/** The select's value for "no consignor": the items are the client's again. */
const CLIENTS = 'client';

const TITLES: Record<BulkKind, string> = {
  category: 'Set category',
  condition: 'Set condition',
  status: 'Set status',
  move: 'Move to project',
  reprice: 'Re-price',
  consignor: 'Assign to consignor',
  delete: 'Delete items',
};

/**
 * Asks for what a bulk action needs (a category, a project, a percentage; for Sold, each item's price) and
 * hands back the action, with the items by id when the dialog listed them. Applying the pricing rules again
 * is offered to the admin only (`canRepriceByRule`), like assigning items to one of the sale's consignors.
 */
export function BulkActionDialog({
  kind,
  count,
  selection,
  projects,
  canRepriceByRule,
  consignors,
  pending,
  onOpenChange,
  onApply,
}: {
  kind: BulkKind | null;
  count: string;
  selection: BulkSelection;
  projects: { id: string; name: string }[];
  canRepriceByRule: boolean;
  consignors: { id: string; name: string }[];
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (action: BulkAction, selection?: BulkSelection) => void;
}) {
  return (
    <Dialog open={kind !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {kind && (
          <BulkActionForm
            key={kind}
            kind={kind}
            count={count}
            selection={selection}
            projects={projects}
            canRepriceByRule={canRepriceByRule}
            consignors={consignors}
            pending={pending}
            onApply={onApply}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function BulkActionForm({
  kind,
  count,
  selection,
  projects,
  canRepriceByRule,
  consignors,
  pending,
  onApply,
}: {
  kind: BulkKind;
  count: string;
  selection: BulkSelection;
  projects: { id: string; name: string }[];
  canRepriceByRule: boolean;
  consignors: { id: string; name: string }[];
  pending: boolean;
  onApply: (action: BulkAction, selection?: BulkSelection) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [mode, setMode] = useState<'rule' | 'percent'>('percent');
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const required = (message: string) => {
      if (!value) setError(message);
      return !!value;
    };
    if (kind === 'delete') return onApply({ type: 'delete' });
    if (kind === 'move') return required('Choose a project') && onApply({ type: 'move', projectId: value });
    if (kind === 'consignor') {
      return (
        required('Choose a consignor') && onApply({ type: 'consignor', consignorId: value === CLIENTS ? null : value })
      );
    }
    if (kind === 'reprice') {
      if (mode === 'rule') return onApply({ type: 'reprice-rule' });
      const percent = Number(value.replace(',', '.'));
      if (value.trim() === '' || !Number.isFinite(percent)) return setError('Enter a percentage, e.g. -20 for 20% off');
      if (percent < BULK_PERCENT_MIN || percent > BULK_PERCENT_MAX)
        return setError(`Percentage must be between ${BULK_PERCENT_MIN} and ${BULK_PERCENT_MAX}`);
      if (percent === 0) return setError('Enter a percentage other than 0');
      return onApply({ type: 'reprice-percent', percent });
    }
    const message = `Choose a ${kind}`;
    return required(message) && onApply({ type: 'set', [kind]: value });
  };

  const select = (label: string, options: { value: string; label: string }[]) => (
    <FormField id={`${id}-value`} label={label} error={error}>
      <NativeSelect
        id={`${id}-value`}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
      >
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );

  const statusField = select(
    'Status',
    ITEM_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
  );
  if (kind === 'status' && value === 'sold') {
    return (
      <SoldPricesForm
        selection={selection}
        pending={pending}
        onApply={onApply}
        statusField={statusField}
        header={
          <DialogHeader>
            <DialogTitle>{TITLES[kind]}</DialogTitle>
            <DialogDescription>
              Marks {count} sold, each for the price below: today’s tag price after the sale day’s discount. Change any
              that sold for another amount. You can undo it right after.
            </DialogDescription>
          </DialogHeader>
        }
      />
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{TITLES[kind]}</DialogTitle>
        <DialogDescription>
          {kind === 'delete'
            ? `Delete ${count}? You can undo this right after, from the message that confirms it.`
            : `Applies to ${count}. You can undo it right after.`}
        </DialogDescription>
      </DialogHeader>
      {kind === 'category' &&
        select(
          'Category',
          CATEGORIES.map((c) => ({ value: c, label: c })),
        )}
      {kind === 'condition' &&
        select(
          'Condition',
          CONDITIONS.map((c) => ({ value: c, label: c })),
        )}
      {kind === 'status' && statusField}
      {kind === 'consignor' &&
        select('Consignor', [
          ...consignors.map((c) => ({ value: c.id, label: c.name })),
          { value: CLIENTS, label: 'None: the client’s items' },
        ])}
      {kind === 'consignor' && consignors.length === 0 && (
        <p className="text-sm text-muted-foreground">
          This sale has no consignors yet: add them under Reports and files, Sale &amp; settlement.
        </p>
      )}
      {kind === 'move' &&
        select(
          'Project',
          projects.map((p) => ({ value: p.id, label: p.name })),
        )}
      {kind === 'reprice' && (
        <fieldset className="grid gap-3">
          <legend className="sr-only">How to re-price</legend>
          <label className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={mode === 'percent'}
              onChange={() => setMode('percent')}
            />
            <span>
              <span className="font-medium">Change by a percentage</span>
              <span className="block text-muted-foreground">
                Rounded to whole dollars and kept within your minimum and maximum price.
              </span>
            </span>
          </label>
          {mode === 'percent' && (
            <FormField id={`${id}-percent`} label="Percentage" error={error} hint="-20 takes 20% off; 10 adds 10%.">
              <Input
                id={`${id}-percent`}
                inputMode="decimal"
                value={value}
                aria-invalid={error ? true : undefined}
                onChange={(e) => {
                  setValue(e.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
          )}
          {canRepriceByRule && (
            <label className="flex items-start gap-3 text-sm">
              <input
                type="radio"
                name={`${id}-mode`}
                className="mt-0.5 size-4 shrink-0 accent-primary"
                checked={mode === 'rule'}
                onChange={() => setMode('rule')}
              />
              <span>
                <span className="font-medium">Apply the pricing rules again</span>
                <span className="block text-muted-foreground">Prices set by hand go back to what your rules say.</span>
              </span>
            </label>
          )}
        </fieldset>
      )}
      <FormDialogFooter
        submitLabel={kind === 'delete' ? 'Delete' : kind === 'move' ? 'Move' : 'Apply'}
        pending={pending}
        destructive={kind === 'delete'}
      />
    </form>
  );
}
