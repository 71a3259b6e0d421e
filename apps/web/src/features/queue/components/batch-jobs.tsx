import { Link } from 'react-router';
import type { BatchJob } from '@tagwise/core/schemas/batches';
import { Skeleton } from '@/components/ui/skeleton';
import { useBatch } from '../api/get-batch';
import { JobStatusIcon } from './job-status-icon';
import { QueueLoadFailed } from './queue-load-failed';

function JobRow({ job, index }: { job: BatchJob; index: number }) {
  const name = job.originalFilename ?? `Photo ${index + 1}`;
  return (
    <li className="flex min-w-0 items-start gap-2.5 py-2">
      <span className="pt-0.5">
        <JobStatusIcon status={job.status} />
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <span className="truncate text-sm" title={name}>
          {name}
          {job.photos > 1 && <span className="text-muted-foreground"> ({job.photos} photos)</span>}
        </span>
        {job.status === 'failed' && (job.errorMessage || job.errorCode) && (
          <span className="text-xs break-words text-destructive">
            {job.errorMessage}
            {job.errorCode && (
              <>
                {' '}
                <code className="rounded bg-destructive/10 px-1 py-0.5 text-[0.7rem]">{job.errorCode}</code>
              </>
            )}
          </span>
        )}
      </div>
      {job.itemId && (
        <Link
          to={`/items/${job.itemId}`}
          className="shrink-0 py-0.5 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
        >
          Open<span className="sr-only"> item from {name}</span>
        </Link>
      )}
    </li>
  );
}

/** A batch's jobs in upload order, each with its state, its error for a failed one, and its item once made. */
export function BatchJobs({ batchId, label }: { batchId: string; label: string }) {
  const detail = useBatch(batchId);
  if (detail.isPending) {
    return (
      <div className="grid gap-2 py-2" aria-busy="true" aria-label={`Loading ${label}`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-6" />
        ))}
      </div>
    );
  }
  if (detail.isError) return <QueueLoadFailed busy={detail.isFetching} onRetry={() => void detail.refetch()} />;
  if (detail.data.jobs.length === 0) {
    return <p className="py-2 text-sm text-muted-foreground">No photos have arrived for this batch yet.</p>;
  }
  return (
    <ul className="divide-y" aria-label={label}>
      {detail.data.jobs.map((job, i) => (
        <JobRow key={job.id} job={job} index={i} />
      ))}
    </ul>
  );
}
