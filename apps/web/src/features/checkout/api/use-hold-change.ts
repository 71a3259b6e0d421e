import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Hold } from '@tagwise/core/sale-day/hold-schemas';
import { checkoutCatalogQueryOptions } from './get-checkout-catalog';
import { holdsQueryKey } from './get-holds';
import { withHold } from '../lib/with-hold';

/**
 * Placing or releasing a hold changes its items' state. The answer is written into the cached catalog at once,
 * so a scan right after a release is not refused by the copy read before it; then the holds and the catalog are
 * read again.
 */
export function useHoldChange<V>(projectId: string, send: (variables: V) => Promise<Hold>) {
  const queryClient = useQueryClient();
  const catalogKey = checkoutCatalogQueryOptions(projectId).queryKey;
  return useMutation({
    mutationFn: send,
    onSuccess: (hold) => {
      queryClient.setQueryData(catalogKey, (catalog) => (catalog ? withHold(catalog, hold) : catalog));
      void queryClient.invalidateQueries({ queryKey: holdsQueryKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: catalogKey });
    },
  });
}
