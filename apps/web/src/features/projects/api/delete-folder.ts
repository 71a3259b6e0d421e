import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { foldersQueryOptions } from './get-folders';
import { projectsQueryOptions } from './get-projects';

export const deleteFolder = (folderId: string) => apiFetch<void>(`/api/folders/${folderId}`, { method: 'DELETE' });

export function useDeleteFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    // Its projects move out of it on the server, so both lists change.
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: foldersQueryOptions().queryKey });
      await queryClient.invalidateQueries({ queryKey: projectsQueryOptions().queryKey });
    },
  });
}
