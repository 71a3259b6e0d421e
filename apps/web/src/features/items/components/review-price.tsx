import type { ComponentProps } from 'react';
import { CalculatorIcon } from 'lucide-react';
import { parseMoneyToCents } from '@tagwise/core/money';
import { computeTagPrice } from '@tagwise/core/pricing/compute-tag-price';
import { priceBasisNote, priceBasisOffer } from '@tagwise/core/pricing/price-basis';
import type { Category, Condition } from '@tagwise/core/values/catalog';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { usePriceBasis } from '../api/get-price-basis';
import { formatWhole } from './format';
import type { ReviewValues } from '../lib/review-input';

/**
 * The tag price the form's retail price, category and condition give: the item's own rules through core's
 * one pricing function, as the server works it out on saving. A price set by hand stays as it is (retail
 * changes leave it); there is none without a retail price, or while what is typed is no amount.
 */
function shownTagPrice(item: ItemDetail, { retail, category, condition }: ReviewPriceFields) {
  // An answer the service worker kept from before items carried their rules has none: the saved price then.
  const rules = item.pricingRules as ItemDetail['pricingRules'] | undefined;
  if (item.tagPriceSource === 'manual' || !rules) return { tagPrice: item.tagPrice, breakdown: null };
  const retailCents = parseMoneyToCents(retail);
  if (retailCents === null || Number.isNaN(retailCents)) return { tagPrice: null, breakdown: null };
  return computeTagPrice({ retailCents, category, condition, settings: rules.settings, project: rules.project });
}

/** What the form holds that prices the item. */
export interface ReviewPriceFields {
  retail: string;
  category: Category;
  condition: Condition;
}

/**
 * The retail price, with the median of the person's own priced items of the chosen category one tap
 * away (never invented: no priced items, no offer), and the tag price it gives, worked out as it is typed.
 */
export function ReviewPrice({
  item,
  fields,
  medianOf,
  error,
  input,
  onUseMedian,
}: {
  item: ItemDetail;
  fields: ReviewPriceFields;
  medianOf: ReviewValues['medianOf'];
  error: string | undefined;
  input: ComponentProps<'input'>;
  onUseMedian: (basis: NonNullable<ReviewValues['medianOf']>) => void;
}) {
  const { category } = fields;
  const shown = shownTagPrice(item, fields);
  const basis = usePriceBasis(category);
  const offer = basis.data?.medianCents != null ? basis.data : null;
  const noteId = 'review-retail-basis';
  return (
    <div className="grid gap-3">
      {/* The tag price beside the retail price, so both show together above a phone's keyboard and bar. */}
      <div className="grid grid-cols-2 items-start gap-3">
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
        <div className="grid gap-2">
          <p aria-hidden className="text-sm leading-none font-medium">
            Tag price
          </p>
          {/* Said as it changes: a screen reader hears the tag price a typed retail price gives. */}
          <p
            aria-live="polite"
            className="flex min-h-10 flex-wrap items-center gap-x-1 rounded-md bg-secondary px-3 py-1.5 text-sm"
          >
            <span className="sr-only">Tag price </span>
            {shown.tagPrice === null ? (
              <span className="text-muted-foreground">No tag price yet</span>
            ) : (
              <>
                <span className="font-semibold tabular-nums">{formatWhole(shown.tagPrice)}</span>
                {item.tagPriceSource === 'manual' && <span className="text-muted-foreground">· set by hand</span>}
              </>
            )}
          </p>
        </div>
      </div>
      {shown.breakdown && <p className="text-xs text-muted-foreground">{shown.breakdown}</p>}
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
    </div>
  );
}
