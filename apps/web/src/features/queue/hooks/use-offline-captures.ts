import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ManualInfo } from '@tagwise/core/schemas/analysis';
import type { BatchList, BatchMode } from '@tagwise/core/schemas/batches';
import { countOf } from '@tagwise/core/values/plural';
import { failureMessage } from '@/lib/api-client';
import { queueKeys } from '../api/queue-keys';
import { listCaptures, saveCapture, subscribeCaptures, type OfflineCapture } from '../lib/offline-captures';
import { syncOfflineCaptures } from '../lib/offline-sync';
import { rememberAddedJob, rememberBatch } from '../lib/queue-cache';

// Loaded when there is something to say: the signed-in pages' first render does without the toasts' code.
const toast = (kind: 'success' | 'info' | 'error', message: string) =>
  void import('sonner').then(({ toast }) => toast[kind](message));

export const OFFLINE_CAPTURE_MESSAGES = {
  saved: (items: number) =>
    `No connection: ${countOf(items, 'item')} kept on this device. ${items === 1 ? 'It uploads' : 'They upload'} and ${items === 1 ? 'is' : 'are'} analysed when you are back online.`,
  uploading: (items: number) => `Back online: uploading ${countOf(items, 'item')} taken offline for analysis.`,
  failed: 'Items taken offline could not be uploaded yet',
} as const;

/** This person's items waiting on this device (taken offline), as they are kept; [] until read. */
export function useOfflineCaptures(userId: string | undefined) {
  const [captures, setCaptures] = useState<OfflineCapture[]>([]);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    const read = () =>
      void listCaptures(userId)
        .then((list) => current && setCaptures(list))
        .catch(() => undefined);
    read();
    const stop = subscribeCaptures(read);
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  return captures;
}

/** An item taken offline: its resized photos, what the person typed about it, Analyze or Upload only. */
export interface OfflineItem {
  photos: readonly File[];
  manualInfo?: ManualInfo | undefined;
  mode?: BatchMode;
}

/** Keeps items taken offline for a project, and says so. */
export function useSaveOfflineCaptures(userId: string | undefined) {
  return useCallback(
    async (projectId: string, items: readonly OfflineItem[]) => {
      if (!userId) return;
      for (const { photos, manualInfo, mode } of items) {
        await saveCapture({ userId, projectId, photos, manualInfo: manualInfo ?? null, ...(mode && { mode }) });
      }
      toast('success', OFFLINE_CAPTURE_MESSAGES.saved(items.length));
    },
    [userId],
  );
}

/**
 * Mounted once in the signed-in shell: whenever the device is online (at start, and at each `online`
 * event) what was taken offline goes to the bulk queue, with a notice; its batches show in the widget.
 */
export function useOfflineSync(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const run = () =>
      void syncOfflineCaptures({
        userId,
        onBatch: (batch) => {
          // A page that loaded offline could not read the active list: the batch goes into it at once
          // (the widget follows a batch it has listed, even one that ends before the list is read again),
          // and the list is read again for the rest.
          queryClient.setQueryData<BatchList>(queueKeys.active(), (data) => data ?? { batches: [], nextCursor: null });
          rememberBatch(queryClient, batch);
          void queryClient.invalidateQueries({ queryKey: queueKeys.active() });
        },
        onSent: ({ batch, job }) => {
          rememberBatch(queryClient, batch);
          rememberAddedJob(queryClient, job);
        },
        onStarted: (count) => toast('info', OFFLINE_CAPTURE_MESSAGES.uploading(count)),
      }).catch((error: unknown) => toast('error', failureMessage(error, OFFLINE_CAPTURE_MESSAGES.failed)));
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [userId, queryClient]);
}
