import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { apiFetch } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** One invoice with its lines, payments, refunds and void (GET /api/invoices/:invoiceId). */
export const getInvoice = (invoiceId: string) => apiFetch<Invoice>(`/api/invoices/${invoiceId}`);

export const useInvoice = (projectId: string, invoiceId: string) =>
  useQuery({ queryKey: invoiceKeys.one(projectId, invoiceId), queryFn: () => getInvoice(invoiceId) });
