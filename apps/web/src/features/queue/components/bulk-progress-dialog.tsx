import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AlertCircleIcon, CircleDashedIcon, CloudUploadIcon, RotateCcwIcon } from 'lucide-react';
import type { Batch, BatchJob } from '@tagwise/core/schemas/batches';
import { BATCH_MESSAGES, canCancel, canPause, canResume, JOB_STATUS_LABELS } from '@tagwise/core/values/batches';
import { UPLOAD_MESSAGES } from '@tagwise/core/values/batch-uploads';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ErrorMessage } from '@/components/error-message';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { announceCreditsExhausted } from '@/lib/credits-exhausted';
import { useChangeBatch, type BatchAction } from '../api/change-batch';
import { useBatch } from '../api/get-batch';
import { useBatchUploads } from '../hooks/use-batch-uploads';
import { retryUpload, stopBatchUploads } from '../lib/batch-uploader';
import { refreshAfterJobsSucceeded } from '../lib/queue-cache';
import { uploadSummary, type UploadEntry } from '../lib/upload-entries';
import { batchCounts, etaText } from '../lib/queue-display';
import { BatchProgress as ProgressBar } from './batch-progress';
import { BatchStatusBadge } from './batch-status-badge';
import { JobStatusIcon } from './job-status-icon';
import { useBilled } from '@/features/system/api/get-public-config';
import { countOf } from '@tagwise/core/values/plural';

/** Rows rendered at first: a house of 500 photos stays quick to open on a phone; "Show all" renders the rest. */
const FIRST_ROWS = 100;

/** The time now, moving every 15 s while `ticking`: the time left counts down between the batch's updates. */
function useNow(ticking: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

type Row = { kind: 'job'; key: string; job: BatchJob } | { kind: 'upload'; key: string; entry: UploadEntry };

/**
 * The Bulk Upload Progress dialog (core-app.md section 2): a batch's overall progress and counts, what
 * this device is still sending, pause, resume and cancel as its state allows (section 4), and one row per
 * item. Live through the queue's cache (Server-Sent Events, or polling while they are down).
 */
export function BulkProgressDialog({
  batchId,
  open,
  onOpenChange,
}: {
  batchId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl gap-3 p-4 sm:p-6" data-tour="batch-progress">
        {batchId && <BatchDetailView batchId={batchId} />}
      </DialogContent>
    </Dialog>
  );
}

function BatchDetailView({ batchId }: { batchId: string }) {
  const query = useBatch(batchId);
  const uploads = useBatchUploads(batchId);
  const status = query.data?.batch.status;
  // Cancelled elsewhere (the widget, another device): what this device has not sent stops.
  useEffect(() => {
    if (status === 'cancelled') stopBatchUploads(batchId, BATCH_MESSAGES.cancelledByUser);
  }, [status, batchId]);
  // More items made since last seen (from a poll or an upload's answer, not only the event stream): the
  // item lists and the credits meter read again.
  const queryClient = useQueryClient();
  const completed = query.data?.batch.completed ?? 0;
  const seen = useRef(completed);
  useEffect(() => {
    if (completed > seen.current) refreshAfterJobsSucceeded(queryClient);
    seen.current = completed;
  }, [completed, queryClient]);

  if (!query.data) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Bulk Upload Progress</DialogTitle>
          <DialogDescription className="sr-only">The batch&apos;s progress</DialogDescription>
        </DialogHeader>
        {query.isError ? (
          <div className="grid justify-items-start gap-3">
            <ErrorMessage>{BATCH_MESSAGES.loadFailed}</ErrorMessage>
            <Button type="button" variant="outline" onClick={() => void query.refetch()}>
              <RotateCcwIcon aria-hidden />
              Retry
            </Button>
          </div>
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-2.5" />
            <Skeleton className="h-24" />
          </div>
        )}
      </>
    );
  }
  const { batch, jobs } = query.data;
  return (
    <>
      <DialogHeader>
        <DialogTitle className="text-base leading-snug break-words sm:text-lg">{batch.name}</DialogTitle>
        <DialogDescription>
          Bulk Upload Progress · {batch.options.mode === 'analyze' ? 'Analyze with AI' : 'Upload only'}
        </DialogDescription>
      </DialogHeader>
      <Overview batch={batch} jobs={jobs} uploads={uploads} />
      {query.isError && (
        <div className="flex flex-wrap items-center gap-2">
          <ErrorMessage>{BATCH_MESSAGES.loadFailed}</ErrorMessage>
          <Button type="button" size="sm" variant="outline" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </div>
      )}
      <Rows batch={batch} jobs={jobs} uploads={uploads} />
      <Actions batch={batch} />
    </>
  );
}

function Overview({ batch, jobs, uploads }: { batch: Batch; jobs: BatchJob[]; uploads: readonly UploadEntry[] }) {
  const finished = batch.completed + batch.failed;
  const counts = batchCounts(batch, jobs);
  const sending = uploadSummary(uploads);
  const offline = uploads.some((e) => e.status === 'waiting' && e.message === UPLOAD_MESSAGES.offline);
  const active = batch.status === 'pending' || batch.status === 'processing';
  const now = useNow(active);
  const left = active ? etaText(batch.estimatedCompletionTime, new Date(now)) : null;
  const missing = batch.total - batch.received;
  const billed = useBilled();
  return (
    <section aria-label="Overall progress" className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <BatchStatusBadge status={batch.status} />
        {billed && batch.options.mode === 'analyze' && (
          <span className="text-muted-foreground">{countOf(batch.creditsUsed, 'credit')} used</span>
        )}
        {left && <span className="text-muted-foreground">{left}</span>}
      </div>
      <p className="flex items-baseline justify-between gap-3 text-sm font-medium" role="status" aria-live="polite">
        <span>
          {finished} of {countOf(batch.total, 'item')}
        </span>
        <span>{batch.completionPercentage}%</span>
      </p>
      <ProgressBar batch={batch} className="h-2.5" />
      <dl className="grid grid-cols-4 gap-2 text-center text-sm">
        {[
          ['Done', counts.done],
          ['Failed', counts.failed],
          [JOB_STATUS_LABELS.processing, counts.working],
          ['Waiting', counts.waiting],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md bg-muted/60 px-2 py-1.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {sending.pending > 0 && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CloudUploadIcon className="size-4 shrink-0" aria-hidden />
          <span>
            Uploading {sending.sentPhotos} of {countOf(sending.photos, 'photo')}. Keep this tab open until they are
            sent.
          </span>
        </p>
      )}
      {offline && <p className="text-sm text-destructive">{UPLOAD_MESSAGES.offline}</p>}
      {sending.failed > 0 && batch.status !== 'cancelled' && (
        <p className="text-sm text-destructive">
          {countOf(sending.failed, 'item')} could not be sent: use Retry upload below.
        </p>
      )}
      {missing > 0 && sending.pending === 0 && sending.failed === 0 && active && (
        <p className="text-sm text-muted-foreground">
          {batch.received} of {countOf(batch.total, 'item')} received. The rest are sent by the device that started the
          batch while its page is open; after a day without photos the batch finishes with what it has.
        </p>
      )}
      {batch.status === 'blocked' && (
        <div role="alert" className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p>{batch.blockedReason}</p>
          <Button type="button" size="sm" className="justify-self-start" onClick={announceCreditsExhausted}>
            Get more credits
          </Button>
        </div>
      )}
      {batch.status === 'paused' && batch.blockedReason && (
        <p className="text-sm text-muted-foreground">{batch.blockedReason}</p>
      )}
    </section>
  );
}

function Actions({ batch }: { batch: Batch }) {
  const change = useChangeBatch();
  const [confirming, setConfirming] = useState(false);
  const run = (action: BatchAction) =>
    change.mutate(
      { batchId: batch.id, action },
      {
        onSuccess: () => {
          if (action === 'cancel') stopBatchUploads(batch.id, BATCH_MESSAGES.cancelledByUser);
        },
      },
    );
  const busy = change.isPending;
  const offered = canPause(batch.status) || canResume(batch.status) || canCancel(batch.status);
  if (!offered && !change.isError) return null;
  return (
    <>
      {change.isError && <ErrorMessage>{BATCH_MESSAGES.actionFailed}</ErrorMessage>}
      <DialogFooter className="flex-row flex-wrap gap-2 sm:justify-start">
        {canPause(batch.status) && (
          <Button
            type="button"
            variant="outline"
            className="h-11 flex-1 sm:flex-none"
            disabled={busy}
            onClick={() => run('pause')}
          >
            Pause
          </Button>
        )}
        {canResume(batch.status) && (
          <Button type="button" className="h-11 flex-1 sm:flex-none" disabled={busy} onClick={() => run('resume')}>
            Resume
          </Button>
        )}
        {canCancel(batch.status) && (
          <Button
            type="button"
            variant="outline"
            className="h-11 flex-1 text-destructive sm:flex-none"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            Cancel batch
          </Button>
        )}
      </DialogFooter>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this batch?"
        confirmLabel="Cancel batch"
        onConfirm={() => run('cancel')}
      >
        Items not yet done are stopped and photos not yet sent are dropped. Items already made are kept.
      </ConfirmDialog>
    </>
  );
}

function Rows({ batch, jobs, uploads }: { batch: Batch; jobs: BatchJob[]; uploads: readonly UploadEntry[] }) {
  const [filter, setFilter] = useState<'all' | 'failed'>('all');
  const [showAll, setShowAll] = useState(false);
  const rows = useMemo(() => {
    const received = new Set(jobs.map((job) => job.clientFileId));
    const list: Row[] = jobs.map((job) => ({ kind: 'job', key: job.id, job }));
    for (const entry of uploads) {
      if (!received.has(entry.clientFileId)) list.push({ kind: 'upload', key: entry.clientFileId, entry });
    }
    return list;
  }, [jobs, uploads]);
  const failed = rows.filter((r) => (r.kind === 'job' ? r.job.status === 'failed' : r.entry.status === 'failed'));
  const shown = filter === 'failed' ? failed : rows;
  const visible = showAll ? shown : shown.slice(0, FIRST_ROWS);
  const takesPhotos = batch.status !== 'cancelled' && batch.status !== 'completed' && batch.status !== 'failed';
  if (rows.length === 0) return null;
  return (
    <section aria-label="Items" className="grid gap-2">
      <div className="flex items-center gap-1" role="group" aria-label="Show">
        <Button
          type="button"
          size="sm"
          variant={filter === 'all' ? 'secondary' : 'ghost'}
          aria-pressed={filter === 'all'}
          onClick={() => setFilter('all')}
        >
          All ({rows.length})
        </Button>
        <Button
          type="button"
          size="sm"
          variant={filter === 'failed' ? 'secondary' : 'ghost'}
          aria-pressed={filter === 'failed'}
          onClick={() => setFilter('failed')}
        >
          Failed ({failed.length})
        </Button>
      </div>
      <ul
        aria-label="Files"
        // Scrolls on its own: reachable by keyboard for scrolling.
        tabIndex={0}
        className="grid max-h-[40dvh] gap-1 overflow-y-auto rounded-md border p-1"
      >
        {visible.map((row) =>
          row.kind === 'job' ? (
            <JobRow key={row.key} job={row.job} />
          ) : (
            <UploadRow key={row.key} batchId={batch.id} entry={row.entry} canRetry={takesPhotos} />
          ),
        )}
        {visible.length === 0 && <li className="px-2 py-1.5 text-sm text-muted-foreground">No failed items.</li>}
      </ul>
      {visible.length < shown.length && (
        <Button type="button" size="sm" variant="ghost" className="justify-self-start" onClick={() => setShowAll(true)}>
          Show all {shown.length}
        </Button>
      )}
    </section>
  );
}

const JobRow = memo(function JobRow({ job }: { job: BatchJob }) {
  const name = job.originalFilename ?? 'Photo';
  return (
    <li className="grid gap-0.5 rounded px-2 py-1 text-sm">
      <span className="flex min-w-0 items-center gap-2">
        <JobStatusIcon status={job.status} />
        <span className="min-w-0 flex-1 truncate">
          {name}
          {job.photos > 1 && <span className="text-muted-foreground"> +{job.photos - 1}</span>}
        </span>
        {job.status === 'succeeded' && job.itemId ? (
          <Link
            to={`/items/${job.itemId}`}
            aria-label={`Open the item from ${name}`}
            className="-mr-1 inline-flex h-8 shrink-0 items-center px-2 font-medium text-primary underline-offset-4 hover:underline"
          >
            Open
          </Link>
        ) : (
          <span className="inline-flex h-8 shrink-0 items-center text-xs text-muted-foreground">
            {JOB_STATUS_LABELS[job.status]}
          </span>
        )}
      </span>
      {job.status === 'failed' && job.errorMessage && (
        <span className="pl-6 text-xs text-destructive">{job.errorMessage}</span>
      )}
    </li>
  );
});

const UPLOAD_LABELS = {
  waiting: 'Waiting to upload',
  preparing: 'Preparing',
  uploading: 'Uploading',
  sent: 'Sent',
  failed: 'Upload failed',
} as const;

const UploadRow = memo(function UploadRow({
  batchId,
  entry,
  canRetry,
}: {
  batchId: string;
  entry: UploadEntry;
  canRetry: boolean;
}) {
  const label = UPLOAD_LABELS[entry.status];
  return (
    <li className="grid gap-0.5 rounded px-2 py-1 text-sm">
      <span className="flex min-w-0 items-center gap-2">
        {entry.status === 'failed' ? (
          <AlertCircleIcon className="size-4 shrink-0 text-destructive" role="img" aria-label={label} />
        ) : entry.status === 'waiting' ? (
          <CircleDashedIcon className="size-4 shrink-0 text-muted-foreground" role="img" aria-label={label} />
        ) : (
          <span role="img" aria-label={label} className="inline-flex shrink-0">
            <Spinner />
          </span>
        )}
        <span className="min-w-0 flex-1 truncate">
          {entry.name}
          {entry.photos > 1 && <span className="text-muted-foreground"> +{entry.photos - 1}</span>}
        </span>
        {entry.status === 'failed' && canRetry ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="h-8 shrink-0"
            aria-label={`Retry upload of ${entry.name}`}
            onClick={() => retryUpload(batchId, entry.clientFileId)}
          >
            Retry upload
          </Button>
        ) : (
          <span className="inline-flex h-8 shrink-0 items-center text-xs text-muted-foreground">
            {entry.status !== 'uploading'
              ? label
              : entry.fraction < 1
                ? `${label} ${Math.round(entry.fraction * 100)}%`
                : 'Saving'}
          </span>
        )}
      </span>
      {/* Offline is said once, above the rows. */}
      {entry.message && entry.message !== UPLOAD_MESSAGES.offline && (
        <span
          className={entry.status === 'failed' ? 'pl-6 text-xs text-destructive' : 'pl-6 text-xs text-muted-foreground'}
        >
          {entry.message}
        </span>
      )}
    </li>
  );
});
