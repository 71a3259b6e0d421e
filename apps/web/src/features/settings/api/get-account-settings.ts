import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSettings } from '@tagwise/core/schemas/account-settings';
import { apiFetch } from '@/lib/api-client';

export const getAccountSettings = () => apiFetch<AccountSettings>('/api/settings/account');

export const accountSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'account'], queryFn: getAccountSettings, staleTime: 60_000 });

export const useAccountSettings = () => useQuery(accountSettingsQueryOptions());
