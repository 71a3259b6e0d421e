import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ItemDetail, UpdateItemInput } from '@tagwise/core/schemas/items';
import { ITEM_MESSAGES } from '@tagwise/core/values/items';
import { apiFetch } from '@/lib/api-client';
import { ITEM_LISTS_KEY } from './get-items';
import { itemQueryOptions } from './get-item';

export const updateItem = ({ itemId, input }: { itemId: string; input: UpdateItemInput }) =>
  apiFetch<ItemDetail>(`/api/items/${itemId}`, { method: 'PATCH', json: input });

/** What an edit shows until the server answers: the fields as sent; a tag price sent by hand sticks. */
function shownFor(input: UpdateItemInput): Partial<ItemDetail> {
  const { tagPrice, resetTagPriceToRule: _reset, retailFromCategoryMedian: _median, ...fields } = input;
  return {
    ...(fields as Partial<ItemDetail>),
    ...(tagPrice !== undefined ? { tagPrice, tagPriceSource: 'manual' as const } : {}),
  };
}

async function showEdit(queryClient: QueryClient, itemId: string, shown: Partial<ItemDetail>) {
  const { queryKey } = itemQueryOptions(itemId);
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData<ItemDetail>(queryKey);
  if (previous) queryClient.setQueryData<ItemDetail>(queryKey, { ...previous, ...shown });
  return { previous };
}

function rememberSaved(queryClient: QueryClient, saved: ItemDetail) {
  queryClient.setQueryData(itemQueryOptions(saved.id).queryKey, saved);
  void queryClient.invalidateQueries({ queryKey: ITEM_LISTS_KEY });
  void queryClient.invalidateQueries({ queryKey: ['projects'], exact: true });
}

function rollBack(queryClient: QueryClient, itemId: string, previous: ItemDetail | undefined) {
  if (previous) queryClient.setQueryData(itemQueryOptions(itemId).queryKey, previous);
}

/** Shows the edit at once, rolls back with the spec's message if the server refuses. */
export function useUpdateItem(itemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateItemInput) => updateItem({ itemId, input }),
    onMutate: (input) => showEdit(queryClient, itemId, shownFor(input)),
    onSuccess: (saved) => rememberSaved(queryClient, saved),
    onError: (_error, _input, context) => {
      rollBack(queryClient, itemId, context?.previous);
      toast.error(ITEM_MESSAGES.updateFailed);
    },
  });
}

/**
 * Saves any of many items (the review screen, which moves on before the answer comes): the same cache
 * handling, with `shown` for what the edit will look like when the server works part of it out (a median
 * price). The caller says what failed, since it knows which of the items it was.
 */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, input }: { itemId: string; input: UpdateItemInput; shown?: Partial<ItemDetail> }) =>
      updateItem({ itemId, input }),
    onMutate: ({ itemId, input, shown }) => showEdit(queryClient, itemId, { ...shownFor(input), ...shown }),
    onSuccess: (saved) => rememberSaved(queryClient, saved),
    onError: (_error, { itemId }, context) => rollBack(queryClient, itemId, context?.previous),
  });
}
