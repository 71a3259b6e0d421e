import type { QueryClient } from '@tanstack/react-query';

/**
 * A bulk change can touch every item list, any open item page, the projects' counts and totals, and a
 * sale's consignors (how many items are theirs) and settlement (payouts, unsold items).
 */
export const refreshAfterBulkChange = (queryClient: QueryClient) =>
  Promise.all(
    ['items', 'projects', 'sale-terms', 'settlement'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
  );
