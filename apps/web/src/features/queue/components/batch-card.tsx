import { useState } from 'react';
import { ChevronDownIcon, ExternalLinkIcon, PauseIcon, PlayIcon, RotateCcwIcon, XIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Batch } from '@tagwise/core/schemas/batches';
import { BATCH_MESSAGES, canCancel, canPause, canResume } from '@tagwise/core/values/batches';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { announceCreditsExhausted } from '@/lib/credits-exhausted';
import { Spinner } from '@/components/ui/spinner';
import { useBilled } from '@/features/system/api/get-public-config';
import { cn } from '@/lib/cn';
import { OVERLAY_PARAMS, useOpenOverlay } from '@/lib/overlays';
import { useChangeBatch, type BatchAction } from '../api/change-batch';
import { useRetryFailedJobs } from '../api/retry-failed-jobs';
import { formatLocalDateTime } from '@/lib/local-dates';
import { etaText, isFinished, progressText } from '../lib/queue-display';
import { BatchJobs } from './batch-jobs';
import { BatchProgress } from './batch-progress';
import { BatchStatusBadge } from './batch-status-badge';

function BatchActions({ batch }: { batch: Batch }) {
  const openOverlay = useOpenOverlay();
  const change = useChangeBatch();
  const retry = useRetryFailedJobs();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const run = (action: BatchAction) =>
    change.mutate({ batchId: batch.id, action }, { onError: () => toast.error(BATCH_MESSAGES.actionFailed) });
  const busy = change.isPending || retry.isPending;
  const pending = (action: BatchAction) => change.isPending && change.variables?.action === action;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => openOverlay(OVERLAY_PARAMS.batch, batch.id)}>
        <ExternalLinkIcon aria-hidden />
        Open progress
      </Button>
      {canPause(batch.status) && (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => run('pause')}>
          {pending('pause') ? <Spinner /> : <PauseIcon aria-hidden />}
          Pause
        </Button>
      )}
      {canResume(batch.status) && (
        <Button variant="outline" size="sm" disabled={busy} onClick={() => run('resume')}>
          {pending('resume') ? <Spinner /> : <PlayIcon aria-hidden />}
          Resume
        </Button>
      )}
      {batch.failed > 0 && (
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => retry.mutate(batch.id, { onError: () => toast.error(BATCH_MESSAGES.retryFailed) })}
        >
          {retry.isPending ? <Spinner /> : <RotateCcwIcon aria-hidden />}
          Retry failed ({batch.failed})
        </Button>
      )}
      {canCancel(batch.status) && (
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={busy}
          onClick={() => setConfirmCancel(true)}
        >
          {pending('cancel') ? <Spinner /> : <XIcon aria-hidden />}
          Cancel batch
        </Button>
      )}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Cancel this batch?"
        confirmLabel="Cancel batch"
        onConfirm={() => run('cancel')}
      >
        The photos of “{batch.name}” that have not been analysed yet are dropped and marked failed; items already made
        stay. Retry failed puts them back later.
      </ConfirmDialog>
    </div>
  );
}

/** One batch on the Queue page: where it stands, what it cost, its actions, and its jobs on demand. */
export function BatchCard({ batch, projectName }: { batch: Batch; projectName: string | undefined }) {
  const [open, setOpen] = useState(false);
  const headingId = `batch-${batch.id}`;
  const jobsId = `batch-${batch.id}-jobs`;
  const finished = isFinished(batch.status);
  const eta = finished ? null : etaText(batch.estimatedCompletionTime);
  const reason = (batch.status === 'blocked' || batch.status === 'paused') && batch.blockedReason;
  const billed = useBilled();
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold break-words">
              {batch.name}
            </h2>
            <p className="text-sm text-muted-foreground">
              {projectName ?? 'Deleted project'} ·{' '}
              <time dateTime={batch.createdAt} className="whitespace-nowrap">
                {formatLocalDateTime(batch.createdAt)}
              </time>
            </p>
          </div>
          <BatchStatusBadge status={batch.status} />
        </div>
        <div className="grid gap-1.5">
          <BatchProgress batch={batch} />
          <p className="flex flex-wrap justify-between gap-x-3 text-sm text-muted-foreground">
            <span className="tabular-nums">
              {progressText(batch)} · {batch.completionPercentage}%
            </span>
            {eta && <span>{eta}</span>}
          </p>
        </div>
        {reason && (
          <p className={cn('text-sm', batch.status === 'blocked' ? 'text-destructive' : 'text-muted-foreground')}>
            {reason}
          </p>
        )}
        {batch.status === 'blocked' && (
          <Button type="button" size="sm" className="justify-self-start" onClick={announceCreditsExhausted}>
            Get more credits
          </Button>
        )}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {(
            [
              ['Done', batch.completed],
              ['Failed', batch.failed],
              ['Total', batch.total],
              ['Credits used', batch.creditsUsed],
            ] as const
          )
            // A server without billing counts no credits.
            .filter(([term]) => billed || term !== 'Credits used')
            .map(([term, value]) => (
              <div key={term} className="flex gap-1.5">
                <dt className="text-muted-foreground">{term}</dt>
                <dd className={cn('font-medium tabular-nums', term === 'Failed' && value > 0 && 'text-destructive')}>
                  {value}
                </dd>
              </div>
            ))}
        </dl>
        <BatchActions batch={batch} />
        <div className="border-t pt-2">
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2"
            aria-expanded={open}
            aria-controls={jobsId}
            onClick={() => setOpen(!open)}
          >
            <ChevronDownIcon aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
            {open ? 'Hide photos' : 'Show photos'}
            <span className="sr-only"> of {batch.name}</span>
          </Button>
          <div id={jobsId} hidden={!open}>
            {open && <BatchJobs batchId={batch.id} label={`Photos of ${batch.name}`} />}
          </div>
        </div>
      </article>
    </li>
  );
}
