import { ErrorMessage } from '@/components/error-message';
import { useState, type FormEvent } from 'react';
import { PlusIcon, XIcon } from 'lucide-react';
import { KeyAttributes } from '@tagwise/core/schemas/items';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** Short facts about the item ("Signed by the maker", "Solid walnut"), added and removed one by one. */
export function KeyAttributesEditor({
  attributes,
  onChange,
  pending,
}: {
  attributes: string[];
  onChange: (next: string[]) => void;
  pending: boolean;
}) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string>();
  const add = (e: FormEvent) => {
    e.preventDefault();
    const parsed = KeyAttributes.safeParse([...attributes, draft]);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onChange(parsed.data);
    setDraft('');
  };
  return (
    <section aria-labelledby="attributes-heading" className="flex flex-col gap-2">
      <h2 id="attributes-heading" className="text-sm font-medium">
        Key attributes
      </h2>
      {attributes.length === 0 ? (
        <p className="text-sm text-muted-foreground">None yet. Add what a buyer should know at a glance.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {attributes.map((attribute, index) => (
            <li
              key={`${attribute}-${index}`}
              className="flex items-center gap-1 rounded-full border bg-secondary py-0.5 pr-1 pl-3 text-sm"
            >
              {attribute}
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-6 rounded-full"
                aria-label={`Remove attribute ${attribute}`}
                disabled={pending}
                onClick={() => onChange(attributes.filter((_, i) => i !== index))}
              >
                <XIcon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="flex gap-2" noValidate>
        <Input
          aria-label="New key attribute"
          placeholder="e.g. Solid walnut"
          value={draft}
          maxLength={100}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" variant="outline" disabled={pending || draft.trim() === ''}>
          <PlusIcon aria-hidden />
          Add
        </Button>
      </form>
      <ErrorMessage>{error}</ErrorMessage>
    </section>
  );
}
