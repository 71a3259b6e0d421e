import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES, PHOTO_TYPES } from '@tagwise/core/values/item-images';
import { apiFetch, failureMessage } from '@/lib/api-client';
import { itemQueryOptions } from './get-item';
import { ITEM_LISTS_KEY } from './get-items';
import { countOf } from '@tagwise/core/values/plural';

export const uploadItemImage = ({ itemId, file }: { itemId: string; file: File }) =>
  apiFetch<ItemImage>(`/api/items/${itemId}/images`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: file,
  });

/** Why a set of files cannot be uploaded, or null when all can (checked before anything is sent). */
export function refuseFiles(files: File[]): string | null {
  if (files.some((f) => !(PHOTO_TYPES as readonly string[]).includes(f.type))) return PHOTO_MESSAGES.wrongType;
  if (files.some((f) => f.size > PHOTO_MAX_BYTES)) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/**
 * Uploads photos one after another (a phone's connection copes better than with several at once) and
 * reports progress. If any file is refused, nothing is uploaded: the spec's rule for picked files.
 */
export function useUploadItemImages(itemId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const mutation = useMutation({
    mutationFn: async (files: File[]) => {
      const refused = refuseFiles(files);
      if (refused) throw new Error(refused);
      setProgress({ done: 0, total: files.length });
      for (const [index, file] of files.entries()) {
        await uploadItemImage({ itemId, file });
        setProgress({ done: index + 1, total: files.length });
      }
      return files.length;
    },
    onSuccess: (count) => toast.success(`Successfully uploaded ${countOf(count, 'image')}`),
    onError: (error) =>
      toast.error(
        error instanceof Error && Object.values(PHOTO_MESSAGES).includes(error.message as never)
          ? error.message
          : failureMessage(error, PHOTO_MESSAGES.uploadFailed),
      ),
    onSettled: async () => {
      setProgress(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: itemQueryOptions(itemId).queryKey }),
        queryClient.invalidateQueries({ queryKey: ITEM_LISTS_KEY }),
      ]);
    },
  });
  return { ...mutation, progress };
}
