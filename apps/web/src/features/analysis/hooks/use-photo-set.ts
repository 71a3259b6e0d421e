import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ANALYSIS_MESSAGES, ANALYSIS_PHOTOS_MAX } from '@tagwise/core/schemas/analysis';
import { refusedPhotos } from '../lib/accept-photos';
import { photoListReducer, type PhotoEntry } from '../lib/photo-list';
import { resizePhoto } from '../lib/resize-photo';

/**
 * The photos of the item being put together. Each photo is resized as it arrives, one at a time (a
 * phone has little memory to spare for several 12 MP decodes), so Analyze sends small files at once.
 * `notice` is the reason the last files were refused, shown in the dialog rather than in a toast that a
 * person with full hands would miss.
 */
export function usePhotoSet() {
  const [photos, dispatch] = useReducer(photoListReducer, []);
  const [notice, setNotice] = useState<string | null>(null);
  const queue = useRef(Promise.resolve());
  const live = useRef(new Set<string>());
  const urls = useRef(new Map<string, string>());

  const revoke = useCallback((key: string) => {
    const url = urls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    urls.current.delete(key);
  }, []);

  const add = useCallback((files: File[], room: number) => {
    const refused = refusedPhotos(files);
    if (refused.length) return setNotice(ANALYSIS_MESSAGES.unsupportedTypes(refused));
    const taken = files.slice(0, Math.max(0, room));
    setNotice(taken.length < files.length ? `At most ${ANALYSIS_PHOTOS_MAX} photos per item` : null);
    const entries = taken.map((file) => ({
      key: crypto.randomUUID(),
      name: file.name,
      status: 'processing' as const,
    }));
    dispatch({ type: 'add', entries });
    for (const [index, entry] of entries.entries()) {
      live.current.add(entry.key);
      queue.current = queue.current.then(async () => {
        if (!live.current.has(entry.key)) return;
        try {
          const file = await resizePhoto(taken[index]!);
          // Removed while it was being resized: nothing to show.
          if (!live.current.has(entry.key)) return;
          const previewUrl = URL.createObjectURL(file);
          urls.current.set(entry.key, previewUrl);
          dispatch({ type: 'processed', key: entry.key, file, previewUrl });
        } catch (error) {
          live.current.delete(entry.key);
          dispatch({ type: 'remove', key: entry.key });
          setNotice(error instanceof Error ? error.message : ANALYSIS_MESSAGES.processFailed);
        }
      });
    }
  }, []);

  const remove = useCallback(
    (key: string) => {
      live.current.delete(key);
      revoke(key);
      dispatch({ type: 'remove', key });
    },
    [revoke],
  );

  const clear = useCallback(() => {
    for (const key of urls.current.keys()) revoke(key);
    live.current.clear();
    setNotice(null);
    dispatch({ type: 'clear' });
  }, [revoke]);

  useEffect(() => {
    const created = urls.current;
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  return {
    photos,
    notice,
    setNotice,
    ready: photos.length > 0 && photos.every((p) => p.status === 'ready'),
    add: (files: File[]) => add(files, ANALYSIS_PHOTOS_MAX - photos.length),
    remove,
    move: (key: string, to: number) => dispatch({ type: 'move', key, to }),
    markUploaded: (key: string, uploadId: string) => dispatch({ type: 'uploaded', key, uploadId }),
    clear,
  };
}

export type PhotoSet = ReturnType<typeof usePhotoSet>;
export type { PhotoEntry };
