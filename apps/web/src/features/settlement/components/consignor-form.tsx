import { useId, useState, type FormEvent } from 'react';
import { centsToInput } from '@tagwise/core/money';
import { bpToInput } from '@tagwise/core/sale-day/percent';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import { ConsignorInput, type Consignor } from '@tagwise/core/sale-day/terms-schemas';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { typedCents, typedRate } from '../lib/typed-amounts';
import { FormButtons } from './form-buttons';

type Errors = { name?: string; contact?: string; rule?: string };

/** A consignor's name, contact and payout rule: a percentage of their items' sales, or a flat amount per item. */
export function ConsignorForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  initial?: Consignor;
  submitLabel: string;
  pending: boolean;
  /** Resolves true when saved (a new consignor's form then empties). */
  onSubmit: (input: ConsignorInput) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [contact, setContact] = useState(initial?.contact ?? '');
  const [kind, setKind] = useState<'percent' | 'flat'>(initial?.payout.kind ?? 'percent');
  const [rule, setRule] = useState(
    initial
      ? initial.payout.kind === 'percent'
        ? bpToInput(initial.payout.bp)
        : centsToInput(initial.payout.cents)
      : '',
  );
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    let payout: ConsignorInput['payout'] | null = null;
    if (kind === 'percent') {
      const typed = typedRate(rule);
      if ('error' in typed) found.rule = typed.error;
      else if (typed.bp === null) found.rule = M.percentFormat;
      else payout = { kind: 'percent', bp: typed.bp };
    } else {
      const typed = typedCents(rule, { required: M.amountFormat });
      if ('error' in typed) found.rule = typed.error;
      else payout = { kind: 'flat', cents: typed.cents };
    }
    const parsed = ConsignorInput.safeParse({ name, contact, payout: payout ?? { kind: 'flat', cents: 0 } });
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] === 'payout' ? 'rule' : (issue.path[0] as keyof Errors);
      found[key] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success || !payout) return;
    const input: ConsignorInput = { name, contact, payout };
    if ((await onSubmit(input)) && !initial) {
      setName('');
      setContact('');
      setRule('');
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-name`} label="Consignor" error={errors.name}>
          <Input
            id={`${id}-name`}
            value={name}
            aria-invalid={errors.name ? true : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField id={`${id}-contact`} label="Phone or e-mail (optional)" error={errors.contact}>
          <Input id={`${id}-contact`} value={contact} onChange={(e) => setContact(e.target.value)} />
        </FormField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Paid</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {(
            [
              ['percent', 'A percentage of their items’ sales'],
              ['flat', 'A flat amount per item sold'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-kind`}
                className="size-4 accent-primary"
                checked={kind === value}
                onChange={() => {
                  setKind(value);
                  setErrors((e) => ({ ...e, rule: undefined }));
                }}
              />
              {label}
            </label>
          ))}
        </div>
        <FormField
          id={`${id}-rule`}
          label={kind === 'percent' ? 'Their share (%)' : 'Per item sold ($)'}
          error={errors.rule}
        >
          <Input
            id={`${id}-rule`}
            className="sm:max-w-40"
            inputMode="decimal"
            value={rule}
            aria-invalid={errors.rule ? true : undefined}
            onChange={(e) => setRule(e.target.value)}
          />
        </FormField>
      </fieldset>
      <FormButtons submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </form>
  );
}
