import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { centsToInput } from '@tagwise/core/money';
import { expectedCash } from '@tagwise/core/sale-day/day-end';
import type { SalesSummary } from '@tagwise/core/sale-day/day-end-schemas';
import { formatMoney } from '@tagwise/core/sale-day/messages';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/lib/api-client';
import { useRecordCashCount } from '../api/record-cash-count';
import { cashDifferenceText } from '../lib/cash-difference';
import { typedCents, whenRecorded } from '../lib/typed-amounts';

/**
 * A day's cash drawer counted: the float it opened with and what is in it now, against what it should hold
 * (the float, plus the day's cash taken, less the cash refunded that day, as the server works it out from
 * the stored invoices); saved with the difference, who and when. Earlier counts of the day are listed.
 */
export function CashCountForm({ projectId, summary }: { projectId: string; summary: SalesSummary & { day: string } }) {
  const id = useId();
  const record = useRecordCashCount(projectId);
  const last = summary.cashCounts[0];
  const [float, setFloat] = useState(last ? centsToInput(last.openingFloatCents) : '');
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ float?: string; counted?: string }>({});
  const cash = summary.byMethod.find((m) => m.method === 'cash')!;
  const typedFloat = typedCents(float, { required: 'Enter the float the drawer opened with (0 for none)' });
  const typedCounted = typedCents(counted, { required: 'Enter what you counted' });
  const expected = 'cents' in typedFloat ? expectedCash(typedFloat.cents, cash) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = {
      float: 'error' in typedFloat ? typedFloat.error : undefined,
      counted: 'error' in typedCounted ? typedCounted.error : undefined,
    };
    setErrors(found);
    if (!('cents' in typedFloat) || !('cents' in typedCounted)) return;
    record.mutate(
      { saleDay: summary.day, openingFloatCents: typedFloat.cents, countedCents: typedCounted.cents, note },
      {
        onSuccess: (saved) => {
          toast.success(M.cashCountSaved(saved.differenceCents));
          setCounted('');
          setNote('');
        },
        onError: (error) => toast.error(failureMessage(error, 'The count could not be saved. Please try again.')),
      },
    );
  };

  return (
    <div className="grid gap-4">
      <form noValidate onSubmit={submit} className="grid gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id={`${id}-float`} label="Opening float ($)" error={errors.float}>
            <Input
              id={`${id}-float`}
              inputMode="decimal"
              value={float}
              aria-invalid={errors.float ? true : undefined}
              onChange={(e) => setFloat(e.target.value)}
            />
          </FormField>
          <FormField id={`${id}-counted`} label="Counted in the drawer ($)" error={errors.counted}>
            <Input
              id={`${id}-counted`}
              inputMode="decimal"
              value={counted}
              aria-invalid={errors.counted ? true : undefined}
              onChange={(e) => setCounted(e.target.value)}
            />
          </FormField>
        </div>
        <p className="text-sm" aria-live="polite">
          {expected === null
            ? `Cash taken ${formatMoney(cash.takenCents)}, cash refunded ${formatMoney(cash.refundedCents)}.`
            : `Expected in the drawer: ${formatMoney(expected)} (float + ${formatMoney(cash.takenCents)} cash taken − ${formatMoney(cash.refundedCents)} refunded)`}
          {expected !== null && 'cents' in typedCounted && (
            <strong className="block">Difference: {cashDifferenceText(typedCounted.cents - expected)}</strong>
          )}
        </p>
        <FormField id={`${id}-note`} label="Note (optional)">
          <Textarea id={`${id}-note`} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </FormField>
        <Button type="submit" className="justify-self-start" disabled={record.isPending}>
          {record.isPending && <Spinner />}
          Save cash count
        </Button>
      </form>
      {summary.cashCounts.length > 0 && (
        <ul aria-label="Cash counts of the day" className="divide-y rounded-lg border text-sm">
          {summary.cashCounts.map((count) => (
            <li key={count.id} className="grid gap-0.5 p-3">
              <span className="font-medium">
                Counted {formatMoney(count.countedCents)} of {formatMoney(count.expectedCents)} expected:{' '}
                {cashDifferenceText(count.differenceCents)}
              </span>
              <span className="text-xs text-muted-foreground">
                Float {formatMoney(count.openingFloatCents)} · by {count.countedByName ?? 'someone'}{' '}
                {whenRecorded(count.createdAt)}
                {count.note && ` · ${count.note}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
