import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { ANALYSIS_MESSAGES } from '@tagwise/core/schemas/analysis';
import type { StudioPhotoAccess } from '@tagwise/core/values/enhancements';
import { discardUploads } from '../api/delete-upload';
import { useBatchAnalysis } from '../hooks/use-batch-analysis';
import { usePhotoSet } from '../hooks/use-photo-set';
import { useSingleAnalysis } from '../hooks/use-single-analysis';
import { refusedPhotos } from '../lib/accept-photos';
import { CameraCapture } from './camera-capture';
import { MultiItemDialog, type PendingPhoto } from './multi-item-dialog';
import { QuickAnalysisChooser } from './quick-analysis-chooser';
import { SingleItemDialog } from './single-item-dialog';

/**
 * Which screen of the photo-to-item flow shows. The camera remembers where its photos go: opened from
 * the chooser or the header they start a single item; opened from a dialog they return to it.
 */
export const ANALYSIS_VIEWS = ['choose', 'camera', 'single', 'multi', 'single-camera', 'multi-camera'] as const;
export type AnalysisView = (typeof ANALYSIS_VIEWS)[number];

/**
 * The photo-to-item flow's screens and their state. The state lives here, above the dialogs, so photos
 * survive the trip to the camera and back, and a run carries on if the person presses Back meanwhile.
 * The app decides the project, the project picker and what a saved item changes in the lists.
 */
export function AnalysisOverlays({
  view,
  onViewChange,
  projectId,
  projectPicker,
  onItemSaved,
  studioAccess,
}: {
  view: AnalysisView | null;
  onViewChange: (view: AnalysisView | null) => void;
  projectId: string | undefined;
  projectPicker?: ReactNode;
  onItemSaved: (item: ItemDetail) => void | Promise<void>;
  /** Studio photos on the person's plan (the app reads it from the credits): offered on Pro and Enterprise. */
  studioAccess?: StudioPhotoAccess | undefined;
}) {
  const photoSet = usePhotoSet();
  const single = useSingleAnalysis({ photoSet, projectId, onSaved: onItemSaved });
  const batch = useBatchAnalysis({ projectId, onSaved: onItemSaved });
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [multiNotice, setMultiNotice] = useState<string | null>(null);

  const addPending = (files: File[]) => {
    const refused = refusedPhotos(files);
    setMultiNotice(refused.length ? ANALYSIS_MESSAGES.unsupportedTypes(refused) : null);
    if (!refused.length) setPending((p) => [...p, ...files.map((file) => ({ key: crypto.randomUUID(), file }))]);
  };

  const { clear: clearPhotos, photos } = photoSet;
  const resetSingle = single.reset;
  const dismissBatch = batch.dismiss;
  const running = batch.progress.running;
  const singleBusy = single.busy;
  // Closing (by Cancel, the close button or Back) drops what was gathered, and the uploads made for
  // it; a run under way carries on and is found again when the dialog reopens.
  const discard = useCallback(() => {
    if (!singleBusy) {
      void discardUploads(photos.flatMap((p) => (p.uploadId ? [p.uploadId] : [])));
      clearPhotos();
      resetSingle();
    }
    if (!running) {
      dismissBatch();
      setPending([]);
      setMultiNotice(null);
    }
  }, [singleBusy, running, photos, clearPhotos, resetSingle, dismissBatch]);
  const latestDiscard = useRef(discard);
  useEffect(() => {
    latestDiscard.current = discard;
  });
  useEffect(() => {
    if (view === null) latestDiscard.current();
  }, [view]);

  const close = (open: boolean) => !open && onViewChange(null);
  const cameraTarget = view === 'multi-camera' ? 'multi' : 'single';

  return (
    <>
      <QuickAnalysisChooser
        open={view === 'choose'}
        onOpenChange={close}
        onChoose={(mode) => onViewChange(mode)}
        project={projectPicker}
        disabled={!projectId}
      />
      <SingleItemDialog
        open={view === 'single'}
        onOpenChange={close}
        photoSet={photoSet}
        analysis={single}
        onTakePhoto={() => onViewChange('single-camera')}
        project={projectPicker}
        canAnalyze={!!projectId}
        studioAccess={studioAccess}
      />
      <MultiItemDialog
        open={view === 'multi'}
        onOpenChange={close}
        pending={pending}
        onAdd={addPending}
        onRemove={(key) => setPending((p) => p.filter((x) => x.key !== key))}
        notice={multiNotice}
        batch={batch}
        onStart={(options) => {
          batch.start(pending, options);
          setPending([]);
        }}
        onTakePhoto={() => onViewChange('multi-camera')}
        project={projectPicker}
        canAnalyze={!!projectId}
        studioAccess={studioAccess}
      />
      <CameraCapture
        open={view === 'camera' || view === 'single-camera' || view === 'multi-camera'}
        onCancel={() => onViewChange(view === 'camera' ? null : cameraTarget)}
        onDone={(files) => {
          if (cameraTarget === 'multi') addPending(files);
          else photoSet.add(files);
          onViewChange(cameraTarget);
        }}
      />
    </>
  );
}
