import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BarChart3Icon, SearchXIcon } from 'lucide-react';
import { AppError } from '@tagwise/core/errors';
import type { Analytics, AnalyticsGroup, CreditMonth } from '@tagwise/core/schemas/analytics';
import { ANALYTICS_MESSAGES } from '@tagwise/core/values/analytics';
import { ITEM_STATUS_LABELS } from '@tagwise/core/values/items';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAnalytics } from '../api/get-analytics';
import { CreditsSection } from '../components/credits-section';
import { GroupSection } from '../components/group-section';
import { PriceGapSection } from '../components/price-gap-section';
import { ProjectsSection } from '../components/projects-section';
import { SummaryCards } from '../components/summary-cards';
import { ValueAddedSection } from '../components/value-added-section';

export interface AnalyticsPaths {
  project: string;
  item: string;
  projects: string;
}

function Loading() {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label="Loading analytics">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-24 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}

/** Whether any AI work was done in the months shown (an empty workspace shows no table of zeros). */
const usedAnyCredits = (months: CreditMonth[]) =>
  months.some((m) => m.credits + m.analyses + m.enhancements + m.promos > 0);

const totalRow = (totals: Analytics['totals']): AnalyticsGroup => ({ key: '', ...totals });

/**
 * The data dashboard (labelled Analytics) of the workspace or of one project: totals, then charts each
 * followed by a table of the same figures. The app supplies the project picker and the paths to link to
 * (features do not import each other), and whether the server bills (credits are shown only then).
 */
export function AnalyticsDashboard({
  projectId,
  picker,
  billed,
  paths,
}: {
  projectId: string | null;
  picker: ReactNode;
  billed: boolean;
  paths: AnalyticsPaths;
}) {
  const analytics = useAnalytics(projectId);
  let body: ReactNode;
  if (analytics.isPending) body = <Loading />;
  else if (analytics.error instanceof AppError && analytics.error.code === 'NOT_FOUND' && projectId) {
    body = (
      <EmptyState icon={SearchXIcon} title={PROJECT_MESSAGES.notFound}>
        <p>It may have been deleted, or it belongs to another account.</p>
        <Button asChild className="mt-4">
          <Link to="?">Show all projects</Link>
        </Button>
      </EmptyState>
    );
  } else if (analytics.isError) {
    body = <LoadFailed message={ANALYTICS_MESSAGES.loadFailed} onRetry={() => void analytics.refetch()} />;
  } else {
    const a = analytics.data;
    const empty = a.totals.items === 0;
    body = (
      <div
        className={analytics.isPlaceholderData ? 'grid gap-6 opacity-60' : 'grid gap-6'}
        aria-busy={analytics.isPlaceholderData}
      >
        {empty ? (
          <EmptyState icon={BarChart3Icon} title={ANALYTICS_MESSAGES.noItems}>
            <p>
              {a.project ? ANALYTICS_MESSAGES.noItemsInProject : ANALYTICS_MESSAGES.noItemsInWorkspace} The figures
              appear here once there are some: photograph items, upload photos, or import a spreadsheet into a project.
            </p>
            <Button asChild className="mt-4">
              <Link to={paths.projects}>Go to projects</Link>
            </Button>
          </EmptyState>
        ) : (
          <>
            <SummaryCards totals={a.totals} />
            <GroupSection
              id="by-category"
              title="By category"
              groupLabel="Category"
              groups={a.byCategory}
              total={totalRow(a.totals)}
            />
            <GroupSection
              id="by-condition"
              title="By condition"
              groupLabel="Condition"
              groups={a.byCondition}
              total={totalRow(a.totals)}
            />
            <GroupSection
              id="by-status"
              title="By status"
              groupLabel="Status"
              groups={a.byStatus}
              total={totalRow(a.totals)}
              labelOf={(key) => ITEM_STATUS_LABELS[key as keyof typeof ITEM_STATUS_LABELS] ?? key}
            />
            <ProjectsSection projects={a.projects} projectPath={paths.project} />
            <ValueAddedSection valueAdded={a.valueAdded} timeZone={a.timeZone} />
            <PriceGapSection gaps={a.priceGaps} itemPath={paths.item} />
          </>
        )}
        {a.credits && (!empty || usedAnyCredits(a.credits.months)) ? (
          <CreditsSection months={a.credits.months} />
        ) : (
          billed &&
          a.project && (
            <p className="text-sm text-muted-foreground">
              AI credits are counted for the whole workspace: choose All projects to see them.
            </p>
          )
        )}
      </div>
    );
  }
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Analytics</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {analytics.data?.project ? `Figures for ${analytics.data.project.name}` : 'Figures for all your projects'}
          </p>
        </div>
        {picker}
      </div>
      {body}
    </>
  );
}
