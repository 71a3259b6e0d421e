import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FolderList } from '@tagwise/core/schemas/projects';
import { apiFetch } from '@/lib/api-client';

export const getFolders = () => apiFetch<FolderList>('/api/folders');

export const foldersQueryOptions = () => queryOptions({ queryKey: ['folders'], queryFn: getFolders });

export const useFolders = () => useQuery(foldersQueryOptions());
