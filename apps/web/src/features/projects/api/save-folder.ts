import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Folder } from '@tagwise/core/schemas/projects';
import { apiFetch } from '@/lib/api-client';
import { foldersQueryOptions } from './get-folders';

/** Creates a folder, or renames one when folderId is given (POST /api/folders, PATCH /api/folders/:id). */
export const saveFolder = ({ folderId, name }: { folderId?: string; name: string }) =>
  apiFetch<Folder>(folderId ? `/api/folders/${folderId}` : '/api/folders', {
    method: folderId ? 'PATCH' : 'POST',
    json: { name },
  });

export function useSaveFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: foldersQueryOptions().queryKey }),
  });
}
