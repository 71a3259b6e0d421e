import { formatMoney } from '@tagwise/core/pricing/compute-tag-price';
import type { ProjectStats } from '@tagwise/core/schemas/projects';
import { formatUsNumber } from '@tagwise/core/values/us-number';

/** Adds up several projects' figures (a folder's). */
export const sumStats = (list: { stats: ProjectStats }[]): ProjectStats =>
  list.reduce(
    (sum, { stats }) => ({
      itemCount: sum.itemCount + stats.itemCount,
      retailCents: sum.retailCents + stats.retailCents,
      tagValue: sum.tagValue + stats.tagValue,
    }),
    { itemCount: 0, retailCents: 0, tagValue: 0 },
  );

/** Items, retail total and tag value: what a sale is worth at a glance. */
export function ProjectStatsLine({ stats, className }: { stats: ProjectStats; className?: string }) {
  return (
    <dl className={className ?? 'flex flex-wrap gap-x-4 gap-y-1 text-sm'}>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Items</dt>
        <dd className="font-medium tabular-nums">{formatUsNumber(stats.itemCount)}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Retail</dt>
        <dd className="font-medium tabular-nums">{formatMoney(Math.round(stats.retailCents / 100))}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-muted-foreground">Tag value</dt>
        <dd className="font-medium tabular-nums">{formatMoney(stats.tagValue)}</dd>
      </div>
    </dl>
  );
}
