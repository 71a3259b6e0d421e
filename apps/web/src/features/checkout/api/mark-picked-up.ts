import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { apiFetch } from '@/lib/api-client';
import { useInvoiceChange } from './use-invoice-change';

/** The buyer of a "paid, picking up later" invoice took the items (POST /api/invoices/:invoiceId/picked-up). */
export const markPickedUp = (invoiceId: string) =>
  apiFetch<Invoice>(`/api/invoices/${invoiceId}/picked-up`, { method: 'POST' });

export const useMarkPickedUp = (projectId: string, invoiceId: string) =>
  useInvoiceChange(projectId, invoiceId, () => markPickedUp(invoiceId));
