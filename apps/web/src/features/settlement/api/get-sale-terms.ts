import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SaleTerms } from '@tagwise/core/sale-day/terms-schemas';
import { apiFetch } from '@/lib/api-client';

export const saleTermsKey = (projectId: string) => ['sale-terms', projectId] as const;

export const getSaleTerms = (projectId: string) =>
  apiFetch<SaleTerms>(`/api/projects/${encodeURIComponent(projectId)}/sale-terms`);

export const saleTermsQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: saleTermsKey(projectId), queryFn: () => getSaleTerms(projectId) });

/** The sale's client, rates, expenses and consignors: the admin's (a member is refused, so never asks). */
export const useSaleTerms = (projectId: string, enabled = true) =>
  useQuery({ ...saleTermsQueryOptions(projectId), enabled });
