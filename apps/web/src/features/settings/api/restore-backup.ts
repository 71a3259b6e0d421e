import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestoreResult } from '@tagwise/core/schemas/backup';
import { apiUpload } from '@/lib/api-client';

/**
 * Sends a backup zip as the raw request body (the server streams it to disk and checks all of it before
 * writing anything). onProgress reports the upload; the restore itself runs after the last byte is sent.
 */
export const restoreBackup = (file: File, onProgress?: (fraction: number) => void) =>
  apiUpload<RestoreResult>('/api/backup/restore', file, { onProgress });

/** A restore fills the whole workspace: every list, count and setting is read again. */
export function useRestoreBackup(onProgress?: (fraction: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => restoreBackup(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
