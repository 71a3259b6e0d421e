import { useCallback, useReducer, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { ANALYSIS_MESSAGES } from '@tagwise/core/schemas/analysis';
import { ENHANCEMENT_MESSAGES } from '@tagwise/core/values/enhancements';
import { analyzeItem } from '../api/analyze-item';
import { discardUploads } from '../api/delete-upload';
import { uploadPhoto } from '../api/upload-photo';
import { announceCreditsExhausted } from '@/lib/credits-exhausted';
import { analysisFailure } from '../lib/analysis-error';
import { batchProgress, batchReducer, EMPTY_BATCH, type BatchEntry } from '../lib/batch-run';
import { resizePhoto } from '../lib/resize-photo';

/** Two at a time: one photo uploads while the other is analysed, without crowding a phone's connection. */
const CONCURRENCY = 2;

/**
 * Multiple Items: one analysis per photo. Failures are listed and the run goes on; running out of
 * credits stops it (nothing new starts), opens the purchase-credits modal and says why. Retry runs the
 * failed and stopped photos again, reusing what was already uploaded. With `enhance`, each item's photo
 * also gets a studio version; one that could not be made is noted on its row.
 */
export function useBatchAnalysis({
  projectId,
  onSaved,
}: {
  projectId: string | undefined;
  onSaved: (item: ItemDetail) => void | Promise<void>;
}) {
  const [state, dispatch] = useReducer(batchReducer, EMPTY_BATCH);
  const files = useRef(new Map<string, File>());
  const uploads = useRef(new Map<string, string>());
  const halted = useRef(false);
  // Whether this run asks for studio photos: set at its start, kept for its retries.
  const [enhance, setEnhance] = useState(false);
  const enhancing = useRef(false);
  const keptOriginal = useRef(0);

  const processOne = useCallback(
    async (key: string, project: string): Promise<boolean> => {
      const update = (patch: Partial<BatchEntry>) => dispatch({ type: 'update', key, patch });
      try {
        update({ status: 'uploading', startedAt: performance.now() });
        let uploadId = uploads.current.get(key);
        if (!uploadId) {
          uploadId = (await uploadPhoto(await resizePhoto(files.current.get(key)!))).id;
          uploads.current.set(key, uploadId);
          update({ uploadId });
        }
        update({ status: 'analyzing' });
        const result = await analyzeItem({ projectId: project, uploadIds: [uploadId], enhance: enhancing.current });
        // The upload now belongs to the item: it must not be discarded with the failed ones.
        uploads.current.delete(key);
        update({ status: 'saving' });
        await onSaved(result.item);
        update({ status: 'done', itemId: result.item.id, note: result.enhancementMessage });
        if (result.enhancementMessage) keptOriginal.current++;
        return true;
      } catch (cause) {
        const failure = analysisFailure(cause);
        if (failure.outOfCredits && !halted.current) {
          halted.current = true;
          dispatch({ type: 'halt' });
          announceCreditsExhausted();
          toast.error(failure.message);
        }
        update({ status: 'failed', message: failure.message });
        return false;
      }
    },
    [onSaved],
  );

  const runQueue = useCallback(
    async (keys: string[]) => {
      if (!projectId) return;
      halted.current = false;
      keptOriginal.current = 0;
      const queue = [...keys];
      let succeeded = 0;
      const worker = async () => {
        while (queue.length && !halted.current) {
          if (await processOne(queue.shift()!, projectId)) succeeded++;
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (succeeded > 0) toast.success(ANALYSIS_MESSAGES.analyzedMany(succeeded));
      if (keptOriginal.current > 0) toast.info(ENHANCEMENT_MESSAGES.keptOriginalMany(keptOriginal.current));
    },
    [projectId, processOne],
  );

  const start = useCallback(
    (photos: { key: string; file: File }[], options: { enhance: boolean } = { enhance: false }) => {
      enhancing.current = options.enhance;
      setEnhance(options.enhance);
      files.current = new Map(photos.map((p) => [p.key, p.file]));
      uploads.current.clear();
      dispatch({ type: 'start', entries: photos.map((p) => ({ key: p.key, name: p.file.name })) });
      void runQueue(photos.map((p) => p.key));
    },
    [runQueue],
  );

  const retry = useCallback(() => {
    const keys = state.entries.filter((e) => e.status === 'failed' || e.status === 'stopped').map((e) => e.key);
    dispatch({ type: 'retry' });
    void runQueue(keys);
  }, [state.entries, runQueue]);

  /** Closing the finished run: photos that were uploaded but never became items are removed. */
  const dismiss = useCallback(() => {
    void discardUploads([...uploads.current.values()]);
    uploads.current.clear();
    files.current.clear();
    dispatch({ type: 'reset' });
  }, []);

  return { state, progress: batchProgress(state), enhancing: enhance, start, retry, dismiss };
}
