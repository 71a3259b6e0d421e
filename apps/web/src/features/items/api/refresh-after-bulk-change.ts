import type { QueryClient } from '@tanstack/react-query';

/** A bulk change can touch every item list, any open item page and the projects' counts and totals. */
export const refreshAfterBulkChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['items'] }),
    queryClient.invalidateQueries({ queryKey: ['projects'] }),
  ]);
