import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import type { PaymentMethod } from '@tagwise/core/sale-day/messages';
import { apiFetch } from '@/lib/api-client';
import { useInvoiceChange } from './use-invoice-change';

export interface RefundLineVariables {
  lineId: string;
  reason: string;
  /** How the money went back; needed when the invoice was paid by more than one method. */
  refundMethod?: PaymentMethod;
}

/** Refunds one line (the admin's; POST /api/invoices/:invoiceId/lines/:lineId/refund): its item is on sale again. */
export const refundLine = (invoiceId: string, { lineId, reason, refundMethod }: RefundLineVariables) =>
  apiFetch<Invoice>(`/api/invoices/${invoiceId}/lines/${lineId}/refund`, {
    method: 'POST',
    json: { reason, ...(refundMethod ? { refundMethod } : {}) },
  });

export const useRefundLine = (projectId: string, invoiceId: string) =>
  useInvoiceChange(projectId, invoiceId, (variables: RefundLineVariables) => refundLine(invoiceId, variables));
