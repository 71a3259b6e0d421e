import { useState, type FormEvent } from 'react';
import { DEFAULT_PACK } from '@tagwise/core/values/billing';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useCreateCheckout } from '../api/create-checkout';
import { useBillingOffers } from '../api/get-billing-offers';
import { checkoutFailureMessage } from '../lib/checkout-failure';
import { PackPicker } from './pack-picker';
import { TestModeNote } from './test-mode-note';

/**
 * The purchase part of the credits dialog: the packs (the best-value one chosen), Cancel and Purchase
 * Credits, which starts a checkout and leaves for it. Errors stay in the dialog, in words.
 */
export function BuyCreditsForm({ onCancel }: { onCancel: () => void }) {
  const offers = useBillingOffers();
  const checkout = useCreateCheckout();
  const [chosen, setChosen] = useState<string | undefined>();
  const packs = offers.data?.packs ?? [];
  const priceId = chosen ?? packs.find((pack) => pack.id === DEFAULT_PACK)?.priceId ?? packs[0]?.priceId;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (priceId) checkout.mutate({ priceId, mode: 'payment' });
  };

  if (offers.isPending) return <Skeleton className="h-48" />;
  if (offers.isError) {
    return (
      <div role="alert" className="grid gap-2 text-sm">
        <p>The credit packs could not be loaded.</p>
        <Button variant="outline" className="w-fit" onClick={() => void offers.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  // Leaving for the checkout: the button keeps saying so until the page changes.
  const leaving = checkout.isPending || checkout.isSuccess;
  return (
    <form onSubmit={submit} className="grid gap-3">
      <PackPicker packs={packs} value={priceId ?? ''} onChange={setChosen} />
      {offers.data.testMode && <TestModeNote />}
      {checkout.isError && (
        <p role="alert" className="text-sm text-destructive">
          {checkoutFailureMessage(checkout.error, 'pack')}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!priceId || leaving}>
          {leaving && <Spinner />}
          Purchase Credits
        </Button>
      </div>
    </form>
  );
}
