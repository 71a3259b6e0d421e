import { Link, Navigate, useParams } from 'react-router';
import { ArrowLeftIcon, CheckCircle2Icon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProject } from '@/features/projects/api/get-project';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import { failureMessage } from '@/lib/api-client';
import { useSaleConflicts } from '../api/get-sale-conflicts';
import { ConflictCard } from '../double-sales/conflict-card';

/**
 * The admin's double sales of a sale (/projects/:projectId/double-sales): items two phones sold while
 * offline, both invoices kept, each to resolve by refunding one sale or calling it a duplicate tag. A member
 * is taken to the project instead: none of it is theirs to see.
 */
export default function DoubleSalesPage() {
  const { projectId = '' } = useParams();
  const account = useAccountSettings();
  const isAdmin = account.data?.role === 'admin';
  const project = useProject(projectId);
  const conflicts = useSaleConflicts(projectId, isAdmin);

  if (account.data && !isAdmin) return <Navigate to={`/projects/${projectId}`} replace />;
  const list = conflicts.data?.conflicts ?? [];
  const open = list.filter((conflict) => !conflict.resolution).length;
  return (
    <div className="mx-auto grid max-w-3xl gap-4">
      <Button asChild variant="ghost" className="-ml-3 justify-self-start">
        <Link to={`/projects/${projectId}/checkout`}>
          <ArrowLeftIcon aria-hidden />
          Checkout
        </Link>
      </Button>
      <PageHeader
        title="Double sales"
        description={
          project.data
            ? `${project.data.name}: items sold on two devices while they were offline. Both sales are kept until you resolve them.`
            : undefined
        }
      />
      {conflicts.isPending || account.isPending ? (
        <div className="grid gap-4" aria-busy="true" aria-label="Loading double sales">
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      ) : conflicts.isError ? (
        <LoadFailed
          message={failureMessage(conflicts.error, 'The double sales could not be loaded.')}
          onRetry={() => void conflicts.refetch()}
        />
      ) : list.length === 0 ? (
        <EmptyState icon={CheckCircle2Icon} title="No double sales">
          When two devices sell the same item without a connection, both sales show here for you to resolve.
        </EmptyState>
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {open === 0 ? 'All resolved.' : `${open} to resolve.`}
          </p>
          {list.map((conflict) => (
            <ConflictCard key={conflict.id} conflict={conflict} />
          ))}
        </>
      )}
    </div>
  );
}
