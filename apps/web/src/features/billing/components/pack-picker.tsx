import type { BillingOffers } from '@tagwise/core/schemas/billing';
import { formatDollars } from '@tagwise/core/values/billing';
import { cn } from '@/lib/cn';

type Pack = BillingOffers['packs'][number];

/**
 * The three credit packs as one radio group (commercial-side.md section 2): a card each with its credits,
 * price and price per credit; the best-value pack says so. Native radios, so arrow keys move the choice
 * and a screen reader hears "3 of 3" as with any radio group.
 */
export function PackPicker({
  packs,
  value,
  onChange,
}: {
  packs: readonly Pack[];
  value: string;
  onChange: (priceId: string) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Choose a credit pack</legend>
      {packs.map((pack) => (
        <label
          key={pack.priceId}
          className={cn(
            'flex cursor-pointer items-center gap-3 rounded-lg border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
          )}
        >
          <input
            type="radio"
            name="credit-pack"
            value={pack.priceId}
            checked={value === pack.priceId}
            onChange={() => onChange(pack.priceId)}
            className="size-4 accent-primary"
          />
          <span className="grid flex-1 gap-0.5">
            <span className="flex flex-wrap items-center gap-2 font-medium">
              {pack.name}
              {pack.popular && (
                <span className="rounded-md bg-primary px-1.5 py-0.5 text-xs text-primary-foreground">Best value</span>
              )}
            </span>
            <span className="text-xs text-muted-foreground">
              {pack.description} · {(pack.priceCents / pack.credits).toFixed(0)}¢ a credit · never expire
            </span>
          </span>
          <span className="text-lg font-semibold tabular-nums">{formatDollars(pack.priceCents)}</span>
        </label>
      ))}
    </fieldset>
  );
}
