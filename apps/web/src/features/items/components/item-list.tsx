import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { RefreshCwIcon } from 'lucide-react';
import { ITEM_MESSAGES } from '@tagwise/core/schemas/items';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { projectItemsQueryOptions } from '../api/get-project-items';
import { formatCents, formatWhole, STATUS_LABELS } from './format';

// The inventory's options have the same shape (same page type and cursor), so one type serves both.
type ItemsQueryOptions = ReturnType<typeof projectItemsQueryOptions>;

/**
 * Items newest first (one project's, or the whole inventory's); the next 50 load when the end of the
 * list comes into view.
 */
export function ItemList({ options, empty }: { options: ItemsQueryOptions; empty: ReactNode }) {
  const query = useInfiniteQuery(options);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-label="Loading items">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-16" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive"
      >
        {ITEM_MESSAGES.loadFailed}
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          <RefreshCwIcon aria-hidden />
          Retry
        </Button>
      </div>
    );
  }
  const items = query.data.pages.flatMap((p) => p.items);
  if (items.length === 0) return empty;
  return (
    <>
      <ul className="divide-y rounded-xl border bg-card">
        {items.map((item) => {
          const saving = item.id.startsWith('temp-');
          return (
            <li key={item.id} aria-busy={saving || undefined}>
              <Link
                to={saving ? '#' : `/items/${item.id}`}
                className="flex items-center gap-3 px-4 py-3 hover:bg-accent/50 focus-visible:bg-accent focus-visible:outline-none"
                aria-disabled={saving || undefined}
                onClick={(e) => saving && e.preventDefault()}
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{item.name}</p>
                  <p className="truncate text-sm text-muted-foreground">
                    {item.category} · {item.condition} · {STATUS_LABELS[item.status]}
                    {saving ? ' · Saving…' : ` · #${item.tagCode}`}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-semibold tabular-nums">{formatWhole(item.tagPrice)}</p>
                  <p className="text-xs text-muted-foreground tabular-nums">retail {formatCents(item.retailCents)}</p>
                </div>
                {saving && <Spinner />}
              </Link>
            </li>
          );
        })}
      </ul>
      <div ref={sentinel} className="flex justify-center py-4">
        {query.hasNextPage && (
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage && <Spinner />}
            Load more
          </Button>
        )}
      </div>
    </>
  );
}
