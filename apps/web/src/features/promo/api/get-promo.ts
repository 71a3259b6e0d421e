import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromoState } from '@tagwise/core/schemas/promo';
import { apiFetch } from '@/lib/api-client';

export const getPromo = (projectId: string) => apiFetch<PromoState>(`/api/projects/${projectId}/promo`);

/** Under the project's key, so removing the project's queries removes its promotional material too. */
export const promoQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ['projects', projectId, 'promo'], queryFn: () => getPromo(projectId) });

export const usePromo = (projectId: string) => useQuery(promoQueryOptions(projectId));
