import { useCallback } from 'react';
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ItemDetail, ItemPage } from '@tagwise/core/schemas/items';
import { itemQueryOptions } from './get-item';
import { ITEM_LISTS_KEY, itemsQueryOptions } from './get-items';

/**
 * After an item was added: the other lists (the inventory, filtered views), the counts under the lists'
 * key and the project list's counts and totals catch up from the server.
 */
export const refreshAfterItemAdded = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ITEM_LISTS_KEY }),
    queryClient.invalidateQueries({ queryKey: ['projects'], exact: true }),
  ]);

/**
 * An item made elsewhere (an AI analysis) goes straight into the caches: its page opens without a
 * request, and it tops its project's plain list at once, as a hand-added item does; the rest refreshes.
 */
export function useInsertCreatedItem() {
  const queryClient = useQueryClient();
  return useCallback(
    async (item: ItemDetail) => {
      queryClient.setQueryData(itemQueryOptions(item.id).queryKey, item);
      const { priceHistory: _history, images: _images, ...row } = item;
      queryClient.setQueryData<InfiniteData<ItemPage, string | null>>(
        itemsQueryOptions({ projectId: item.projectId }).queryKey,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p, i) =>
              i === 0 ? { ...p, items: [row, ...p.items.filter((x) => x.id !== item.id)] } : p,
            ),
          },
      );
      await refreshAfterItemAdded(queryClient);
    },
    [queryClient],
  );
}
