import type { CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import { apiFetch } from '@/lib/api-client';

/**
 * A code the device's catalog does not hold (GET /api/projects/:projectId/checkout/lookup?code=): the item
 * if it was added since the catalog was read; otherwise an AppError with the server's words: 409 "This tag
 * belongs to another sale", 404 for a code no sale of this workspace has.
 */
export const lookupTag = (projectId: string, code: string) =>
  apiFetch<CheckoutItem>(`/api/projects/${projectId}/checkout/lookup?code=${encodeURIComponent(code)}`);
