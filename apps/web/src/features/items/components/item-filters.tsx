import { useEffect, useId, useRef, useState } from 'react';
import { FilterIcon, ScanSearchIcon, SearchIcon, XIcon } from 'lucide-react';
import { CATEGORIES } from '@tagwise/core/values/catalog';
import { CONDITIONS } from '@tagwise/core/values/catalog';
import { ITEM_SORT_LABELS, ITEM_SORTS } from '@tagwise/core/values/item-query';
import { ITEM_STATUSES } from '@tagwise/core/values/items';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useItemCount } from '../api/get-item-count';
import type { ItemQuery } from '../api/get-items';
import type { useItemQueryParams } from '../hooks/use-item-query-params';
import { STATUS_LABELS } from './format';
import { formatUsNumber } from '@tagwise/core/values/us-number';

type Update = ReturnType<typeof useItemQueryParams>[1];
const FILTER_KEYS = ['projectId', 'category', 'condition', 'status', 'minPrice', 'maxPrice'] as const;
const SEARCH_DELAY_MS = 300;

/** Text typed into a box reaches the address (and the server) once typing pauses. */
function useDebouncedCommit(value: string, commit: (value: string) => void, delay = SEARCH_DELAY_MS) {
  const latest = useRef(commit);
  useEffect(() => {
    latest.current = commit;
  });
  useEffect(() => {
    const timer = setTimeout(() => latest.current(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
}

/** Search, order and filters of an item list; the projects list is given when the list spans projects. */
export function ItemFilters({
  query,
  onChange,
  projects,
}: {
  query: ItemQuery;
  onChange: Update;
  projects?: { id: string; name: string }[] | undefined;
}) {
  const id = useId();
  // A page that fixes the project (no project filter shown) does not count it as a filter.
  const active = FILTER_KEYS.filter((key) => query[key] !== undefined && (key !== 'projectId' || projects)).length;
  const [open, setOpen] = useState(active > 0);
  const [search, setSearch] = useState(query.q ?? '');
  const [minPrice, setMinPrice] = useState(query.minPrice?.toString() ?? '');
  const [maxPrice, setMaxPrice] = useState(query.maxPrice?.toString() ?? '');
  const priceError =
    minPrice !== '' && maxPrice !== '' && Number(minPrice) > Number(maxPrice)
      ? 'The minimum price must not be above the maximum price'
      : undefined;

  useDebouncedCommit(search, (q) => q.trim() !== (query.q ?? '') && onChange({ q: q.trim() || undefined }));
  useDebouncedCommit(`${minPrice}|${maxPrice}`, () => {
    if (
      priceError ||
      (minPrice === (query.minPrice?.toString() ?? '') && maxPrice === (query.maxPrice?.toString() ?? ''))
    )
      return;
    onChange({ minPrice: minPrice || undefined, maxPrice: maxPrice || undefined });
  });

  const clearFilters = () => {
    setMinPrice('');
    setMaxPrice('');
    onChange({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])), needsReview: undefined });
  };
  const priceInput = (value: string, set: (v: string) => void) => ({
    value,
    inputMode: 'numeric' as const,
    placeholder: 'Any',
    'aria-invalid': priceError ? true : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(e.target.value.replace(/\D/g, '').slice(0, 8)),
  });

  const filterSelect = (
    key: 'projectId' | 'category' | 'condition' | 'status',
    label: string,
    allLabel: string,
    options: [value: string, label: string][],
  ) => (
    <FormField id={`${id}-${key}`} label={label}>
      <NativeSelect
        id={`${id}-${key}`}
        value={query[key] ?? ''}
        onChange={(e) => onChange({ [key]: e.target.value || undefined })}
      >
        <option value="">{allLabel}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );

  return (
    <div className="mb-4 grid gap-3">
      <div className="flex flex-wrap gap-2">
        <div className="relative min-w-48 flex-1" data-tour="item-search">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            name="q"
            aria-label="Search items"
            placeholder="Search items or tag codes"
            className="pl-9"
            value={search}
            maxLength={200}
            onChange={(e) => setSearch(e.target.value)}
          />
        </div>
        <NativeSelect
          name="sort"
          aria-label="Sort items"
          className="w-auto"
          value={query.sort ?? 'newest'}
          onChange={(e) => onChange({ sort: e.target.value === 'newest' ? undefined : e.target.value })}
        >
          {ITEM_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {ITEM_SORT_LABELS[sort]}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen(!open)}
          data-tour="item-filters"
        >
          <FilterIcon aria-hidden />
          Filters{active > 0 && ` (${active})`}
        </Button>
        <NeedsReviewToggle query={query} onChange={onChange} />
      </div>
      {open && (
        <fieldset
          id={`${id}-filters`}
          className="grid gap-3 rounded-xl border bg-card p-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          <legend className="sr-only">Filters</legend>
          {projects &&
            filterSelect(
              'projectId',
              'Project',
              'All projects',
              projects.map((p) => [p.id, p.name]),
            )}
          {filterSelect(
            'category',
            'Category',
            'All categories',
            CATEGORIES.map((c) => [c, c]),
          )}
          {filterSelect(
            'condition',
            'Condition',
            'All conditions',
            CONDITIONS.map((c) => [c, c]),
          )}
          {filterSelect(
            'status',
            'Status',
            'All statuses',
            ITEM_STATUSES.map((s) => [s, STATUS_LABELS[s]]),
          )}
          <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
            <FormField id={`${id}-min`} label="Tag price from ($)" error={priceError}>
              <Input id={`${id}-min`} {...priceInput(minPrice, setMinPrice)} />
            </FormField>
            <FormField id={`${id}-max`} label="to ($)">
              <Input id={`${id}-max`} {...priceInput(maxPrice, setMaxPrice)} />
            </FormField>
          </div>
          {active > 0 && (
            <div className="flex items-end sm:col-span-2 lg:col-span-3">
              <Button variant="ghost" size="sm" onClick={clearFilters}>
                <XIcon aria-hidden />
                Clear filters
              </Button>
            </div>
          )}
        </fieldset>
      )}
    </div>
  );
}

/**
 * Only the items an unsure analysis flagged for a person to check, with how many there are in this scope
 * (the project, or every project). Shown only while there are some, or while it is on.
 */
function NeedsReviewToggle({ query, onChange }: { query: ItemQuery; onChange: Update }) {
  const count = useItemCount({ needsReview: true, ...(query.projectId ? { projectId: query.projectId } : {}) });
  const on = query.needsReview === true;
  if (!on && !count.data?.total) return null;
  return (
    <Button
      variant={on ? 'default' : 'outline'}
      aria-pressed={on}
      onClick={() => onChange({ needsReview: on ? undefined : 'true' })}
    >
      <ScanSearchIcon aria-hidden />
      Needs review{count.data ? ` (${formatUsNumber(count.data.total)})` : ''}
    </Button>
  );
}
