import type { ClaimResult } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';

/** Links a plan paid before sign-up to the signed-in workspace (the spec's claim_pending_subscription). */
export const claimCheckout = (sessionId: string) =>
  apiFetch<ClaimResult>('/api/billing/claim', { method: 'POST', json: { sessionId } });
