import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ListingResult } from '@tagwise/core/schemas/estatesales-listing';
import type { Project } from '@tagwise/core/schemas/projects';

/**
 * The three listing actions share their cache handling: the project takes the answer, and is read again
 * after a failure too, since the server stored what the site said (the listing's last error, its help link).
 */
export function useListingMutation(post: (projectId: string) => Promise<ListingResult>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (projectId: string) => (await post(projectId)).data,
    // Toasts live here, not in the panel: a publish can outlast the page it was started from.
    onSuccess: (project: Project) => {
      queryClient.setQueryData(['projects', project.id], project);
      toast.success(done);
    },
    onError: (error) => toast.error(error.message),
    onSettled: (_data, _error, projectId) => queryClient.invalidateQueries({ queryKey: ['projects', projectId] }),
  });
}
