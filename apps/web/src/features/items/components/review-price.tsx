import type { ComponentProps } from 'react';
import { CalculatorIcon } from 'lucide-react';
import { priceBasisNote, priceBasisOffer } from '@tagwise/core/pricing/price-basis';
import type { Category } from '@tagwise/core/values/catalog';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { usePriceBasis } from '../api/get-price-basis';
import { formatWhole } from './format';
import type { ReviewValues } from '../lib/review-input';

/**
 * The retail price, with the median of the person's own priced items of the chosen category one tap
 * away (never invented: no priced items, no offer), and the tag price as the server last worked it out.
 */
export function ReviewPrice({
  item,
  category,
  medianOf,
  error,
  input,
  onUseMedian,
  changed,
}: {
  item: ItemDetail;
  category: Category;
  medianOf: ReviewValues['medianOf'];
  error: string | undefined;
  input: ComponentProps<'input'>;
  onUseMedian: (basis: NonNullable<ReviewValues['medianOf']>) => void;
  /** Whether retail, category or condition differ from what was saved (the tag price shown is then the old one). */
  changed: boolean;
}) {
  const basis = usePriceBasis(category);
  const offer = basis.data?.medianCents != null ? basis.data : null;
  const noteId = 'review-retail-basis';
  return (
    <div className="grid gap-3">
      <FormField id="review-retail" label="Retail price ($)" error={error}>
        <Input
          id="review-retail"
          inputMode="decimal"
          autoComplete="off"
          placeholder="Not priced"
          aria-invalid={error ? true : undefined}
          aria-describedby={medianOf ? noteId : undefined}
          {...input}
        />
      </FormField>
      {medianOf && (
        <p id={noteId} className="text-sm text-muted-foreground">
          {priceBasisNote({ category: medianOf.category, count: medianOf.count, medianCents: medianOf.cents })}
        </p>
      )}
      {offer && !(medianOf?.category === offer.category && medianOf.cents === offer.medianCents) && (
        <Button
          type="button"
          variant="outline"
          className="h-auto min-h-10 justify-start py-2 text-left whitespace-normal"
          onClick={() => onUseMedian({ category: offer.category, count: offer.count, cents: offer.medianCents! })}
        >
          <CalculatorIcon aria-hidden />
          {priceBasisOffer(offer)}
        </Button>
      )}
      <div className="rounded-lg bg-secondary px-3 py-2 text-sm">
        <p>
          {item.tagPrice === null ? (
            <span className="text-muted-foreground">No tag price yet</span>
          ) : (
            <>
              <span className="text-muted-foreground">Tag price </span>
              <span className="font-semibold tabular-nums">{formatWhole(item.tagPrice)}</span>
              {item.tagPriceSource === 'manual' && <span className="text-muted-foreground"> · set by hand</span>}
            </>
          )}
        </p>
        {item.priceBreakdown && <p className="text-xs text-muted-foreground">{item.priceBreakdown}</p>}
        {changed && (
          <p className="text-xs text-muted-foreground">Your pricing rules work out the new tag price when you save.</p>
        )}
      </div>
    </div>
  );
}
