import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { ANALYSIS_MESSAGES, type ManualInfo } from '@tagwise/core/schemas/analysis';
import type { StudioPhotoAccess } from '@tagwise/core/values/enhancements';
import { discardUploads } from '../api/delete-upload';
import { usePhotoSet } from '../hooks/use-photo-set';
import { useSingleAnalysis } from '../hooks/use-single-analysis';
import { refusedPhotos } from '../lib/accept-photos';
import { CameraCapture } from './camera-capture';
import { MultiItemDialog, type MultiItemBatch, type PendingPhoto } from './multi-item-dialog';
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
 * survive the trip to the camera and back. The app decides the project, the project picker, what a saved
 * item changes in the lists, and what happens to a Multiple Items batch (the bulk queue's uploader and
 * its progress dialog).
 */
export function AnalysisOverlays({
  view,
  onViewChange,
  projectId,
  projectName,
  projectPicker,
  onItemSaved,
  onStartBatch,
  studioAccess,
  onSaveOffline,
  touring = false,
}: {
  view: AnalysisView | null;
  onViewChange: (view: AnalysisView | null) => void;
  projectId: string | undefined;
  projectName?: string | undefined;
  projectPicker?: ReactNode;
  onItemSaved: (item: ItemDetail) => void | Promise<void>;
  /** Opens a Multiple Items batch; resolves to an error message to show, or null once it is under way. */
  onStartBatch: (batch: MultiItemBatch & { projectId: string }) => Promise<string | null>;
  /** Studio photos on the person's plan (the app reads it from the credits): offered on Pro and Enterprise. */
  studioAccess?: StudioPhotoAccess | undefined;
  /**
   * Without a connection, keeps items (each its resized photos) on the device for the bulk queue to upload
   * and analyse once online (the app's outbox); Analyze then reads "Save for upload".
   */
  onSaveOffline?: (
    projectId: string,
    items: { photos: File[]; manualInfo?: ManualInfo | undefined }[],
  ) => Promise<void>;
  /** A guided tour is running: the chooser it points into is not modal. */
  touring?: boolean;
}) {
  const photoSet = usePhotoSet();
  const single = useSingleAnalysis({
    photoSet,
    projectId,
    onSaved: onItemSaved,
    saveOffline:
      onSaveOffline && projectId
        ? (photos, manualInfo) => onSaveOffline(projectId, [{ photos, manualInfo }])
        : undefined,
    onSavedOffline: () => onViewChange(null),
  });
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [multiNotice, setMultiNotice] = useState<string | null>(null);
  // A new Multiple Items form (name, options, grouping) each time the flow opens afresh.
  const [multiForm, setMultiForm] = useState(0);

  const addPending = (files: File[]) => {
    const refused = refusedPhotos(files);
    setMultiNotice(refused.length ? ANALYSIS_MESSAGES.unsupportedTypes(refused) : null);
    if (!refused.length) setPending((p) => [...p, ...files.map((file) => ({ key: crypto.randomUUID(), file }))]);
  };

  const { clear: clearPhotos, photos } = photoSet;
  const resetSingle = single.reset;
  const singleBusy = single.busy;
  // Closing (by Cancel, the close button or Back) drops what was gathered, and the uploads made for
  // it. A started Multiple Items batch is the uploader's now: its photos leave the form.
  const discard = useCallback(() => {
    if (!singleBusy) {
      void discardUploads(photos.flatMap((p) => (p.uploadId ? [p.uploadId] : [])));
      clearPhotos();
      resetSingle();
    }
    setPending([]);
    setMultiNotice(null);
    setMultiForm((n) => n + 1);
  }, [singleBusy, photos, clearPhotos, resetSingle]);
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
        modal={!touring}
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
        savesOffline={!!onSaveOffline}
      />
      <MultiItemDialog
        key={multiForm}
        open={view === 'multi'}
        onOpenChange={close}
        pending={pending}
        onAdd={addPending}
        onRemove={(key) => setPending((p) => p.filter((x) => x.key !== key))}
        notice={multiNotice}
        onStart={(batch) => (projectId ? onStartBatch({ ...batch, projectId }) : Promise.resolve(null))}
        onTakePhoto={() => onViewChange('multi-camera')}
        project={projectPicker}
        projectName={projectName}
        canAnalyze={!!projectId}
        studioAccess={studioAccess}
        savesOffline={!!onSaveOffline}
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
