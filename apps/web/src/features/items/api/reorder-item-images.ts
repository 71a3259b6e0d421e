import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import { PHOTO_MESSAGES } from '@tagwise/core/values/item-images';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { apiFetch } from '@/lib/api-client';
import { itemQueryOptions } from './get-item';
import { ITEM_LISTS_KEY } from './get-items';

export const reorderItemImages = ({ itemId, imageIds }: { itemId: string; imageIds: string[] }) =>
  apiFetch<ItemImage[]>(`/api/items/${itemId}/images/order`, { method: 'PUT', json: { imageIds } });

/** Shows the new order at once (the first photo is the main one); rolls back if saving fails. */
export function useReorderItemImages(itemId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = itemQueryOptions(itemId);
  return useMutation({
    mutationFn: (imageIds: string[]) => reorderItemImages({ itemId, imageIds }),
    onMutate: async (imageIds) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ItemDetail>(queryKey);
      if (previous) {
        const byId = new Map(previous.images.map((i) => [i.id, i]));
        const images = imageIds.map((id) => byId.get(id)).filter((i): i is ItemImage => i !== undefined);
        queryClient.setQueryData<ItemDetail>(queryKey, { ...previous, images, thumbUrl: images[0]?.thumbUrl ?? null });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.error(PHOTO_MESSAGES.orderFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ITEM_LISTS_KEY }),
  });
}
