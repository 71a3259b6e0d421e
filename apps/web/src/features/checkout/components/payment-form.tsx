import { useId, useState } from 'react';
import { PlusIcon, XIcon } from 'lucide-react';
import { checkPayments, type PaymentInput } from '@tagwise/core/sale-day/payments';
import {
  formatMoney,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@tagwise/core/sale-day/messages';
import { ErrorMessage } from '@/components/error-message';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import type { CustomerDraft } from '../lib/build-invoice';
import { centsToInput } from '../lib/money-input';
import { paymentDraft, paymentsOf, type PaymentDraft } from '../lib/payment-drafts';

export interface PaymentChoice {
  payments: PaymentInput[];
  customer: CustomerDraft;
  pickupPending: boolean;
}

/**
 * How the customer pays: cash (what they handed over, the change shown), card (charged on the operator's
 * own terminal, recorded here), other, or a split of these; who they are when they pick up later. Complete
 * sale is refused here, with the field's words, until the payments settle the total.
 */
export function PaymentForm({
  totalCents,
  busy,
  error,
  onComplete,
}: {
  totalCents: number;
  busy: boolean;
  /** The last refusal (the server's, or the invoice's own check). */
  error: string | null;
  onComplete: (choice: PaymentChoice) => void;
}) {
  const id = useId();
  const [drafts, setDrafts] = useState<PaymentDraft[]>(() => [paymentDraft()]);
  const [pickupPending, setPickupPending] = useState(false);
  const [customer, setCustomer] = useState<CustomerDraft>({ name: '', phone: '', email: '' });
  const [problem, setProblem] = useState<{ index: number | null; field?: string; error: string } | null>(null);

  const parsed = paymentsOf(drafts, totalCents);
  const check = 'payments' in parsed ? checkPayments(totalCents, parsed.payments) : null;
  const paid = 'payments' in parsed ? parsed.payments.reduce((sum, p) => sum + p.amountCents, 0) : null;
  const split = drafts.length > 1;
  const change = (draft: PaymentDraft) => setDrafts((all) => all.map((d) => (d.id === draft.id ? draft : d)));

  const addPayment = () =>
    setDrafts((all) => {
      // Splitting in two: both amounts are typed. A third payment starts with what is left to pay.
      if (all.length === 1) return [{ ...all[0]!, amount: '' }, paymentDraft('card')];
      const left = paid === null ? 0 : totalCents - paid;
      return [...all, paymentDraft('other', left > 0 ? centsToInput(left) : '')];
    });

  return (
    <form
      className="grid gap-4"
      aria-label="Payment"
      onSubmit={(event) => {
        event.preventDefault();
        if ('error' in parsed) return setProblem(parsed);
        const settled = checkPayments(totalCents, parsed.payments);
        if (!settled.ok) return setProblem({ index: settled.index, error: settled.message });
        setProblem(null);
        onComplete({ payments: parsed.payments, customer, pickupPending });
      }}
    >
      {totalCents > 0 && (
        <ul className="grid gap-3" aria-label="Payments">
          {drafts.map((draft, index) => {
            const fieldError = problem?.index === index ? problem.error : undefined;
            const rowId = `${id}-${draft.id}`;
            return (
              <li key={draft.id} className="grid gap-2 rounded-md border p-3" aria-label={`Payment ${index + 1}`}>
                <div className="flex items-end gap-2">
                  <FormField id={`${rowId}-method`} label={split ? `Payment ${index + 1}` : 'Paid by'}>
                    <NativeSelect
                      id={`${rowId}-method`}
                      value={draft.method}
                      onChange={(event) =>
                        change({ ...draft, method: event.target.value as PaymentMethod, tendered: '' })
                      }
                    >
                      {PAYMENT_METHODS.map((method) => (
                        <option key={method} value={method}>
                          {PAYMENT_METHOD_LABELS[method]}
                        </option>
                      ))}
                    </NativeSelect>
                  </FormField>
                  {split && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      onClick={() => setDrafts((all) => all.filter((d) => d.id !== draft.id))}
                    >
                      <XIcon aria-hidden />
                      <span className="sr-only">Remove payment {index + 1}</span>
                    </Button>
                  )}
                </div>
                {split && (
                  <FormField id={`${rowId}-amount`} label={`${PAYMENT_METHOD_LABELS[draft.method]} amount`}>
                    <Input
                      id={`${rowId}-amount`}
                      inputMode="decimal"
                      value={draft.amount}
                      onChange={(event) => change({ ...draft, amount: event.target.value })}
                    />
                  </FormField>
                )}
                {draft.method === 'cash' && (
                  <FormField
                    id={`${rowId}-tendered`}
                    label="Cash tendered"
                    hint="What the customer handed over; leave empty for the exact amount."
                  >
                    <Input
                      id={`${rowId}-tendered`}
                      inputMode="decimal"
                      value={draft.tendered}
                      onChange={(event) => change({ ...draft, tendered: event.target.value })}
                    />
                  </FormField>
                )}
                {draft.method === 'card' && (
                  <p className="text-sm text-muted-foreground">
                    Charge the card on your own card terminal: Tagwise records the payment, it never handles the card.
                  </p>
                )}
                <ErrorMessage>{fieldError}</ErrorMessage>
              </li>
            );
          })}
        </ul>
      )}
      {totalCents > 0 && drafts.length < 10 && (
        <Button type="button" variant="outline" className="justify-self-start" onClick={addPayment}>
          <PlusIcon aria-hidden />
          {split ? 'Add payment' : 'Split payment'}
        </Button>
      )}
      <div aria-live="polite" className="grid gap-1 text-sm">
        {split && paid !== null && paid !== totalCents && (
          <p>
            {paid < totalCents
              ? `Left to pay: ${formatMoney(totalCents - paid)}`
              : `Payments are ${formatMoney(paid - totalCents)} over the total`}
          </p>
        )}
        {check?.ok && check.changeCents > 0 && (
          <p className="text-lg font-semibold" data-testid="change-due">
            Change: {formatMoney(check.changeCents)}
          </p>
        )}
      </div>
      <div className="grid gap-3">
        <label className="flex items-center gap-2 text-sm">
          <NativeCheckbox checked={pickupPending} onChange={(event) => setPickupPending(event.target.checked)} />
          Paid, picking up later
        </label>
        <div className="grid gap-3">
          <FormField id={`${id}-name`} label={pickupPending ? 'Customer name' : 'Customer name (optional)'}>
            <Input
              id={`${id}-name`}
              autoComplete="off"
              value={customer.name}
              onChange={(event) => setCustomer({ ...customer, name: event.target.value })}
            />
          </FormField>
          <FormField id={`${id}-phone`} label={pickupPending ? 'Phone' : 'Phone (optional)'}>
            <Input
              id={`${id}-phone`}
              type="tel"
              autoComplete="off"
              value={customer.phone}
              onChange={(event) => setCustomer({ ...customer, phone: event.target.value })}
            />
          </FormField>
          <FormField id={`${id}-email`} label="E-mail for the receipt (optional)">
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={customer.email}
              onChange={(event) => setCustomer({ ...customer, email: event.target.value })}
            />
          </FormField>
        </div>
      </div>
      <ErrorMessage>{problem?.index === null ? problem.error : error}</ErrorMessage>
      <Button type="submit" size="lg" disabled={busy}>
        {busy && <Spinner aria-hidden />}
        Complete sale · {formatMoney(totalCents)}
      </Button>
    </form>
  );
}
