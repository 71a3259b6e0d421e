import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  ESTATESALES_MESSAGES,
  type EstateSalesCredentialsInput,
  type EstateSalesSettings,
} from '@tagwise/core/schemas/integrations';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { estateSalesSettingsQueryOptions } from './get-estatesales-settings';

export const saveEstateSalesSettings = (input: EstateSalesCredentialsInput) =>
  apiFetch<EstateSalesSettings>('/api/integrations/estatesales', { method: 'PUT', json: input });

export function useSaveEstateSalesSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEstateSalesSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(estateSalesSettingsQueryOptions().queryKey, saved);
      toast.success(ESTATESALES_MESSAGES.saved);
    },
    onError: (error) => toast.error(failureMessage(error, ESTATESALES_MESSAGES.saveFailed)),
  });
}
