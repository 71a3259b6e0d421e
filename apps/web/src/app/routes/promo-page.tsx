import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SearchXIcon } from 'lucide-react';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { CREDITS_KEY } from '@/features/credits/api/get-credit-balance';
import { useProject } from '@/features/projects/api/get-project';
import { PromoPanel } from '@/features/promo/components/promo-panel';
import { BackToProject } from './back-to-project';

/** A sale's promotional material (promo feature), with the sale's details it is written from (projects feature). */
export default function PromoRoute() {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const queryClient = useQueryClient();
  const missingDetails = project.data
    ? [
        !project.data.address && 'address',
        !project.data.saleDates && 'sale dates',
        !project.data.saleTimes && 'sale times',
      ].filter((detail): detail is string => Boolean(detail))
    : [];

  return (
    <div className="mx-auto max-w-3xl">
      <BackToProject projectId={projectId} />
      {project.isError ? (
        <EmptyState icon={SearchXIcon} title={PROJECT_MESSAGES.notFound}>
          It may have been deleted, or it belongs to another account.
        </EmptyState>
      ) : (
        <>
          {project.data ? (
            <PageHeader title="Promotional material" description={project.data.name} />
          ) : (
            <Skeleton className="mb-6 h-16" />
          )}
          <PromoPanel
            projectId={projectId}
            missingDetails={missingDetails}
            onCreditsChanged={() => void queryClient.invalidateQueries({ queryKey: CREDITS_KEY })}
          />
        </>
      )}
    </div>
  );
}
