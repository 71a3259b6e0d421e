import type { SyncResult } from '@tagwise/core/schemas/billing';
import { apiFetch } from '@/lib/api-client';

/** The spec's manual subscription sync: a plan paid with this account's verified e-mail is claimed. */
export const syncSubscription = () => apiFetch<SyncResult>('/api/billing/sync', { method: 'POST' });
