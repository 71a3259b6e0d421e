import { useId, useState } from 'react';
import { PlusIcon } from 'lucide-react';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { parseMoneyInput } from '../lib/money-input';

/** "Add misc item": an untagged thing ("Box of books", $1) on a line of its own words. */
export function MiscLineForm({ onAdd }: { onAdd: (description: string, priceCents: number) => void }) {
  const id = useId();
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [errors, setErrors] = useState<{ description?: string; price?: string }>({});
  return (
    <form
      className="grid gap-3"
      aria-label="Add misc item"
      onSubmit={(event) => {
        event.preventDefault();
        const words = description.trim();
        const parsed = parseMoneyInput(price);
        const next = {
          description: words === '' ? M.describeLine : words.length > 200 ? M.descriptionTooLong : undefined,
          price: 'error' in parsed ? parsed.error : undefined,
        };
        setErrors(next);
        if (next.description || next.price || 'error' in parsed) return;
        onAdd(words, parsed.value);
        setDescription('');
        setPrice('');
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <FormField id={`${id}-description`} label="Description" error={errors.description}>
          <Input
            id={`${id}-description`}
            value={description}
            placeholder="Box of books"
            onChange={(event) => setDescription(event.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${id}-description-error` : undefined}
          />
        </FormField>
        <FormField id={`${id}-price`} label="Price" error={errors.price}>
          <Input
            id={`${id}-price`}
            inputMode="decimal"
            value={price}
            placeholder="1.00"
            onChange={(event) => setPrice(event.target.value)}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? `${id}-price-error` : undefined}
          />
        </FormField>
      </div>
      <Button type="submit" variant="outline" className="justify-self-start">
        <PlusIcon aria-hidden />
        Add misc item
      </Button>
    </form>
  );
}
