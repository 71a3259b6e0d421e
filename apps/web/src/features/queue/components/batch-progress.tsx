import type { Batch } from '@tagwise/core/schemas/batches';
import { cn } from '@/lib/cn';

/**
 * A batch's completion rate ((succeeded + failed) / total, core-app.md section 4) as a bar whose failed
 * share is drawn apart, so a cancelled batch at 100% does not look like a successful one.
 */
export function BatchProgress({
  batch,
  className,
}: {
  batch: Pick<Batch, 'name' | 'completed' | 'failed' | 'total' | 'completionPercentage'>;
  className?: string;
}) {
  const share = (n: number) => (batch.total > 0 ? Math.min(100, (n * 100) / batch.total) : 0);
  const done = share(batch.completed);
  const failed = Math.min(100 - done, share(batch.failed));
  return (
    <div
      role="progressbar"
      aria-label={`Progress of ${batch.name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={batch.completionPercentage}
      className={cn('flex h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
    >
      <div className="h-full bg-primary transition-[width] duration-500" style={{ width: `${done}%` }} />
      <div className="h-full bg-destructive/70 transition-[width] duration-500" style={{ width: `${failed}%` }} />
    </div>
  );
}
