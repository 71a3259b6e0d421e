import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BulkSelection, SoldPrices } from '@tagwise/core/schemas/bulk-items';
import { apiFetch } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/browser-time-zone';

/** A read sent as POST: a selection of picked ids is too long for a query string. */
export const getSoldPrices = (selection: BulkSelection, timeZone: string) =>
  apiFetch<SoldPrices>('/api/items/bulk/sold-prices', { method: 'POST', json: { selection, timeZone } });

export const soldPricesQueryOptions = (selection: BulkSelection, timeZone = browserTimeZone()) =>
  queryOptions({
    // Outside ['items']: the bulk action's own refresh must not ask again under the closing dialog.
    queryKey: ['sold-prices', selection, timeZone],
    queryFn: () => getSoldPrices(selection, timeZone),
    // Today's prices, worked out each time the dialog opens; never refreshed under what is being typed.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const useSoldPrices = (selection: BulkSelection) => useQuery(soldPricesQueryOptions(selection));
