import { GiftIcon } from 'lucide-react';
import { CREDIT_MESSAGES } from '@tagwise/core/values/credits';
import { countOf } from '@tagwise/core/values/plural';
import { LoadFailed } from '@/components/load-failed';
import { useCreditGrants } from '../api/get-credit-grants';
import { formatLocalDateTime } from '@/lib/local-dates';
import { GRANT_REASON_LABELS } from '../lib/credit-display';
import { formatUsNumber } from '@tagwise/core/values/us-number';

/**
 * Credits added on top of the plan, each with what is left of it. Shown only when there are any: most
 * workspaces live on their plan alone, and an empty list would only take room from the history.
 */
export function CreditGrantList() {
  const grants = useCreditGrants();
  if (grants.isPending) return null;
  if (grants.isError) return <LoadFailed message={CREDIT_MESSAGES.loadFailed} onRetry={() => void grants.refetch()} />;
  if (grants.data.grants.length === 0) return null;
  return (
    <section aria-labelledby="credit-grants-title" className="grid gap-3">
      <h2 id="credit-grants-title" className="text-lg font-semibold">
        Credits added
      </h2>
      <p className="text-sm text-muted-foreground">
        They do not expire, and are used once the plan&apos;s credits for the period are spent.
      </p>
      <ul className="grid gap-2">
        {grants.data.grants.map((grant) => (
          <li
            key={grant.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border bg-card p-3 text-sm"
          >
            <span className="flex min-w-0 items-center gap-2">
              <GiftIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              <span className="font-medium">+{countOf(grant.credits, 'credit')}</span>
              <span className="text-muted-foreground">{GRANT_REASON_LABELS[grant.reason]}</span>
            </span>
            <span className="flex items-center gap-4 text-muted-foreground">
              <span className="tabular-nums">{formatUsNumber(grant.remaining)} left</span>
              <time dateTime={grant.createdAt}>{formatLocalDateTime(grant.createdAt)}</time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
