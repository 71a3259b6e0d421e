import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CategorySchema } from '@tagwise/core/catalog/categories';
import { ConditionSchema } from '@tagwise/core/catalog/conditions';
import { ItemSort } from '@tagwise/core/schemas/item-query';
import { ItemStatus } from '@tagwise/core/schemas/items';
import { Id } from '@tagwise/core/schemas/projects';
import type { z } from 'zod';
import type { ItemQuery } from '../api/get-items';

type Key = 'q' | 'projectId' | 'category' | 'condition' | 'status' | 'minPrice' | 'maxPrice' | 'sort';

const valid = <T>(schema: z.ZodType<T>, value: string | null) => {
  const parsed = value === null ? null : schema.safeParse(value);
  return parsed?.success ? parsed.data : undefined;
};
const wholeNumber = (value: string | null) => (value && /^\d{1,8}$/.test(value) ? Number(value) : undefined);

/**
 * The list's search, filters and order live in the address, so Back, reload and a shared link show the
 * same list. Values that are not valid (an edited URL) are ignored rather than sent to the server.
 */
export function useItemQueryParams(): [ItemQuery, (patch: Partial<Record<Key, string | number | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo<ItemQuery>(
    () => ({
      q: params.get('q') ?? undefined,
      projectId: valid(Id, params.get('projectId')),
      category: valid(CategorySchema, params.get('category')),
      condition: valid(ConditionSchema, params.get('condition')),
      status: valid(ItemStatus, params.get('status')),
      minPrice: wholeNumber(params.get('minPrice')),
      maxPrice: wholeNumber(params.get('maxPrice')),
      sort: valid(ItemSort, params.get('sort')),
    }),
    [params],
  );
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
