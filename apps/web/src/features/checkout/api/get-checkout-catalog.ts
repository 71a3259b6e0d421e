import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutCatalog } from '@tagwise/core/sale-day/catalog-schemas';
import type { Session } from '@tagwise/core/boot-data';
import { apiFetch } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/features/auth/api/get-session';
import { readCheckoutCatalog } from '../offline/device-catalog';

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
    // Through the device's copy (offline/device-catalog.ts): the last one read answers when there is no connection.
    queryFn: ({ client }) =>
      readCheckoutCatalog(
        projectId,
        client.getQueryData<Session | null>(SESSION_QUERY_KEY)?.user.id,
        getCheckoutCatalog,
      ),
  });

export const useCheckoutCatalog = (projectId: string) => useQuery(checkoutCatalogQueryOptions(projectId));
