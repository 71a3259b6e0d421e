import { AppError } from '@tagwise/core/errors';
import type { CompleteInvoiceRequest, CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';
import { failureMessage } from '@/lib/api-client';
import { listKeptSales, markSynced, noteFailure, type SyncedSale } from './kept-sales';

// Sends the sales kept on this device (kept-sales.ts), oldest first, each with its own invoice id (a sale
// the server already has answers its stored invoice). Taken (200/201): it leaves the outbox with its invoice
// number. Refused (4xx): it stays, with the server's message, for the admin to see; the others still go.
// No answer, or a server fault: it stays and the run stops, to be tried again later.

export type SendSale = (projectId: string, request: CompleteInvoiceRequest) => Promise<CompleteInvoiceResult>;

export interface SyncOutcome {
  synced: SyncedSale[];
  refused: number;
  /** Something could not be sent now (no connection, a server fault): try again later. */
  retryLater: boolean;
  /** What the last failure said (a refusal's message, or that there was no answer). */
  lastError: string | null;
}

export const SYNC_MESSAGES = {
  notSent: 'Not sent yet: no answer from the server. It is sent again when the connection allows.',
} as const;

/** Whether the server turned the sale down (kept, shown), rather than failing to answer (sent again later). */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  const status: number = error.status;
  // A lapsed session, a timeout or too many requests at once say nothing against the sale itself.
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

let running: Promise<SyncOutcome> | null = null;

async function syncOnce(userId: string, send: SendSale, now: () => Date): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { synced: [], refused: 0, retryLater: false, lastError: null };
  for (const sale of await listKeptSales(userId)) {
    try {
      const result = await send(sale.projectId, sale.request);
      outcome.synced.push(await markSynced(sale, result, now()));
    } catch (error) {
      const refused = isRefusal(error);
      outcome.lastError = failureMessage(error, SYNC_MESSAGES.notSent);
      await noteFailure(sale.id, { message: outcome.lastError, refused }, now());
      if (!refused) {
        outcome.retryLater = true;
        break;
      }
      outcome.refused++;
    }
  }
  return outcome;
}

/**
 * One sync of a person's kept sales; a call while one runs shares it. Tabs of this browser take turns (Web
 * Locks), so two never send the same sale at once.
 */
export function syncKeptSales({
  userId,
  send,
  now = () => new Date(),
}: {
  userId: string;
  send: SendSale;
  now?: () => Date;
}): Promise<SyncOutcome> {
  running ??= (async () => {
    try {
      if (typeof navigator !== 'undefined' && navigator.locks) {
        return await navigator.locks.request('tagwise-checkout-sync', () => syncOnce(userId, send, now));
      }
      return await syncOnce(userId, send, now);
    } finally {
      running = null;
    }
  })();
  return running;
}

/** Waits before the next try after a run that could not send: 15 s, doubling, at most 5 minutes. */
export const retryDelayMs = (failedRuns: number) => Math.min(15_000 * 2 ** Math.max(0, failedRuns - 1), 300_000);
