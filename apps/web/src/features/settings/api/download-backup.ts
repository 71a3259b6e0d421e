import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The whole workspace as one zip (see the server's modules/backup), handed to the browser as a download. */
export async function downloadBackup() {
  const { blob, filename, headers } = await apiDownload('/api/backup');
  const name = filename ?? `tagwise-backup-${new Date().toISOString().slice(0, 10)}.zip`;
  saveFile(blob, name);
  return {
    filename: name,
    bytes: blob.size,
    items: Number(headers.get('x-backup-items') ?? 0),
    photos: Number(headers.get('x-backup-photos') ?? 0),
  };
}

export const useDownloadBackup = () => useMutation({ mutationFn: downloadBackup });
