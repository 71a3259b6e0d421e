import { useId, useState } from 'react';
import type { CartDiscount } from '@tagwise/core/sale-day/cart-totals';
import { formatBasisPoints, formatMoney, SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import { ErrorMessage } from '@/components/error-message';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { parseMoneyInput, parsePercentInput } from '../lib/money-input';

/** A whole-cart discount: a percentage (at most 100 %) or an amount (at most the subtotal). */
export function CartDiscountForm({
  discount,
  subtotalCents,
  onChange,
}: {
  discount: CartDiscount | null;
  subtotalCents: number;
  onChange: (discount: CartDiscount | null) => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<CartDiscount['kind']>('percent');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (discount) {
    return (
      <div className="flex items-center justify-between gap-2 text-sm">
        <span>
          Cart discount: {discount.kind === 'percent' ? formatBasisPoints(discount.value) : formatMoney(discount.value)}
        </span>
        <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
          Remove discount
        </Button>
      </div>
    );
  }
  return (
    <form
      className="grid gap-2"
      aria-label="Cart discount"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = kind === 'percent' ? parsePercentInput(value) : parseMoneyInput(value);
        if ('error' in parsed) return setError(parsed.error);
        if (kind === 'amount' && parsed.value > subtotalCents) return setError(M.discountOverSubtotal);
        setError(null);
        setValue('');
        onChange({ kind, value: parsed.value });
      }}
    >
      <Label htmlFor={`${id}-value`}>Cart discount</Label>
      <div className="flex gap-2">
        <NativeSelect
          aria-label="Discount kind"
          className="w-24"
          value={kind}
          onChange={(event) => setKind(event.target.value as CartDiscount['kind'])}
        >
          <option value="percent">%</option>
          <option value="amount">$</option>
        </NativeSelect>
        <Input
          id={`${id}-value`}
          inputMode="decimal"
          value={value}
          placeholder={kind === 'percent' ? '10' : '5.00'}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="outline">
          Apply
        </Button>
      </div>
      <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>
    </form>
  );
}
