import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { checkoutCatalogQueryOptions } from './get-checkout-catalog';
import { invoiceKeys } from './invoice-keys';

/**
 * A change to a stored invoice (void, refund, picked up): the answer replaces the cached invoice, and the
 * sale's list and catalog are read again (a void or refund puts items back on sale).
 */
export function useInvoiceChange<V>(projectId: string, invoiceId: string, send: (variables: V) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (invoice) => {
      queryClient.setQueryData(invoiceKeys.one(projectId, invoiceId), invoice);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all(projectId) });
      void queryClient.invalidateQueries({ queryKey: checkoutCatalogQueryOptions(projectId).queryKey });
    },
  });
}
