import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ItemDetail, UpdateItemInput } from '@tagwise/core/schemas/items';
import { ITEM_MESSAGES } from '@tagwise/core/values/items';
import { apiFetch } from '@/lib/api-client';
import { ITEM_LISTS_KEY } from './get-items';
import { itemQueryOptions } from './get-item';

export const updateItem = ({ itemId, input }: { itemId: string; input: UpdateItemInput }) =>
  apiFetch<ItemDetail>(`/api/items/${itemId}`, { method: 'PATCH', json: input });

/** Shows the edit at once, rolls back with the spec's message if the server refuses. */
export function useUpdateItem(itemId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = itemQueryOptions(itemId);
  return useMutation({
    mutationFn: (input: UpdateItemInput) => updateItem({ itemId, input }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ItemDetail>(queryKey);
      const { tagPrice, resetTagPriceToRule: _reset, ...fields } = input;
      if (previous) {
        queryClient.setQueryData<ItemDetail>(queryKey, {
          ...previous,
          ...(fields as Partial<ItemDetail>),
          ...(tagPrice !== undefined ? { tagPrice, tagPriceSource: 'manual' } : {}),
        });
      }
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ITEM_LISTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['projects'], exact: true });
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.error(ITEM_MESSAGES.updateFailed);
    },
  });
}
