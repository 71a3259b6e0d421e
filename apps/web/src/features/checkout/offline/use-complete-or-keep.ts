import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AppError } from '@tagwise/core/errors';
import type { CompleteInvoiceRequest } from '@tagwise/core/sale-day/invoice-schemas';
import { useSession } from '@/features/auth/api/get-session';
import { completeSale } from '../api/complete-sale';
import { checkoutCatalogQueryOptions } from '../api/get-checkout-catalog';
import { withKeptSales } from './catalog-copy';
import { completeOrKeep, type SaleOutcome } from './complete-or-keep';

/**
 * What the checkout screen completes a sale with: online, the server's invoice; without a connection, the
 * sale kept on this device with its provisional reference (its items marked sold in the catalog).
 */
export function useCompleteOrKeep(projectId: string) {
  const userId = useSession().data?.user.id;
  const queryClient = useQueryClient();
  return useCallback(
    async (request: CompleteInvoiceRequest): Promise<SaleOutcome> => {
      if (!userId) throw new AppError('UNAUTHORIZED', 'Sign in again to ring up this sale.');
      const outcome = await completeOrKeep({ userId, projectId, request, send: completeSale });
      // Marked sold in the catalog at once, without asking anyone: a refetch would wait for the connection.
      if (outcome.kind === 'kept') {
        queryClient.setQueryData(checkoutCatalogQueryOptions(projectId).queryKey, (catalog) =>
          catalog ? withKeptSales(catalog, [outcome.sale]) : catalog,
        );
      }
      return outcome;
    },
    [userId, projectId, queryClient],
  );
}
