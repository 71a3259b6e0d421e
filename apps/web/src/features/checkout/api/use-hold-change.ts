import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Hold } from '@tagwise/core/sale-day/hold-schemas';
import { checkoutCatalogQueryOptions } from './get-checkout-catalog';
import { holdsQueryKey } from './get-holds';

/** Placing or releasing a hold changes its items' state: the holds and the catalog are read again. */
export function useHoldChange<V>(projectId: string, send: (variables: V) => Promise<Hold>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: holdsQueryKey(projectId) });
      void queryClient.invalidateQueries({ queryKey: checkoutCatalogQueryOptions(projectId).queryKey });
    },
  });
}
