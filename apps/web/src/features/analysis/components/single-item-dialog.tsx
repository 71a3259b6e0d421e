import { useCallback, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDownIcon, LightbulbIcon } from 'lucide-react';
import { ANALYSIS_PHOTOS_MAX, ManualInfo } from '@tagwise/core/schemas/analysis';
import { PHOTO_ACCEPT } from '@tagwise/core/schemas/item-images';
import type { StudioPhotoAccess } from '@tagwise/core/values/enhancements';
import { ErrorMessage } from '@/components/error-message';
import { PhotoDropZone } from '@/components/photo-drop-zone';
import { TakePhotoButton } from './take-photo-button';
import { WorkingDialogContent } from './working-dialog-content';
import { PhotoGrid, photoAlt } from '@/components/photo-grid';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useOnline } from '@/lib/use-online';
import type { PhotoSet } from '../hooks/use-photo-set';
import type { useSingleAnalysis } from '../hooks/use-single-analysis';
import { AnalysisProgress } from './analysis-progress';
import { ManualInfoFields, type ManualInfoValues } from './manual-info-fields';
import { StudioPhotoOption } from './studio-photo-option';

const TIPS = [
  'Start with the whole item: the first photo is the main photo.',
  "Add close-ups of labels, signatures, maker's marks and model plates.",
  'Use even light and avoid flash glare on glass or polish.',
  'Show any damage honestly: it sets the condition.',
];

const EMPTY: ManualInfoValues = {
  brand: '',
  model: '',
  artist: '',
  year: '',
  materials: '',
  dimensions: '',
  additionalNotes: '',
};

/**
 * Single Item Analysis (core-app.md section 2): several photos of one item, in order, with what the
 * operator already knows, sent as one analysis. While it runs the dialog shows the stages and cannot be
 * closed by accident; a failure shows its message and keeps everything for another try.
 */
export function SingleItemDialog({
  open,
  onOpenChange,
  photoSet,
  analysis,
  onTakePhoto,
  project,
  canAnalyze,
  studioAccess,
  savesOffline = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  photoSet: PhotoSet;
  analysis: ReturnType<typeof useSingleAnalysis>;
  onTakePhoto: () => void;
  project?: ReactNode;
  canAnalyze: boolean;
  /** Studio photos on the person's plan; the option shows on Pro and Enterprise. */
  studioAccess?: StudioPhotoAccess | undefined;
  /** Without a connection the item is kept on the device for the bulk queue (Save for upload). */
  savesOffline?: boolean;
}) {
  const offline = !useOnline() && savesOffline;
  const form = useForm<ManualInfoValues>({ resolver: zodResolver(ManualInfo), defaultValues: EMPTY });
  const [moreOpen, setMoreOpen] = useState(false);
  const [studio, setStudio] = useState(false);
  const enhance = studio && studioAccess !== undefined && studioAccess !== 'upgrade';
  const { photos, notice } = photoSet;
  const busy = analysis.busy;
  const preparing = photos.some((p) => p.status === 'processing');
  const full = photos.length >= ANALYSIS_PHOTOS_MAX;
  // A failure's message sits below the photos and the form: bring it into view (on a phone the dialog is
  // scrolled to the top when Analyze is pressed from the sticky footer). Called again per new message.
  const error = analysis.error;
  const showError = useCallback(
    (node: HTMLDivElement | null) => {
      if (node && error) node.scrollIntoView({ block: 'nearest' });
    },
    [error],
  );

  const close = (next: boolean) => {
    if (busy) return;
    onOpenChange(next);
  };
  // However it closes (Cancel, an item kept offline, Back), the next item starts with an empty form.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      form.reset(EMPTY);
      setMoreOpen(false);
      setStudio(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <WorkingDialogContent working={busy} className="max-w-2xl pb-0">
        <DialogHeader>
          <DialogTitle>Single Item Analysis</DialogTitle>
          <DialogDescription>Add several photos of one item; the AI looks at all of them together.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) => void form.handleSubmit((values) => analysis.run(ManualInfo.parse(values), enhance))(e)}
        >
          {analysis.stage ? (
            <AnalysisProgress
              stage={analysis.stage}
              enhancing={enhance}
              detail={
                analysis.stage === 'uploading'
                  ? `${Math.min(analysis.uploaded + 1, photos.length)} of ${photos.length}`
                  : undefined
              }
            />
          ) : (
            <>
              {offline && <OfflineNotice />}
              {project}
              {photos.length > 0 && (
                <PhotoGrid
                  photos={photos.map((p, index) => ({
                    key: p.key,
                    src: p.previewUrl,
                    alt: photoAlt(p.name, index),
                  }))}
                  onMove={(from, to) => photoSet.move(photos[from]!.key, to)}
                  onRemove={(index) => photoSet.remove(photos[index]!.key)}
                  placeholder={<Spinner className="size-6 text-muted-foreground" />}
                  className="sm:grid-cols-3"
                />
              )}
              <PhotoDropZone
                accept={PHOTO_ACCEPT}
                onFiles={photoSet.add}
                disabled={full}
                buttonLabel={photos.length ? 'Add more photos' : 'Choose photos'}
                actions={<TakePhotoButton onClick={onTakePhoto} />}
              >
                {full ? (
                  <p>{ANALYSIS_PHOTOS_MAX} photos is the most one item can have.</p>
                ) : (
                  <p className="pointer-coarse:hidden">Drop photos here, or</p>
                )}
              </PhotoDropZone>
              <ErrorMessage>{notice}</ErrorMessage>
              <StudioPhotoOption access={studioAccess} checked={studio} onCheckedChange={setStudio} />
              <aside aria-labelledby="analysis-tips" className="rounded-lg bg-secondary/60 p-3 text-sm">
                <h3 id="analysis-tips" className="mb-1 flex items-center gap-2 font-medium">
                  <LightbulbIcon className="size-4 text-primary" aria-hidden />
                  Tips for the best result
                </h3>
                <ul className="list-disc space-y-0.5 pl-5 text-muted-foreground">
                  {TIPS.map((tip) => (
                    <li key={tip}>{tip}</li>
                  ))}
                </ul>
              </aside>
              <Collapsible open={moreOpen} onOpenChange={setMoreOpen} className="rounded-lg border">
                <CollapsibleTrigger asChild>
                  <Button type="button" variant="ghost" className="h-12 w-full justify-between px-3">
                    Additional Information (optional)
                    <ChevronDownIcon
                      className={moreOpen ? 'rotate-180 transition-transform' : 'transition-transform'}
                      aria-hidden
                    />
                  </Button>
                </CollapsibleTrigger>
                {/* Kept in the page while folded so what was typed is still sent. */}
                <CollapsibleContent forceMount className="border-t p-3 data-[state=closed]:hidden">
                  <ManualInfoFields form={form} />
                </CollapsibleContent>
              </Collapsible>
            </>
          )}
          <div ref={showError}>
            <ErrorMessage id="analysis-error">{analysis.error ?? undefined}</ErrorMessage>
          </div>
          <DialogFooter className="sticky bottom-0 -mx-6 border-t bg-background px-6 py-4">
            <Button type="button" variant="outline" className="h-11" disabled={busy} onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" className="h-11" disabled={busy || preparing || photos.length === 0 || !canAnalyze}>
              {busy && <Spinner />}
              {busy ? 'Analyzing...' : preparing ? 'Preparing photos...' : offline ? 'Save for upload' : 'Analyze Item'}
            </Button>
          </DialogFooter>
        </form>
      </WorkingDialogContent>
    </Dialog>
  );
}

/** Said above the photos while there is no connection: what Save for upload does. */
export function OfflineNotice({ children }: { children?: ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      No connection: the photos are kept on this device and go to the bulk queue when you are back online
      {children ?? ', to be analysed with AI'}.
    </p>
  );
}
