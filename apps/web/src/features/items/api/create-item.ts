import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { CreateItemInput, Item, ItemPage } from '@tagwise/core/schemas/items';
import { ITEM_MESSAGES } from '@tagwise/core/values/items';
import { apiFetch } from '@/lib/api-client';
import { itemsQueryOptions } from './get-items';
import { refreshAfterItemAdded } from './insert-created-item';

export const createItem = (input: CreateItemInput) => apiFetch<Item>('/api/items', { method: 'POST', json: input });

type Pages = InfiniteData<ItemPage, string | null>;

/**
 * The spec's optimistic add: the item shows at once under a temporary id, is replaced by the saved row,
 * and disappears again (with the spec's message) if saving fails. The temporary row goes into the
 * project's plain list (newest first, no search); filtered lists catch up when they refresh.
 */
export function useCreateItem(projectId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = itemsQueryOptions({ projectId });
  return useMutation({
    mutationFn: createItem,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const tempId = `temp-${crypto.randomUUID()}`;
      const now = new Date().toISOString();
      const temp: Item = {
        id: tempId,
        projectId,
        tagCode: '······',
        name: input.name.trim(),
        description: input.description ?? null,
        category: input.category,
        condition: input.condition ?? 'Good',
        retailCents: input.retailCents ?? null,
        tagPrice: input.tagPrice ?? null,
        tagPriceSource: input.tagPrice == null ? 'rule' : 'manual',
        priceBreakdown: null,
        brand: input.brand ?? null,
        model: input.model ?? null,
        dimensions: null,
        materials: null,
        notes: input.notes ?? null,
        status: input.status ?? 'available',
        soldPrice: null,
        soldAt: null,
        // Without a retail or tag price the item has none, and waits for review (the server says the same).
        needsReview: input.tagPrice == null && input.retailCents == null,
        thumbUrl: null,
        keyAttributes: input.keyAttributes ?? [],
        researchSources: [],
        createdAt: now,
        updatedAt: now,
      };
      queryClient.setQueryData<Pages>(queryKey, (data) =>
        data ? { ...data, pages: data.pages.map((p, i) => (i === 0 ? { ...p, items: [temp, ...p.items] } : p)) } : data,
      );
      return { tempId };
    },
    onSuccess: (saved, _input, context) => {
      queryClient.setQueryData<Pages>(queryKey, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                items: p.items.map((i) => (i.id === context.tempId ? saved : i)),
              })),
            }
          : data,
      );
    },
    onError: (_error, _input, context) => {
      if (context) {
        queryClient.setQueryData<Pages>(queryKey, (data) =>
          data
            ? {
                ...data,
                pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== context.tempId) })),
              }
            : data,
        );
      }
      toast.error(ITEM_MESSAGES.addFailed);
    },
    onSettled: () => refreshAfterItemAdded(queryClient),
  });
}
