import { useMutation } from '@tanstack/react-query';
import type { ReceiptEmailResult } from '@tagwise/core/sale-day/receipt-schemas';
import { apiFetch } from '@/lib/api-client';
import { deviceZone } from '../lib/cart';

/** E-mails an invoice's receipt to the customer (POST /api/invoices/:invoiceId/receipt-email). */
export const sendReceiptEmail = (invoiceId: string, email: string) =>
  apiFetch<ReceiptEmailResult>(`/api/invoices/${invoiceId}/receipt-email`, {
    method: 'POST',
    json: { email, timeZone: deviceZone() },
  });

export const useSendReceiptEmail = (invoiceId: string) =>
  useMutation({ mutationFn: (email: string) => sendReceiptEmail(invoiceId, email) });
