import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  getBatchUploads,
  hasPendingUploads,
  startBatchUploads,
  subscribeUploads,
  type BatchUploadItem,
} from '../lib/batch-uploader';
import { rememberAddedJob, rememberBatch } from '../lib/queue-cache';

/** This device's uploads of a batch, as they move (the progress dialog's rows and its "Uploading" line). */
export function useBatchUploads(batchId: string) {
  return useSyncExternalStore(
    subscribeUploads,
    () => getBatchUploads(batchId),
    () => getBatchUploads(batchId),
  );
}

/**
 * Hands a new batch's items to the uploader; each answer (the job and the batch's counts) goes into the
 * query cache at once, so the dialog counts a photo as received before any event says so. `prepare` makes
 * a photo ready to send (the photo-to-item flow's resize, passed in by the app).
 */
export function useStartBatchUploads() {
  const queryClient = useQueryClient();
  return useCallback(
    (batchId: string, items: readonly BatchUploadItem[], prepare: (file: File) => Promise<File>) =>
      startBatchUploads(batchId, items, {
        prepare,
        onSent: ({ batch, job }) => {
          rememberBatch(queryClient, batch);
          rememberAddedJob(queryClient, job);
        },
      }),
    [queryClient],
  );
}

/** Whether any photo of this device's batches is still on its way (leaving the page would stop it). */
export function usePendingUploads() {
  return useSyncExternalStore(subscribeUploads, hasPendingUploads, () => false);
}
