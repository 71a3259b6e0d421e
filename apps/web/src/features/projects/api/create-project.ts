import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectInput, Project } from '@tagwise/core/schemas/projects';
import { apiFetch } from '@/lib/api-client';
import { projectsQueryOptions } from './get-projects';

export const createProject = (input: CreateProjectInput) =>
  apiFetch<Project>('/api/projects', { method: 'POST', json: input });

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectsQueryOptions().queryKey }),
  });
}
