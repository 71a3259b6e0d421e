import type { CompleteInvoiceRequest, CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';
import { apiFetch } from '@/lib/api-client';

/**
 * Completes a sale: POST /api/projects/:projectId/invoices with the invoice the device made (its own id,
 * so a retry answers the stored invoice). Every checkout completion goes through here, so the offline
 * checkout can wrap this one function (keep the sale on the device while there is no connection, and send
 * it with `offline: true` later). Refusals arrive as AppError: 400 with core's message, 409 for an item
 * sold or held elsewhere, a changed price or a changed tax rate.
 */
export const completeSale = (projectId: string, request: CompleteInvoiceRequest): Promise<CompleteInvoiceResult> =>
  apiFetch<CompleteInvoiceResult>(`/api/projects/${projectId}/invoices`, { method: 'POST', json: request });
