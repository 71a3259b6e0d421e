import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EstateSalesSettings } from '@tagwise/core/schemas/integrations';
import { apiFetch } from '@/lib/api-client';

export const getEstateSalesSettings = () => apiFetch<EstateSalesSettings>('/api/integrations/estatesales');

export const estateSalesSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'estatesales'], queryFn: getEstateSalesSettings });

export const useEstateSalesSettings = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...estateSalesSettingsQueryOptions(), enabled });
