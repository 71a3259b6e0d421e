import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { apiFetch } from '@/lib/api-client';
import { useInvoiceChange } from './use-invoice-change';

/** Voids an invoice (the admin's; POST /api/invoices/:invoiceId/void {reason}): its items are on sale again. */
export const voidInvoice = (invoiceId: string, reason: string) =>
  apiFetch<Invoice>(`/api/invoices/${invoiceId}/void`, { method: 'POST', json: { reason } });

export const useVoidInvoice = (projectId: string, invoiceId: string) =>
  useInvoiceChange(projectId, invoiceId, (reason: string) => voidInvoice(invoiceId, reason));
