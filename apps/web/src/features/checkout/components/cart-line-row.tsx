import { useId, useState } from 'react';
import { PackageIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { formatBasisPoints, formatMoney } from '@tagwise/core/sale-day/messages';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ErrorMessage } from '@/components/error-message';
import type { CartLine } from '../lib/cart';
import { centsToInput, parseMoneyInput } from '../lib/money-input';

/**
 * One line of the cart: the photo, the name and tag code, the tag price and today's price after the day's
 * discount, and what it is charged. Change price records a haggle (the tag price stays beside it).
 */
export function CartLineRow({
  line,
  onPrice,
  onRemove,
}: {
  line: CartLine;
  onPrice: (priceCents: number) => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const haggled = line.listedCents !== null && line.priceCents !== line.listedCents;

  const save = () => {
    const parsed = parseMoneyInput(text);
    if ('error' in parsed) return setError(parsed.error);
    onPrice(parsed.value);
    setEditing(false);
    setError(null);
  };

  return (
    <li className="grid gap-2 py-3" aria-label={line.description} data-line-id={line.id}>
      <div className="flex items-start gap-3">
        {line.thumbUrl ? (
          <img src={line.thumbUrl} alt="" className="size-14 shrink-0 rounded-md border object-cover" />
        ) : (
          <div className="flex size-14 shrink-0 items-center justify-center rounded-md border bg-muted" aria-hidden>
            <PackageIcon className="size-6 text-muted-foreground" />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{line.description}</p>
          <p className="text-sm text-muted-foreground">
            {line.tagCode ? `#${line.tagCode}` : 'Misc item'}
            {line.tagPriceCents !== null && (
              <>
                {' · '}
                <span className={haggled || line.dayDiscountBp ? 'line-through' : undefined}>
                  Tag {formatMoney(line.tagPriceCents)}
                </span>
                {line.dayDiscountBp !== null && line.listedCents !== null && (
                  <>
                    {' · '}
                    Today {formatBasisPoints(line.dayDiscountBp)} off {formatMoney(line.listedCents)}
                  </>
                )}
              </>
            )}
            {line.itemId !== null && line.tagPriceCents === null && ' · No tag price'}
          </p>
          {haggled && <p className="text-sm text-muted-foreground">Price changed</p>}
        </div>
        <p className="shrink-0 text-right font-semibold tabular-nums" data-testid="line-price">
          {formatMoney(line.priceCents)}
        </p>
      </div>
      {editing ? (
        <form
          className="grid gap-2 pl-17"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <label htmlFor={fieldId} className="text-sm font-medium">
            New price for {line.description}
          </label>
          <div className="flex gap-2">
            <Input
              id={fieldId}
              inputMode="decimal"
              autoFocus
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
            />
            <Button type="submit">Save</Button>
            <Button type="button" variant="ghost" onClick={() => (setEditing(false), setError(null))}>
              Cancel
            </Button>
          </div>
          <ErrorMessage id={`${fieldId}-error`}>{error}</ErrorMessage>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2 pl-17">
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setText(centsToInput(line.priceCents));
              setEditing(true);
            }}
          >
            <PencilIcon aria-hidden />
            Change price<span className="sr-only"> of {line.description}</span>
          </Button>
          {haggled && line.listedCents !== null && (
            <Button variant="ghost" size="sm" onClick={() => onPrice(line.listedCents!)}>
              Back to {formatMoney(line.listedCents)}
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onRemove}>
            <Trash2Icon aria-hidden />
            Remove<span className="sr-only"> {line.description}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
