import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutCatalog } from '@tagwise/core/sale-day/catalog-schemas';
import { apiFetch } from '@/lib/api-client';

/** A sale's checkout catalog: its settings and every item's state (GET /api/projects/:projectId/checkout). */
export const getCheckoutCatalog = (projectId: string) =>
  apiFetch<CheckoutCatalog>(`/api/projects/${projectId}/checkout`);

/**
 * Scans are answered from this cached copy, never by waiting on the server. The offline checkout wraps this
 * query (a copy kept on the device), so every screen reads the catalog through it.
 */
export const checkoutCatalogQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: ['checkout', projectId, 'catalog'] as const,
    queryFn: () => getCheckoutCatalog(projectId),
  });

export const useCheckoutCatalog = (projectId: string) => useQuery(checkoutCatalogQueryOptions(projectId));
