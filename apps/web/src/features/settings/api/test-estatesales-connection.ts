import { useMutation } from '@tanstack/react-query';
import type { EstateSalesTestInput } from '@tagwise/core/schemas/integrations';
import { apiFetch } from '@/lib/api-client';

export const testEstateSalesConnection = (input: EstateSalesTestInput) =>
  apiFetch<{ ok: true }>('/api/integrations/estatesales/test', { method: 'POST', json: input });

/** The outcome is shown next to the form (not as a toast): it is what the person is waiting to read. */
export const useTestEstateSalesConnection = () => useMutation({ mutationFn: testEstateSalesConnection });
