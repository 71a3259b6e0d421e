import type { ReceiptSize } from '@tagwise/core/sale-day/receipt-schemas';
import { deviceZone } from './cart';

/** The address of an invoice's receipt PDF (the device's zone for a sale without one of its own). */
export const receiptPdfUrl = (invoiceId: string, size: ReceiptSize) =>
  `/api/invoices/${invoiceId}/receipt.pdf?size=${size}&timeZone=${encodeURIComponent(deviceZone())}`;
