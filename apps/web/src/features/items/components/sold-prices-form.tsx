import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AppError } from '@tagwise/core/errors';
import type { BulkAction, BulkSelection, SoldPriceOffer } from '@tagwise/core/schemas/bulk-items';
import { BULK_MESSAGES } from '@tagwise/core/values/bulk-items';
import { SoldPriceText } from '@tagwise/core/schemas/items';
import { ErrorMessage } from '@/components/error-message';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useSoldPrices } from '../api/get-sold-prices';
import { offerNote, priceInput } from '../lib/sold-price-offer';
import { formatWhole } from './format';

/**
 * Set status → Sold: every selected item with the price it sold for, offered at today's tag price after
 * the sale day's discount (or what it sold for before) and editable, with the total. Applying sends the
 * items by id with their prices in one request, so what is marked sold is exactly what was listed.
 */
export function SoldPricesForm({
  selection,
  header,
  statusField,
  pending,
  onApply,
}: {
  selection: BulkSelection;
  header: ReactNode;
  /** The Set status choice, kept above the list so Sold can be changed for another status. */
  statusField: ReactNode;
  pending: boolean;
  onApply: (action: BulkAction, selection: BulkSelection) => void;
}) {
  const id = useId();
  const offers = useSoldPrices(selection);
  // What the person typed, by item; an item not typed in keeps its offered price.
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const items = offers.data?.items ?? [];
  const textOf = (offer: SoldPriceOffer) => typed[offer.id] ?? priceInput(offer.offeredPrice);
  const parsed = items.map((offer) => ({ offer, result: SoldPriceText.safeParse(textOf(offer)) }));
  const total = parsed.reduce((sum, { result }) => sum + (result.success ? result.data : 0), 0);
  const unreadable = parsed.filter(({ result }) => !result.success).length;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!offers.data) return;
    const problems = Object.fromEntries(
      parsed.flatMap(({ offer, result }) => (result.success ? [] : [[offer.id, result.error.issues[0]!.message]])),
    );
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    onApply(
      {
        type: 'set',
        status: 'sold',
        soldPrices: parsed.map(({ offer, result }) => ({ id: offer.id, soldPrice: result.data! })),
      },
      { ids: items.map((offer) => offer.id) },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {header}
      {statusField}
      {offers.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Working out today’s prices">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : offers.isError ? (
        // A refusal (too many items, one deleted meanwhile) says what to do; a failure offers Retry.
        <div className="grid justify-items-start gap-2">
          {offers.error instanceof AppError && offers.error.status < 500 ? (
            <ErrorMessage>{offers.error.message}</ErrorMessage>
          ) : (
            <>
              <ErrorMessage>{BULK_MESSAGES.soldPricesFailed}</ErrorMessage>
              <Button type="button" variant="outline" size="sm" onClick={() => void offers.refetch()}>
                Retry
              </Button>
            </>
          )}
        </div>
      ) : (
        <div className="grid gap-2">
          <p className="flex justify-between text-sm font-medium" aria-hidden>
            <span>Item</span>
            <span>Sold for ($)</span>
          </p>
          <ul aria-label="Items to mark sold" className="-mx-1 grid max-h-[45dvh] overflow-y-auto border-y px-1">
            {parsed.map(({ offer }) => {
              const field = `${id}-${offer.id}`;
              const error = errors[offer.id];
              return (
                <li
                  key={offer.id}
                  className="grid grid-cols-[1fr_6.5rem] items-start gap-3 border-b py-2 last:border-b-0"
                >
                  <div className="min-w-0 text-sm">
                    <label htmlFor={field} className="font-medium break-words">
                      <span className="sr-only">Sold for: </span>
                      {offer.name}
                    </label>
                    <p id={`${field}-note`} className="text-xs text-muted-foreground">
                      #{offer.tagCode} · {offerNote(offer)}
                    </p>
                  </div>
                  <div className="grid gap-1">
                    <Input
                      id={field}
                      inputMode="numeric"
                      value={textOf(offer)}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${field}-error` : `${field}-note`}
                      onChange={(e) => {
                        setTyped((current) => ({ ...current, [offer.id]: e.target.value }));
                        setErrors(({ [offer.id]: _fixed, ...rest }) => rest);
                      }}
                    />
                    <ErrorMessage id={`${field}-error`}>{error}</ErrorMessage>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="flex justify-between text-sm font-semibold" aria-live="polite">
            <span>Total</span>
            <span className="tabular-nums">
              {formatWhole(total)}
              {unreadable > 0 && (
                <span className="font-normal text-muted-foreground"> (not counting {unreadable})</span>
              )}
            </span>
          </p>
        </div>
      )}
      <FormDialogFooter submitLabel="Mark sold" pending={pending} disabled={!offers.data} />
    </form>
  );
}
