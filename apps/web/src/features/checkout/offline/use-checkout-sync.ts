import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { countOf } from '@tagwise/core/values/plural';
import { completeSale } from '../api/complete-sale';
import { startSyncRunner } from './sync-runner';

// Loaded when there is something to say: the signed-in pages' first render does without the toasts' code.
const toast = (kind: 'success' | 'error', message: string) =>
  void import('sonner').then(({ toast }) => toast[kind](message));

export const CHECKOUT_SYNC_MESSAGES = {
  synced: (refs: readonly { ref: string; invoiceNumber: number }[]) =>
    `${countOf(refs.length, 'sale')} made offline sent: ${refs.map((s) => `${s.ref} is invoice ${s.invoiceNumber}`).join(', ')}.`,
  refused: (count: number) =>
    `${countOf(count, 'sale')} made offline ${count === 1 ? 'was' : 'were'} not accepted. ${count === 1 ? 'It stays' : 'They stay'} on this device under Waiting to sync.`,
} as const;

/**
 * Mounted once in the signed-in shell: the checkout sales kept on this device go to the server whenever it
 * can take them (start, back online, Sync now, retries), and the sales' catalogs and double sales are read
 * again after.
 */
export function useCheckoutSync(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Said once per new refusal, not at every retry of the same sales.
    let refusedBefore = 0;
    return startSyncRunner({
      userId,
      send: completeSale,
      onOutcome: ({ synced, refused }) => {
        if (synced.length) {
          toast('success', CHECKOUT_SYNC_MESSAGES.synced(synced));
          for (const projectId of new Set(synced.map((s) => s.projectId))) {
            void queryClient.invalidateQueries({ queryKey: ['checkout', projectId] });
            void queryClient.invalidateQueries({ queryKey: ['sale-conflicts', projectId] });
          }
        }
        if (refused > refusedBefore) toast('error', CHECKOUT_SYNC_MESSAGES.refused(refused));
        refusedBefore = refused;
      },
    });
  }, [userId, queryClient]);
}
