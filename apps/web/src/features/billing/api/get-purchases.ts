import { useQuery } from '@tanstack/react-query';
import type { PurchaseList } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';

/** The workspace's paid checkouts, newest first (the purchase history). */
export const usePurchases = () =>
  useQuery({
    queryKey: ['billing', 'purchases'],
    queryFn: () => apiFetch<PurchaseList>('/api/billing/purchases'),
  });
