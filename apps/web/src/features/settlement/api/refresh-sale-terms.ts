import type { QueryClient } from '@tanstack/react-query';
import { saleTermsKey } from './get-sale-terms';
import { settlementKey } from './get-settlement';

/** After a change of the sale's terms: the terms and the statement made from them are read again. */
export const refreshSaleTerms = (queryClient: QueryClient, projectId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: saleTermsKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: settlementKey(projectId) }),
  ]);
