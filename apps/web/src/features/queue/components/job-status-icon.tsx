import { AlertCircleIcon, CheckCircle2Icon, CircleDashedIcon, OctagonPauseIcon, RotateCwIcon } from 'lucide-react';
import { JOB_STATUS_LABELS, type JobStatus } from '@tagwise/core/values/batches';
import { Spinner } from '@/components/ui/spinner';

/** A job's state as an icon with its label for screen readers (the dialog's and the Queue page's rows). */
export function JobStatusIcon({ status }: { status: JobStatus }) {
  const label = JOB_STATUS_LABELS[status];
  switch (status) {
    case 'succeeded':
      return <CheckCircle2Icon className="size-4 shrink-0 text-primary" role="img" aria-label={label} />;
    case 'failed':
      return <AlertCircleIcon className="size-4 shrink-0 text-destructive" role="img" aria-label={label} />;
    case 'processing':
      return (
        <span role="img" aria-label={label} className="inline-flex shrink-0">
          <Spinner />
        </span>
      );
    case 'retrying':
      return <RotateCwIcon className="size-4 shrink-0 text-muted-foreground" role="img" aria-label={label} />;
    case 'blocked':
      return <OctagonPauseIcon className="size-4 shrink-0 text-destructive" role="img" aria-label={label} />;
    case 'pending':
      return <CircleDashedIcon className="size-4 shrink-0 text-muted-foreground" role="img" aria-label={label} />;
  }
}
