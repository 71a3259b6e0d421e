import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@tagwise/core/schemas/projects';
import { apiFetch } from '@/lib/api-client';

export const getProject = (projectId: string) => apiFetch<Project>(`/api/projects/${projectId}`);

export const projectQueryOptions = (projectId: string) =>
  queryOptions({ queryKey: ['projects', projectId], queryFn: () => getProject(projectId) });

export const useProject = (projectId: string) => useQuery(projectQueryOptions(projectId));
