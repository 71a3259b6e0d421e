import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { Project, ProjectList } from '@tagwise/core/schemas/projects';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { apiFetch } from '@/lib/api-client';
import { projectsQueryOptions } from './get-projects';

export const moveProject = ({ projectId, folderId }: { projectId: string; folderId: string | null }) =>
  apiFetch<Project>(`/api/projects/${projectId}/folder`, { method: 'PUT', json: { folderId } });

/** Moves at once on screen; puts the project back where it was if the server refuses. */
export function useMoveProject() {
  const queryClient = useQueryClient();
  const { queryKey } = projectsQueryOptions();
  return useMutation({
    mutationFn: moveProject,
    onMutate: async ({ projectId, folderId }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ProjectList>(queryKey);
      queryClient.setQueryData<ProjectList>(queryKey, (data) =>
        data ? { projects: data.projects.map((p) => (p.id === projectId ? { ...p, folderId } : p)) } : data,
      );
      return { previous };
    },
    // Toasts live here, not in mutate() callbacks: the card moves to another section and remounts,
    // and callbacks passed to mutate() are dropped when their component unmounts.
    onSuccess: (_project, { folderId }) =>
      toast.success(folderId ? PROJECT_MESSAGES.movedToFolder : PROJECT_MESSAGES.removedFromFolder),
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.error(PROJECT_MESSAGES.moveFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
