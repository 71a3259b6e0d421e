import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORIES, CONDITIONS } from '@tagwise/core/values/catalog';
import { ITEM_SORTS } from '@tagwise/core/values/item-query';
import { ITEM_STATUSES } from '@tagwise/core/values/items';
import { isId } from '@tagwise/core/values/projects';
import type { ItemQuery } from '../api/get-items';

type Key = 'q' | 'projectId' | 'category' | 'condition' | 'status' | 'needsReview' | 'minPrice' | 'maxPrice' | 'sort';

// Plain checks (the same as the API's schemas make) so reading the address needs no zod at first render.
const oneOf = <T extends string>(list: readonly T[], value: string | null) =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;
const wholeNumber = (value: string | null) => (value && /^\d{1,8}$/.test(value) ? Number(value) : undefined);

/**
 * The list's search, filters and order live in the address, so Back, reload and a shared link show the
 * same list. Values that are not valid (an edited URL) are ignored rather than sent to the server.
 */
export function useItemQueryParams(): [ItemQuery, (patch: Partial<Record<Key, string | number | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo<ItemQuery>(() => {
    const minPrice = wholeNumber(params.get('minPrice'));
    const maxPrice = wholeNumber(params.get('maxPrice'));
    // A range whose "from" is above its "to" (the filters' form refuses it; an edited or old link may not)
    // is ignored as a whole: the server refuses it, and the list would fail to load however often retried.
    const range = minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice ? {} : { minPrice, maxPrice };
    return {
      q: params.get('q') ?? undefined,
      projectId: isId(params.get('projectId')) ?? undefined,
      category: oneOf(CATEGORIES, params.get('category')),
      condition: oneOf(CONDITIONS, params.get('condition')),
      status: oneOf(ITEM_STATUSES, params.get('status')),
      needsReview: params.get('needsReview') === 'true' ? true : undefined,
      ...range,
      sort: oneOf(ITEM_SORTS, params.get('sort')),
    };
  }, [params]);
  // Navigations render in a transition, so the params a callback closed over can be older than a change
  // made a moment ago (a debounced search landing just after a filter was picked would undo the filter).
  // Every change therefore starts from the last params asked for, not from the last ones rendered.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (patch: Partial<Record<Key, string | number | undefined>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );
  return [query, update];
}
