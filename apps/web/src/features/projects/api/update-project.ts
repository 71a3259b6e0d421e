import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, UpdateProjectInput } from '@tagwise/core/schemas/projects';
import { apiFetch } from '@/lib/api-client';
import { projectsQueryOptions } from './get-projects';

export const updateProject = ({ projectId, input }: { projectId: string; input: UpdateProjectInput }) =>
  apiFetch<Project>(`/api/projects/${projectId}`, { method: 'PATCH', json: input });

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryOptions().queryKey }),
  });
}
