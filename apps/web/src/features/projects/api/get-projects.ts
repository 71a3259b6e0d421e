import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList } from '@tagwise/core/schemas/projects';
import { apiFetch } from '@/lib/api-client';

export const getProjects = () => apiFetch<ProjectList>('/api/projects');

export const projectsQueryOptions = () => queryOptions({ queryKey: ['projects'], queryFn: getProjects });

export const useProjects = () => useQuery(projectsQueryOptions());
