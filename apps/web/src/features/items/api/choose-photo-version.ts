import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { ENHANCEMENT_MESSAGES, type PhotoVersion } from '@tagwise/core/values/enhancements';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { itemQueryOptions } from './get-item';
import { ITEM_LISTS_KEY } from './get-items';
import { showingVersion, withImage } from './replace-cached-image';

export const choosePhotoVersion = ({
  itemId,
  imageId,
  show,
}: {
  itemId: string;
  imageId: string;
  show: PhotoVersion;
}) => apiFetch<ItemImage>(`/api/items/${itemId}/images/${imageId}/version`, { method: 'PUT', json: { show } });

/** Shows the original or the studio version at once (lists follow after saving); rolls back if refused. */
export function useChoosePhotoVersion(itemId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = itemQueryOptions(itemId);
  return useMutation({
    mutationFn: ({ imageId, show }: { imageId: string; show: PhotoVersion }) =>
      choosePhotoVersion({ itemId, imageId, show }),
    onMutate: async ({ imageId, show }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<ItemDetail>(queryKey);
      const image = previous?.images.find((i) => i.id === imageId);
      if (previous && image) queryClient.setQueryData(queryKey, withImage(previous, showingVersion(image, show)));
      return { previous };
    },
    onSuccess: (image) => queryClient.setQueryData<ItemDetail>(queryKey, (item) => item && withImage(item, image)),
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      toast.error(failureMessage(error, ENHANCEMENT_MESSAGES.switchFailed));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ITEM_LISTS_KEY }),
  });
}
