import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResolveConflictInput, SaleConflict } from '@tagwise/core/sale-day/conflict-schemas';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/lib/api-client';
import { resolveSaleConflict } from '../api/resolve-sale-conflict';
import { saleConflictsQueryOptions } from '../api/get-sale-conflicts';

type Choice = 'refund-first' | 'refund-second' | 'duplicate-second';
type RefundMethod = NonNullable<ResolveConflictInput['refundMethod']>;

/** Which line a choice acts on, and how. */
const inputOf = (conflict: SaleConflict, choice: Choice): Pick<ResolveConflictInput, 'resolution' | 'lineId'> =>
  choice === 'refund-first'
    ? { resolution: 'refund', lineId: conflict.first.lineId }
    : choice === 'refund-second'
      ? { resolution: 'refund', lineId: conflict.second.lineId }
      : { resolution: 'duplicate_tag', lineId: conflict.second.lineId };

/**
 * The admin settles a double sale: refund one of the two sales (the money went back to that customer), or
 * say the tag was on two things (the later sale keeps its money as "Duplicate tag of #CODE"); a note for the
 * record.
 */
export function ResolveConflictForm({ conflict }: { conflict: SaleConflict }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [method, setMethod] = useState<RefundMethod | ''>('');
  const [note, setNote] = useState('');
  const resolve = useMutation({
    mutationFn: (c: Choice) =>
      resolveSaleConflict(conflict.id, {
        ...inputOf(conflict, c),
        ...(note.trim() && { note: note.trim() }),
        ...(c !== 'duplicate-second' && method && { refundMethod: method }),
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: saleConflictsQueryOptions(conflict.projectId).queryKey }),
  });
  const code = conflict.item.tagCode ? `#${conflict.item.tagCode}` : 'the tag';
  const options: { value: Choice; label: string }[] = [
    { value: 'refund-first', label: `Refund the sale on invoice ${conflict.first.invoiceNumber}` },
    { value: 'refund-second', label: `Refund the sale on invoice ${conflict.second.invoiceNumber}` },
    {
      value: 'duplicate-second',
      label: `Duplicate tag: invoice ${conflict.second.invoiceNumber} sold something else carrying ${code} (it keeps its money)`,
    },
  ];
  return (
    <form
      className="grid gap-3 border-t pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (choice) resolve.mutate(choice);
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Resolve</legend>
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-choice`}
              value={option.value}
              checked={choice === option.value}
              onChange={() => setChoice(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {choice && choice !== 'duplicate-second' && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-method`}>Money given back as</Label>
          <NativeSelect
            id={`${id}-method`}
            value={method}
            onChange={(event) => setMethod(event.target.value as RefundMethod | '')}
          >
            <option value="">As it was paid</option>
            <option value="cash">Cash</option>
            <option value="card">Card</option>
            <option value="other">Other</option>
          </NativeSelect>
        </div>
      )}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-note`}>Note (optional)</Label>
        <Textarea
          id={`${id}-note`}
          value={note}
          maxLength={500}
          rows={2}
          onChange={(event) => setNote(event.target.value)}
          placeholder="Called the buyer; refunded in cash"
        />
      </div>
      {resolve.isError && (
        <p role="alert" className="text-sm text-destructive">
          {failureMessage(resolve.error, 'The double sale could not be resolved. Please try again.')}
        </p>
      )}
      <Button type="submit" disabled={!choice || resolve.isPending} className="justify-self-start">
        {resolve.isPending ? 'Resolving…' : 'Resolve double sale'}
      </Button>
    </form>
  );
}
