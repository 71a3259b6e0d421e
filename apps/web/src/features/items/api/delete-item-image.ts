import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { PHOTO_MESSAGES } from '@tagwise/core/values/item-images';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { itemQueryOptions } from './get-item';
import { ITEM_LISTS_KEY } from './get-items';

export const deleteItemImage = ({ itemId, imageId }: { itemId: string; imageId: string }) =>
  apiFetch<void>(`/api/items/${itemId}/images/${imageId}`, { method: 'DELETE' });

/** Removes the photo from the page at once; puts it back if the server refuses. */
export function useDeleteItemImage(itemId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = itemQueryOptions(itemId);
  return useMutation({
    mutationFn: (imageId: string) => deleteItemImage({ itemId, imageId }),
    onMutate: async (imageId) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ItemDetail>(queryKey);
      if (previous) {
        queryClient.setQueryData<ItemDetail>(queryKey, {
          ...previous,
          images: previous.images.filter((i) => i.id !== imageId),
        });
      }
      return { previous };
    },
    onSuccess: () => toast.success(PHOTO_MESSAGES.removed),
    onError: (error, _imageId, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.error(failureMessage(error, 'Failed to remove the photo. Please try again.'));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: ITEM_LISTS_KEY }),
      ]),
  });
}
