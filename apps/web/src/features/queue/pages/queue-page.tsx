import { ImagesIcon, LayersIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useProjects } from '@/features/projects/api/get-projects';
import { OVERLAY_PARAMS, useOpenOverlay } from '@/lib/overlays';
import { useBatches } from '../api/get-batches';
import { BatchCard } from '../components/batch-card';
import { QueueLoadFailed } from '../components/queue-load-failed';

function StartBatchButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  const openOverlay = useOpenOverlay();
  return (
    <Button variant={variant} onClick={() => openOverlay(OVERLAY_PARAMS.analyze, 'multi')}>
      <ImagesIcon aria-hidden />
      Upload multiple items
    </Button>
  );
}

/**
 * Queue management (commercial-side.md section 2, route `queue`): every bulk batch of the workspace, newest
 * first, 50 at a time, with its progress, counts and credits, its actions, and its photos on demand. Live
 * events keep the loaded pages current (lib/queue-cache.ts).
 */
export default function QueuePage() {
  const batches = useBatches();
  const projects = useProjects();
  const projectNames = new Map(projects.data?.projects.map((p) => [p.id, p.name]));

  const list = batches.data?.pages.flatMap((page) => page.batches) ?? [];
  let content;
  if (batches.isPending) {
    content = (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading batches">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-44 rounded-xl" />
        ))}
      </div>
    );
  } else if (batches.isError && !batches.data) {
    content = <QueueLoadFailed busy={batches.isFetching} onRetry={() => void batches.refetch()} />;
  } else {
    content =
      list.length === 0 ? (
        <EmptyState icon={LayersIcon} title="No batches yet">
          <p>
            Upload the photos of many items at once and they are analysed one by one in the background, while you keep
            working. Each batch shows up here with its progress, its failures and what it cost.
          </p>
          <div className="mt-4">
            <StartBatchButton />
          </div>
        </EmptyState>
      ) : (
        <div className="grid gap-3">
          <ul className="grid gap-3" aria-label="Batches">
            {list.map((batch) => (
              <BatchCard
                key={batch.id}
                batch={batch}
                projectName={projects.isPending ? '…' : projectNames.get(batch.projectId)}
              />
            ))}
          </ul>
          <div className="grid justify-items-center gap-3 py-2">
            {batches.isFetchNextPageError && (
              <QueueLoadFailed busy={batches.isFetchingNextPage} onRetry={() => void batches.fetchNextPage()} />
            )}
            {batches.hasNextPage && !batches.isFetchNextPageError && (
              <Button
                variant="outline"
                disabled={batches.isFetchingNextPage}
                onClick={() => void batches.fetchNextPage()}
              >
                {batches.isFetchingNextPage && <Spinner />}
                Load more
              </Button>
            )}
          </div>
        </div>
      );
  }

  return (
    <>
      <PageHeader
        title="Queue"
        description="Bulk uploads, newest first: their progress and failed photos."
        actions={list.length > 0 && <StartBatchButton variant="outline" />}
      />
      {content}
    </>
  );
}
