import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertCircleIcon, CheckCircle2Icon, CircleDashedIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { PHOTO_ACCEPT } from '@tagwise/core/schemas/item-images';
import type { StudioPhotoAccess } from '@tagwise/core/values/enhancements';
import { ErrorMessage } from '@/components/error-message';
import { PhotoDropZone } from '@/components/photo-drop-zone';
import { TakePhotoButton } from './take-photo-button';
import { WorkingDialogContent } from './working-dialog-content';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { Spinner } from '@/components/ui/spinner';
import type { useBatchAnalysis } from '../hooks/use-batch-analysis';
import { isActive, type BatchEntry } from '../lib/batch-run';
import { stageLabel, type StageId } from '../lib/stages';
import { StudioPhotoOption } from './studio-photo-option';

export interface PendingPhoto {
  key: string;
  file: File;
}

/**
 * Multiple Items (commercial-side.md section 2): pick photos, one item each, then follow the run:
 * "Processing x of y items", the percentage, the stage and the file; failures are listed with their
 * message and can be retried together.
 */
export function MultiItemDialog({
  open,
  onOpenChange,
  pending,
  onAdd,
  onRemove,
  notice,
  batch,
  onStart,
  onTakePhoto,
  project,
  canAnalyze,
  studioAccess,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: PendingPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  notice: string | null;
  batch: ReturnType<typeof useBatchAnalysis>;
  onStart: (options: { enhance: boolean }) => void;
  onTakePhoto: () => void;
  project?: ReactNode;
  canAnalyze: boolean;
  /** Studio photos on the person's plan; the option shows on Pro and Enterprise. */
  studioAccess?: StudioPhotoAccess | undefined;
}) {
  const [studio, setStudio] = useState(false);
  const enhance = studio && studioAccess !== undefined && studioAccess !== 'upgrade';
  const { progress, state } = batch;
  const started = state.entries.length > 0;
  const running = progress.running;
  return (
    <Dialog open={open} onOpenChange={(next) => !running && onOpenChange(next)}>
      <WorkingDialogContent working={running} className="max-w-xl pb-0">
        <DialogHeader>
          <DialogTitle>Multiple Items</DialogTitle>
          <DialogDescription>Each photo becomes its own item, analysed and priced by your rules.</DialogDescription>
        </DialogHeader>
        {started ? (
          <RunView batch={batch} />
        ) : (
          <>
            {project}
            <PhotoDropZone
              accept={PHOTO_ACCEPT}
              onFiles={onAdd}
              buttonLabel="Choose photos"
              actions={<TakePhotoButton onClick={onTakePhoto} />}
            >
              <p className="pointer-coarse:hidden">Drop photos here, or</p>
            </PhotoDropZone>
            <ErrorMessage>{notice}</ErrorMessage>
            <StudioPhotoOption access={studioAccess} checked={studio} onCheckedChange={setStudio} />
            {pending.length > 0 && (
              <ul aria-label="Photos to analyse" className="grid gap-1">
                {pending.map(({ key, file }, index) => (
                  <li key={key} className="flex items-center gap-2 rounded-md border px-3 py-1 text-sm">
                    <span className="w-6 text-muted-foreground">{index + 1}.</span>
                    <span className="min-w-0 flex-1 truncate">{file.name}</span>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      className="text-destructive"
                      aria-label={`Remove ${file.name}`}
                      onClick={() => onRemove(key)}
                    >
                      <XIcon aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
        <DialogFooter className="sticky bottom-0 -mx-6 border-t bg-background px-6 py-4">
          {!started && (
            <>
              <Button type="button" variant="outline" className="h-11" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button
                type="button"
                className="h-11"
                disabled={!pending.length || !canAnalyze}
                onClick={() => onStart({ enhance })}
              >
                Analyze {pending.length || ''} {pending.length === 1 ? 'item' : 'items'}
              </Button>
            </>
          )}
          {started && !running && progress.failed > 0 && (
            <Button type="button" variant="outline" className="h-11" onClick={batch.retry}>
              <RotateCcwIcon aria-hidden />
              Retry failed ({progress.failed})
            </Button>
          )}
          {started && (
            <Button type="button" className="h-11" disabled={running} onClick={() => onOpenChange(false)}>
              {running ? 'Working...' : 'Done'}
            </Button>
          )}
        </DialogFooter>
      </WorkingDialogContent>
    </Dialog>
  );
}

function RunView({ batch }: { batch: ReturnType<typeof useBatchAnalysis> }) {
  const { progress, state } = batch;
  const current = progress.current;
  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-3 text-sm font-medium" role="status" aria-live="polite">
          <span>
            {progress.running
              ? `Processing ${progress.position} of ${progress.total} items`
              : `Finished: ${progress.done} of ${progress.total} items analysed`}
          </span>
          <span>{progress.percent}%</span>
        </div>
        <Progress value={progress.percent} aria-label="Items processed" />
        {current && (
          <p className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
            <Spinner />
            <span className="shrink-0">{stageLabel(current.status as StageId, batch.enhancing)}</span>
            <span className="truncate">{current.name}</span>
          </p>
        )}
      </div>
      <ul aria-label="Photos" className="grid max-h-72 gap-1 overflow-y-auto">
        {state.entries.map((entry) => (
          <EntryRow key={entry.key} entry={entry} />
        ))}
      </ul>
    </div>
  );
}

function EntryRow({ entry }: { entry: BatchEntry }) {
  const failed = entry.status === 'failed' || entry.status === 'stopped';
  return (
    <li className="grid gap-0.5 rounded-md border px-3 py-2 text-sm">
      <span className="flex min-w-0 items-center gap-2">
        {entry.status === 'done' ? (
          <CheckCircle2Icon className="size-4 shrink-0 text-primary" aria-label="Analysed" />
        ) : failed ? (
          <AlertCircleIcon className="size-4 shrink-0 text-destructive" aria-label="Failed" />
        ) : isActive(entry) ? (
          <Spinner className="shrink-0" />
        ) : (
          <CircleDashedIcon className="size-4 shrink-0 text-muted-foreground" aria-label="Waiting" />
        )}
        <span className="min-w-0 flex-1 truncate">{entry.name}</span>
        {entry.itemId && (
          <Link
            to={`/items/${entry.itemId}`}
            aria-label={`Open the item from ${entry.name}`}
            className="shrink-0 text-primary underline-offset-4 hover:underline"
          >
            Open
          </Link>
        )}
      </span>
      {entry.note && <span className="text-muted-foreground">{entry.note}</span>}
      {failed && (
        <span className="text-destructive">
          {entry.status === 'stopped' ? 'Not analysed: the run stopped.' : entry.message}
        </span>
      )}
    </li>
  );
}
