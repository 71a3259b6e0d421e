import { useId, useState, type FormEvent } from 'react';
import { centsToInput } from '@tagwise/core/money';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import { ExpenseInput } from '@tagwise/core/sale-day/terms-schemas';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { typedCents } from '../lib/typed-amounts';
import { FormButtons } from './form-buttons';

/** A description and an amount ("Dumpster", 450): adding an expense, or editing one in place. */
export function ExpenseForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial?: { description: string; amountCents: number };
  submitLabel: string;
  pending: boolean;
  /** Resolves true when saved (the form then empties). */
  onSubmit: (input: ExpenseInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [description, setDescription] = useState(initial?.description ?? '');
  const [amount, setAmount] = useState(initial ? centsToInput(initial.amountCents) : '');
  const [errors, setErrors] = useState<{ description?: string; amount?: string }>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const typed = typedCents(amount, { required: M.expenseAmount });
    const parsed = ExpenseInput.safeParse({ description, amountCents: 'cents' in typed ? typed.cents : 0 });
    const found = {
      description: parsed.error?.issues.find((i) => i.path[0] === 'description')?.message,
      amount: 'error' in typed ? typed.error : parsed.error?.issues.find((i) => i.path[0] === 'amountCents')?.message,
    };
    setErrors(found);
    if (!parsed.success || 'error' in typed) return;
    if ((await onSubmit(parsed.data)) && !initial) {
      setDescription('');
      setAmount('');
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 sm:grid-cols-[1fr_9rem_auto] sm:items-start"
    >
      <FormField id={`${id}-description`} label="Expense" error={errors.description}>
        <Input
          id={`${id}-description`}
          value={description}
          placeholder="Dumpster"
          aria-invalid={errors.description ? true : undefined}
          onChange={(e) => setDescription(e.target.value)}
        />
      </FormField>
      <FormField id={`${id}-amount`} label="Amount ($)" error={errors.amount}>
        <Input
          id={`${id}-amount`}
          value={amount}
          inputMode="decimal"
          placeholder="450"
          aria-invalid={errors.amount ? true : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
      </FormField>
      <FormButtons
        submitLabel={submitLabel}
        pending={pending}
        onCancel={onCancel}
        className="flex gap-2 sm:pt-[1.375rem]"
      />
    </form>
  );
}
