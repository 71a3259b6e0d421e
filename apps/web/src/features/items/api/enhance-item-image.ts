import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { EnhanceResult } from '@tagwise/core/schemas/enhancements';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { ENHANCEMENT_MESSAGES } from '@tagwise/core/values/enhancements';
import { aiOperationFailure } from '@/lib/ai-failure';
import { apiFetch } from '@/lib/api-client';
import { announceCreditsExhausted } from '@/lib/credits-exhausted';
import { itemQueryOptions } from './get-item';
import { ITEM_LISTS_KEY } from './get-items';
import { withImage } from './replace-cached-image';

export const enhanceItemImage = ({ itemId, imageId }: { itemId: string; imageId: string }) =>
  apiFetch<EnhanceResult>(`/api/items/${itemId}/images/${imageId}/enhance`, { method: 'POST' });

/**
 * Makes a studio version of one photo (several seconds) and shows it. A photo without one clear item
 * keeps its original and says so; a failure says why, and running out of credits opens the
 * purchase-credits dialog. `onCreditsChanged` lets the page's owner refresh the credits meter.
 */
export function useEnhanceItemImage(itemId: string, { onCreditsChanged }: { onCreditsChanged?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { queryKey } = itemQueryOptions(itemId);
  return useMutation({
    mutationFn: (imageId: string) => enhanceItemImage({ itemId, imageId }),
    onSuccess: (result) => {
      queryClient.setQueryData<ItemDetail>(queryKey, (item) => item && withImage(item, result.image));
      if (result.enhanced) toast.success(ENHANCEMENT_MESSAGES.done);
      else toast.info(result.message ?? ENHANCEMENT_MESSAGES.noItem);
    },
    onError: (error) => {
      const failure = aiOperationFailure(error, {
        network: ENHANCEMENT_MESSAGES.network,
        fallback: ENHANCEMENT_MESSAGES.failed,
      });
      if (failure.outOfCredits) announceCreditsExhausted();
      toast.error(failure.message);
    },
    onSettled: () => {
      onCreditsChanged?.();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: ITEM_LISTS_KEY }),
      ]);
    },
  });
}
