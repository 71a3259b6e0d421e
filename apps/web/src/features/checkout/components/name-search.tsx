import { useId, useState } from 'react';
import type { CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import { formatMoney } from '@tagwise/core/sale-day/messages';
import { searchCatalog } from '@tagwise/core/sale-day/scan';
import { ITEM_STATUS_LABELS } from '@tagwise/core/values/items';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Finds an untagged or unreadable item by its name (or code) in the device's catalog. */
export function NameSearch({
  items,
  onPick,
}: {
  items: readonly CheckoutItem[];
  onPick: (item: CheckoutItem) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const found = searchCatalog(items, query, 8);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Find by name</Label>
      <Input
        id={id}
        type="search"
        value={query}
        placeholder="Lamp, credenza…"
        onChange={(event) => setQuery(event.target.value)}
      />
      {query.trim() !== '' &&
        (found.length === 0 ? (
          <p className="text-sm text-muted-foreground" role="status">
            No item of this sale matches “{query.trim()}”.
          </p>
        ) : (
          <ul className="grid divide-y rounded-md border" aria-label="Matching items">
            {found.map((item) => (
              <li key={item.id} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium">{item.name}</p>
                  <p className="text-xs text-muted-foreground">
                    #{item.tagCode}
                    {item.tagPriceCents !== null && ` · Tag ${formatMoney(item.tagPriceCents)}`}
                    {item.status !== 'available' && ` · ${ITEM_STATUS_LABELS[item.status]}`}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    onPick(item);
                    setQuery('');
                  }}
                >
                  Add<span className="sr-only"> {item.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
