import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { bpToInput } from '@tagwise/core/sale-day/percent';
import { SaleTermsInput, type SaleTerms } from '@tagwise/core/sale-day/terms-schemas';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { failureMessage } from '@/lib/api-client';
import { useUpdateSaleTerms } from '../api/update-sale-terms';
import { typedRate } from '../lib/typed-amounts';

type Field = 'clientName' | 'clientEmail' | 'commissionBp' | 'salesTaxBp';

/**
 * Who the sale is for and the rates: the client (the estate or family), the operator's commission on the
 * client's sales, and the sales tax the checkout charges (empty: off). Saved together; only changed ones
 * are sent.
 */
export function SaleTermsForm({ terms }: { terms: SaleTerms }) {
  const id = useId();
  const save = useUpdateSaleTerms(terms.projectId);
  const [values, setValues] = useState({
    clientName: terms.clientName ?? '',
    clientEmail: terms.clientEmail ?? '',
    commission: bpToInput(terms.commissionBp),
    tax: bpToInput(terms.salesTaxBp),
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const commission = typedRate(values.commission);
    const tax = typedRate(values.tax);
    const found: Partial<Record<Field, string>> = {};
    if ('error' in commission) found.commissionBp = commission.error;
    if ('error' in tax) found.salesTaxBp = tax.error;
    if ('error' in commission || 'error' in tax) return setErrors(found);
    const input = {
      clientName: values.clientName,
      clientEmail: values.clientEmail,
      commissionBp: commission.bp,
      salesTaxBp: tax.bp,
    };
    const parsed = SaleTermsInput.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: () => toast.success('Sale terms saved'),
      onError: (error) => toast.error(failureMessage(error, 'The terms could not be saved. Please try again.')),
    });
  };

  const field = (
    key: Field,
    name: keyof typeof values,
    label: string,
    hint?: string,
    inputMode?: 'decimal' | 'email',
  ) => (
    <FormField id={`${id}-${name}`} label={label} error={errors[key]} hint={hint}>
      <Input
        id={`${id}-${name}`}
        value={values[name]}
        inputMode={inputMode}
        type={inputMode === 'email' ? 'email' : 'text'}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${name}-error` : hint ? `${id}-${name}-hint` : undefined}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    </FormField>
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {field('clientName', 'clientName', 'Client', 'The estate or family the sale is for.')}
        {field('clientEmail', 'clientEmail', 'Client’s e-mail', undefined, 'email')}
        {field('commissionBp', 'commission', 'Your commission (%)', 'Taken from the client’s sales.', 'decimal')}
        {field(
          'salesTaxBp',
          'tax',
          'Sales tax (%)',
          'Empty: no sales tax. The checkout charges it on sales from now on.',
          'decimal',
        )}
      </div>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending && <Spinner />}
        Save terms
      </Button>
    </form>
  );
}
