import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ITEM_MESSAGES } from '@tagwise/core/values/items';
import { apiFetch } from '@/lib/api-client';
import { ITEM_LISTS_KEY } from './get-items';

export const deleteItem = (itemId: string) => apiFetch<void>(`/api/items/${itemId}`, { method: 'DELETE' });

export function useDeleteItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItem,
    onSuccess: (_void, itemId) => {
      queryClient.removeQueries({ queryKey: ['items', itemId] });
      void queryClient.invalidateQueries({ queryKey: ITEM_LISTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['projects'], exact: true });
      toast.success(ITEM_MESSAGES.deleted);
    },
    onError: () => toast.error(ITEM_MESSAGES.deleteFailed),
  });
}
