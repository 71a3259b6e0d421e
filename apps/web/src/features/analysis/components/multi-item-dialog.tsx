import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { XIcon } from 'lucide-react';
import {
  BATCH_GROUP_MAX,
  BATCH_NAME_MAX,
  CreateBatchInput,
  type BatchGrouping,
  type BatchMode,
  type BatchOptions,
} from '@tagwise/core/schemas/batches';
import { PHOTO_ACCEPT } from '@tagwise/core/schemas/item-images';
import type { StudioPhotoAccess } from '@tagwise/core/values/enhancements';
import { ErrorMessage } from '@/components/error-message';
import { ScreenTip } from '@/components/screen-tip';
import { FormField } from '@/components/form-field';
import { PhotoDropZone } from '@/components/photo-drop-zone';
import { Button } from '@/components/ui/button';
import { Dialog, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { canJoinAbove, groupPhotos, type GroupOverrides } from '../lib/group-photos';
import { useOnline } from '@/lib/use-online';
import { OfflineNotice } from './single-item-dialog';
import { StudioPhotoOption } from './studio-photo-option';
import { TakePhotoButton } from './take-photo-button';
import { WorkingDialogContent } from './working-dialog-content';
import { countOf } from '@tagwise/core/values/plural';

export interface PendingPhoto {
  key: string;
  file: File;
}

/** What Start hands to the app: the batch to open and its items' photos, in order. */
export interface MultiItemBatch {
  name: string;
  options: BatchOptions;
  items: File[][];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** "Maple Street photos, Nov 23 14:05": which sale, and when, at a glance in the widget and the Queue page. */
export function defaultBatchName(projectName: string | undefined, now: Date) {
  const day = now.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });
  const suffix = ` photos, ${day} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
  const max = BATCH_NAME_MAX - suffix.length;
  return `${(projectName ?? 'Batch').slice(0, max)}${suffix}`;
}

/**
 * Multiple Items: the bulk queue's front door. Photos (dropped, chosen or taken), a batch name, the
 * project, and what to do with them: analyse each with AI or only file them as items; one item per photo
 * or photos grouped into items (by the time they were taken, then by hand). Start opens the batch on the
 * server and hands the photos to the uploader; the app then shows the batch's progress dialog.
 */
export function MultiItemDialog({
  open,
  onOpenChange,
  pending,
  onAdd,
  onRemove,
  notice,
  onStart,
  onTakePhoto,
  project,
  projectName,
  canAnalyze,
  studioAccess,
  savesOffline = false,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: PendingPhoto[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  notice: string | null;
  /** Opens the batch; resolves to an error message to show, or null once the batch is under way. */
  onStart: (batch: MultiItemBatch) => Promise<string | null>;
  onTakePhoto: () => void;
  project?: ReactNode;
  /** The project's name, for the batch's default name. */
  projectName?: string | undefined;
  canAnalyze: boolean;
  /** Studio photos on the person's plan; the option shows on Pro and Enterprise with Analyze. */
  studioAccess?: StudioPhotoAccess | undefined;
  /** Without a connection the items are kept on the device for the bulk queue (Save for upload). */
  savesOffline?: boolean;
}) {
  const offline = !useOnline() && savesOffline;
  const id = useId();
  const [openedAt] = useState(() => new Date());
  const [name, setName] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string>();
  const [mode, setMode] = useState<BatchMode>('analyze');
  const [grouping, setGrouping] = useState<BatchGrouping>('one-per-photo');
  const [overrides, setOverrides] = useState<GroupOverrides>({});
  const [studio, setStudio] = useState(false);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const batchName = name ?? defaultBatchName(projectName, openedAt);

  const photos = useMemo(
    () => pending.map((p) => ({ key: p.key, file: p.file, lastModified: p.file.lastModified })),
    [pending],
  );
  const groups = useMemo(
    () => (grouping === 'group' ? groupPhotos(photos, overrides) : photos.map((p) => [p])),
    [grouping, photos, overrides],
  );
  const enhance = mode === 'analyze' && studio && studioAccess !== undefined && studioAccess !== 'upgrade';
  const count = groups.length;

  const start = async () => {
    const parsedName = CreateBatchInput.shape.name.safeParse(batchName);
    setNameError(parsedName.success ? undefined : parsedName.error.issues[0]?.message);
    const parsedTotal = CreateBatchInput.shape.total.safeParse(count);
    setStartError(parsedTotal.success ? null : (parsedTotal.error.issues[0]?.message ?? null));
    if (!parsedName.success || !parsedTotal.success) return;
    setStarting(true);
    const error = await onStart({
      name: parsedName.data,
      options: { mode, grouping, enhancePhotos: enhance },
      items: groups.map((group) => group.map((p) => p.file)),
    });
    setStarting(false);
    setStartError(error);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !starting && onOpenChange(next)}>
      <WorkingDialogContent working={starting} className="max-w-xl pb-0">
        <DialogHeader>
          <DialogTitle>Multiple Items</DialogTitle>
          <DialogDescription>
            Each photo, or each group of photos, becomes an item. The batch runs on our server: you can close this and
            keep working while it runs.
          </DialogDescription>
        </DialogHeader>
        {offline && <OfflineNotice>, with what you choose below</OfflineNotice>}
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
        <div className="grid gap-3 sm:grid-cols-2">
          <Choice
            legend="With each item"
            name={`${id}-mode`}
            value={mode}
            onChange={setMode}
            options={[
              { value: 'analyze', label: 'Analyze with AI', hint: 'Named, described and priced; one credit each' },
              { value: 'upload-only', label: 'Upload only', hint: 'Named after the file, for you to fill in' },
            ]}
          />
          <Choice
            legend="Photos"
            name={`${id}-grouping`}
            value={grouping}
            onChange={setGrouping}
            options={[
              { value: 'one-per-photo', label: 'One item per photo' },
              {
                value: 'group',
                label: 'Group photos into items',
                hint: `Taken within 20 s of each other, up to ${BATCH_GROUP_MAX} per item`,
              },
            ]}
          />
        </div>
        <FormField id={`${id}-name`} label="Batch name" error={nameError}>
          <Input
            id={`${id}-name`}
            value={batchName}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(undefined);
            }}
            maxLength={BATCH_NAME_MAX}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
          />
        </FormField>
        {mode === 'analyze' && <StudioPhotoOption access={studioAccess} checked={studio} onCheckedChange={setStudio} />}
        {pending.length > 0 &&
          (grouping === 'group' ? (
            <GroupedList
              groups={groups}
              onRemove={onRemove}
              onSplit={(key) => setOverrides((o) => ({ ...o, [key]: true }))}
              onJoin={(key) => setOverrides((o) => ({ ...o, [key]: false }))}
            />
          ) : (
            <ul aria-label="Photos to upload" className="grid min-w-0 grid-cols-1 gap-1">
              {pending.map(({ key, file }, index) => (
                <li key={key} className="flex items-center gap-2 rounded-md border py-1 pr-1 pl-2 text-sm">
                  <span className="w-7 shrink-0 text-muted-foreground">{index + 1}.</span>
                  <PhotoThumb file={file} />
                  <span className="min-w-0 flex-1 truncate">{file.name}</span>
                  <RemoveButton name={file.name} onClick={() => onRemove(key)} />
                </li>
              ))}
            </ul>
          ))}
        <ErrorMessage>{startError}</ErrorMessage>
        <ScreenTip id="multiple-items" title="No need to wait">
          Once the batch starts, our server works through it while you keep working, and the Bulk queue card shows how
          far it is. Keep this tab open until the photos have uploaded.
        </ScreenTip>
        <DialogFooter className="sticky bottom-0 -mx-6 border-t bg-background px-6 py-4">
          <Button
            type="button"
            variant="outline"
            className="h-11"
            disabled={starting}
            onClick={() => onOpenChange(false)}
          >
            Cancel
          </Button>
          <Button
            type="button"
            className="h-11"
            disabled={!count || !canAnalyze || starting}
            onClick={() => void start()}
          >
            {starting
              ? 'Starting...'
              : offline
                ? `Save ${countOf(count, 'item')} for upload`
                : count
                  ? `${mode === 'analyze' ? 'Analyze' : 'Upload'} ${countOf(count, 'item')}`
                  : mode === 'analyze'
                    ? 'Analyze items'
                    : 'Upload items'}
          </Button>
        </DialogFooter>
      </WorkingDialogContent>
    </Dialog>
  );
}

function Choice<T extends string>({
  legend,
  name,
  value,
  onChange,
  options,
}: {
  legend: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string; hint?: string }[];
}) {
  return (
    <fieldset className="grid content-start gap-2 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex cursor-pointer items-start gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span className="grid">
            <span>{option.label}</span>
            {option.hint && <span className="text-xs text-muted-foreground">{option.hint}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The items of a grouped batch, each with its photos; a photo can start a new item or join the one above. */
function GroupedList({
  groups,
  onRemove,
  onSplit,
  onJoin,
}: {
  groups: { key: string; file: File }[][];
  onRemove: (key: string) => void;
  onSplit: (key: string) => void;
  onJoin: (key: string) => void;
}) {
  // Rows shrink to the dialog: a long file name is cut short rather than widening it (grid-cols-1, min-w-0).
  return (
    <ol aria-label="Items" className="grid min-w-0 grid-cols-1 gap-2">
      {groups.map((group, index) => (
        <li key={group[0]!.key} className="grid min-w-0 grid-cols-1 gap-1 rounded-md border p-2">
          <h3 className="text-sm font-medium">
            Item {index + 1}{' '}
            <span className="font-normal text-muted-foreground">({countOf(group.length, 'photo')})</span>
          </h3>
          <ul aria-label={`Photos of item ${index + 1}`} className="grid min-w-0 grid-cols-1 gap-1">
            {group.map(({ key, file }, position) => (
              <li key={key} className="flex flex-wrap items-center gap-2 text-sm">
                <PhotoThumb file={file} />
                <span className="min-w-0 flex-1 truncate">{file.name}</span>
                {position === 0 ? (
                  index > 0 && (
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      disabled={!canJoinAbove(groups, index)}
                      aria-label={`Join item above (${file.name})`}
                      onClick={() => onJoin(key)}
                    >
                      Join item above
                    </Button>
                  )
                ) : (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={`New item here (${file.name})`}
                    onClick={() => onSplit(key)}
                  >
                    New item here
                  </Button>
                )}
                <RemoveButton name={file.name} onClick={() => onRemove(key)} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function RemoveButton({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <Button
      type="button"
      size="icon"
      variant="ghost"
      className="size-9 text-destructive"
      aria-label={`Remove ${name}`}
      onClick={onClick}
    >
      <XIcon aria-hidden />
    </Button>
  );
}

/** A small preview, so the person can tell which photos belong together; its address goes with it. */
function PhotoThumb({ file }: { file: File }) {
  const show = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  return (
    <span className="size-10 shrink-0 overflow-hidden rounded bg-muted">
      <img ref={show} alt="" className="size-full object-cover" decoding="async" />
    </span>
  );
}
