import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { AppError } from '@tagwise/core/errors';
import type { ProjectList } from '@tagwise/core/schemas/projects';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { apiFetch } from '@/lib/api-client';
import { projectsQueryOptions } from './get-projects';

export const deleteProject = (projectId: string) => apiFetch<void>(`/api/projects/${projectId}`, { method: 'DELETE' });

/** Removes the project from the list at once; brings it back if the server refuses. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  const { queryKey } = projectsQueryOptions();
  return useMutation({
    mutationFn: deleteProject,
    onMutate: async (projectId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ProjectList>(queryKey);
      queryClient.setQueryData<ProjectList>(queryKey, (data) =>
        data ? { projects: data.projects.filter((p) => p.id !== projectId) } : data,
      );
      return { previous };
    },
    // Toasts live here: the card is already gone (optimistic), so mutate() callbacks would be dropped.
    onSuccess: () => toast.success(PROJECT_MESSAGES.deleted),
    onError: (error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      // A refusal with a reason (published on EstateSales.NET) says it; anything else, the spec's words.
      toast.error(
        error instanceof AppError && error.code === 'CONFLICT' ? error.message : PROJECT_MESSAGES.deleteFailed,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
