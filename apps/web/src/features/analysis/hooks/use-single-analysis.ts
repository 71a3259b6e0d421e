import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { ANALYSIS_MESSAGES, ANALYSIS_REDIRECT_MS, type ManualInfo } from '@tagwise/core/schemas/analysis';
import { analyzeItem } from '../api/analyze-item';
import { uploadPhoto } from '../api/upload-photo';
import { announceCreditsExhausted } from '@/lib/credits-exhausted';
import { analysisFailure } from '../lib/analysis-error';
import type { StageId } from '../lib/stages';
import type { PhotoSet } from './use-photo-set';

/**
 * Single Item Analysis: upload the photos not yet sent, analyse them as one item, let the caller put the
 * saved item into the lists, then open its page after a short "Complete!" (commercial-side.md section 4).
 * With `enhance` the main photo also gets a studio version; when it cannot, a toast says why.
 * A failure leaves the photos and their upload ids in place, so Analyze again does not re-send them.
 */
export function useSingleAnalysis({
  photoSet,
  projectId,
  onSaved,
  saveOffline,
  onSavedOffline,
}: {
  photoSet: PhotoSet;
  projectId: string | undefined;
  onSaved: (item: ItemDetail) => void | Promise<void>;
  /** Without a connection: keeps the item's photos on the device for the bulk queue (the app's outbox). */
  saveOffline?: ((photos: File[], manualInfo: ManualInfo | undefined) => Promise<void>) | undefined;
  onSavedOffline?: () => void;
}) {
  const navigate = useNavigate();
  const [stage, setStage] = useState<StageId | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const run = useCallback(
    async (manualInfo: ManualInfo | undefined, enhance = false) => {
      const photos = photoSet.photos;
      if (photos.length === 0) return setError(ANALYSIS_MESSAGES.noImages);
      if (!projectId) return;
      setError(null);
      if (saveOffline && !navigator.onLine) {
        try {
          await saveOffline(
            photos.flatMap((p) => (p.file ? [p.file] : [])),
            manualInfo,
          );
          photoSet.clear();
          onSavedOffline?.();
        } catch (cause) {
          setError(cause instanceof Error ? cause.message : ANALYSIS_MESSAGES.processFailed);
        }
        return;
      }
      try {
        setStage('uploading');
        const uploadIds: string[] = [];
        let sent = 0;
        setUploaded(0);
        for (const photo of photos) {
          let id = photo.uploadId;
          if (!id) {
            id = (await uploadPhoto(photo.file!)).id;
            photoSet.markUploaded(photo.key, id);
          }
          uploadIds.push(id);
          setUploaded(++sent);
        }
        setStage('analyzing');
        const result = await analyzeItem({ projectId, uploadIds, manualInfo, enhance });
        setStage('saving');
        await onSaved(result.item);
        // The photos are the item's now: nothing of them may be discarded when the dialog closes.
        photoSet.clear();
        setStage('complete');
        toast.success(photos.length > 1 ? ANALYSIS_MESSAGES.analyzedMultiPhoto : ANALYSIS_MESSAGES.analyzedMany(1));
        // The item is saved either way; a studio photo that could not be made is said, not an error.
        if (result.enhancementMessage) toast.info(result.enhancementMessage);
        redirect.current = setTimeout(() => {
          setStage(null);
          void navigate(`/items/${result.item.id}`);
        }, ANALYSIS_REDIRECT_MS);
      } catch (cause) {
        const failure = analysisFailure(cause);
        if (failure.outOfCredits) announceCreditsExhausted();
        setStage(null);
        setError(failure.message);
      }
    },
    [photoSet, projectId, onSaved, navigate, saveOffline, onSavedOffline],
  );

  return {
    stage,
    uploaded,
    error,
    busy: stage !== null,
    run,
    reset: () => {
      setError(null);
      setStage(null);
    },
  };
}
