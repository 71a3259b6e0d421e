import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryMarkdown } from '@tagwise/core/pricing/pricing-settings';
import type { Project } from '@tagwise/core/schemas/projects';
import { apiFetch } from '@/lib/api-client';

export const setCategoryMarkdowns = ({ projectId, markdowns }: { projectId: string; markdowns: CategoryMarkdown[] }) =>
  apiFetch<Project>(`/api/projects/${projectId}/category-markdowns`, { method: 'PUT', json: { markdowns } });

export function useSetCategoryMarkdowns() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCategoryMarkdowns,
    // Item prices of the project follow the new markdowns, so its items are refetched too.
    onSuccess: (project) => queryClient.invalidateQueries({ queryKey: ['projects'] }).then(() => project),
  });
}
