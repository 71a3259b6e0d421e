import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutCatalog, CheckoutItem, SalesEvent } from '@tagwise/core/sale-day/catalog-schemas';
import { EVENT_TYPES } from '@tagwise/core/values/batches';
import { checkoutCatalogQueryOptions } from '../api/get-checkout-catalog';
import { saleConflictsQueryOptions } from '../api/get-sale-conflicts';
import { applyItemStates } from '../lib/apply-sales-event';

/**
 * What other phones ring up on this sale, live (SSE event `sales` on /api/events): the items' new states go
 * into the cached catalog at once, and `onItems` hears them (the screen drops them from its cart with a
 * message). Events are not replayed, so the catalog is read again whenever the stream (re)opens.
 */
export function useSalesEvents(projectId: string, onItems: (items: CheckoutItem[]) => void) {
  const queryClient = useQueryClient();
  const listener = useRef(onItems);
  useEffect(() => {
    listener.current = onItems;
  }, [onItems]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const { queryKey } = checkoutCatalogQueryOptions(projectId);
    const source = new EventSource('/api/events');
    source.addEventListener('open', () => void queryClient.invalidateQueries({ queryKey }));
    source.addEventListener(EVENT_TYPES.sales, (event) => {
      let data: SalesEvent;
      try {
        data = JSON.parse((event as MessageEvent<string>).data) as SalesEvent;
      } catch {
        void queryClient.invalidateQueries({ queryKey });
        return;
      }
      if (data.projectId !== projectId) return;
      queryClient.setQueryData<CheckoutCatalog>(queryKey, (catalog) =>
        catalog ? applyItemStates(catalog, data.items) : catalog,
      );
      listener.current(data.items);
      // A sale synced from offline may have sold an item twice: the admin's double sales are read again.
      void queryClient.invalidateQueries({ queryKey: saleConflictsQueryOptions(projectId).queryKey });
    });
    return () => source.close();
  }, [projectId, queryClient]);
}
