import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ESTATESALES_MESSAGES } from '@tagwise/core/schemas/integrations';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { estateSalesSettingsQueryOptions } from './get-estatesales-settings';

export const deleteEstateSalesSettings = () => apiFetch<void>('/api/integrations/estatesales', { method: 'DELETE' });

export function useDeleteEstateSalesSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEstateSalesSettings,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: estateSalesSettingsQueryOptions().queryKey });
      toast.success(ESTATESALES_MESSAGES.removed);
    },
    onError: (error) => toast.error(failureMessage(error, 'Failed to disconnect. Please try again.')),
  });
}
