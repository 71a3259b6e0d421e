import { useInfiniteQuery } from '@tanstack/react-query';
import type { InvoicePage } from '@tagwise/core/sale-day/invoice-schemas';
import { apiFetch } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** A sale's invoices, newest first, 50 a page (GET /api/projects/:projectId/invoices). */
export const getInvoices = (projectId: string, cursor: number | null) =>
  apiFetch<InvoicePage>(`/api/projects/${projectId}/invoices${cursor ? `?cursor=${cursor}` : ''}`);

export const useInvoices = (projectId: string) =>
  useInfiniteQuery({
    queryKey: [...invoiceKeys.all(projectId), 'list'],
    queryFn: ({ pageParam }) => getInvoices(projectId, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
  });
