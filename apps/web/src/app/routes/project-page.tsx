import { Link, useParams } from 'react-router';
import { lazy, Suspense, useState } from 'react';
import {
  ArrowLeftIcon,
  CalendarIcon,
  MapPinIcon,
  PackageIcon,
  PencilIcon,
  PrinterIcon,
  ScanLineIcon,
  SearchXIcon,
  SparklesIcon,
} from 'lucide-react';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { describeSaleSchedule } from '@tagwise/core/sale-schedule/sale-days';
import { EmptyState } from '@/components/empty-state';
import { ScreenTip } from '@/components/screen-tip';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AddItemDialog } from '@/features/items/components/add-item-dialog';
import { narrowsList } from '@/features/items/api/get-items';
import { ItemFilters } from '@/features/items/components/item-filters';
import { ItemList } from '@/features/items/components/item-list';
import { NeedsReviewBanner } from '@/features/items/components/needs-review-banner';
import { useItemQueryParams } from '@/features/items/hooks/use-item-query-params';
import { ImportCsvDialog } from '@/features/item-csv-import/components/lazy-import-csv-dialog';
import { PrintTagsDialog } from '@/features/labels/components/lazy-print-tags-dialog';
import { ListingPanel } from '@/features/listing-site/components/listing-panel';
import { useProject } from '@/features/projects/api/get-project';
import { useSession } from '@/features/auth/api/get-session';
import { EditProjectDialog } from '@/features/projects/components/lazy-dialogs';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import { useEstateSalesSettings } from '@/features/settings/api/get-estatesales-settings';
import { useSaleTerms } from '@/features/settlement/api/get-sale-terms';
import { preloadOnIntent } from '@/lib/lazy-dialog';
import { useProjects } from '@/features/projects/api/get-projects';
import { useDisplayPreferences } from '@/features/settings/api/use-display-preferences';
import { OVERLAY_PARAMS, overlayIntent, useOpenOverlay } from '@/lib/overlays';
import { ProjectOutputsMenu } from './project-outputs-menu';
import { DoubleSalesLink } from '@/features/checkout/double-sales/double-sales-link';

// Items photographed offline on this device: rare, so their code (IndexedDB, thumbnails) loads on its own.
const WaitingUploads = lazy(() => import('@/features/queue/components/waiting-uploads'));

/** One sale: its details (projects feature) above its items (items feature). */
export default function ProjectPage() {
  const { projectId = '' } = useParams();
  const project = useProject(projectId);
  const projects = useProjects().data?.projects ?? [];
  const display = useDisplayPreferences().mainPage;
  const [params, setParams] = useItemQueryParams();
  const openOverlay = useOpenOverlay();
  const [printing, setPrinting] = useState(false);
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState(false);
  // Publishing is the admin's, like the connection it uses (the server refuses members too).
  const isAdmin = useAccountSettings().data?.role === 'admin';
  const connection = useEstateSalesSettings({ enabled: isAdmin }).data;
  // Assigning items to the sale's consignors is the admin's too (a bulk action on the list below).
  const consignors = useSaleTerms(projectId, isAdmin).data?.consignors;
  // The address may carry a projectId from the inventory; on a project's page its own id always wins.
  const query = { ...params, projectId };
  const userId = useSession().data?.user.id;

  return (
    <>
      <Button asChild variant="ghost" className="-ml-3 mb-2">
        <Link to="/projects">
          <ArrowLeftIcon aria-hidden />
          Projects
        </Link>
      </Button>
      {project.isPending && <Skeleton className="mb-6 h-16" />}
      {project.isError && (
        <EmptyState icon={SearchXIcon} title={PROJECT_MESSAGES.notFound}>
          It may have been deleted, or it belongs to another account.
        </EmptyState>
      )}
      {project.data && (
        <>
          <PageHeader
            title={project.data.name}
            description={project.data.title ?? project.data.description ?? undefined}
            actions={
              <div className="flex flex-wrap gap-2">
                <Button asChild data-tour="ring-up">
                  <Link to={`/projects/${projectId}/checkout`}>
                    <ScanLineIcon aria-hidden />
                    Ring up
                  </Link>
                </Button>
                <DoubleSalesLink projectId={projectId} size="default" />
                <Button
                  variant="outline"
                  onClick={() => openOverlay(OVERLAY_PARAMS.analyze, 'choose')}
                  {...overlayIntent(OVERLAY_PARAMS.analyze)}
                  data-tour="analyze-photos"
                >
                  <SparklesIcon aria-hidden />
                  Analyze Photos
                </Button>
                <AddItemDialog projectId={projectId} />
                <Button
                  variant="outline"
                  onClick={() => setPrinting(true)}
                  {...preloadOnIntent(PrintTagsDialog.preload)}
                  data-tour="print-tags"
                >
                  <PrinterIcon aria-hidden />
                  Print Tags
                </Button>
                <ProjectOutputsMenu
                  projectId={projectId}
                  query={query}
                  isAdmin={isAdmin}
                  onImportCsv={() => setImporting(true)}
                />
              </div>
            }
          />
          <div className="-mt-3 mb-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {project.data.address && (
              <span className="flex items-center gap-1.5">
                <MapPinIcon className="size-4" aria-hidden />
                {project.data.address}
              </span>
            )}
            {project.data.saleDates && (
              <span className="flex items-center gap-1.5">
                <CalendarIcon className="size-4" aria-hidden />
                {describeSaleSchedule(project.data.saleDays) ??
                  `${project.data.saleDates}${project.data.saleTimes ? `, ${project.data.saleTimes}` : ''}`}
              </span>
            )}
            <Button
              variant="link"
              size="sm"
              className="h-auto px-0"
              onClick={() => setEditing(true)}
              {...preloadOnIntent(EditProjectDialog.preload)}
            >
              <PencilIcon aria-hidden />
              {project.data.address || project.data.saleDates ? 'Edit details' : 'Add the sale’s address and days'}
            </Button>
          </div>
          <ScreenTip id="project" title="Fill this sale with items" className="mb-6">
            Analyze Photos turns photos into priced items in this project, one item or a whole batch at a time. Add Item
            is for an item you name and price yourself.
          </ScreenTip>
          <EditProjectDialog project={project.data} open={editing} onOpenChange={setEditing} canEditPricing={isAdmin} />
          <Suspense fallback={null}>
            <WaitingUploads userId={userId} projectId={projectId} />
          </Suspense>
          {isAdmin && (
            <ListingPanel
              project={project.data}
              connectionVersion={connection?.updatedAt ?? 'none'}
              onEditDetails={() => setEditing(true)}
              connectAction={
                <>
                  {/* The Integrations tab is not shown on small screens (core-app.md section 2). */}
                  <Button
                    variant="outline"
                    className="hidden justify-self-start md:inline-flex"
                    onClick={() => openOverlay(OVERLAY_PARAMS.settings, 'integrations')}
                  >
                    Connect in Settings → Integrations
                  </Button>
                  <p className="text-muted-foreground md:hidden">
                    Connect it in Settings → Integrations on a computer or tablet.
                  </p>
                </>
              }
            />
          )}
          <PrintTagsDialog
            open={printing}
            onOpenChange={setPrinting}
            selection={{ filter: { projectId } }}
            what={`every item of ${project.data.name}`}
          />
          <ImportCsvDialog
            projectId={projectId}
            projectName={project.data.name}
            open={importing}
            onOpenChange={setImporting}
          />
          <NeedsReviewBanner projectId={projectId} />
          <ItemFilters query={query} onChange={setParams} />
          <ItemList
            query={query}
            filtered={narrowsList(query, 'projectId')}
            display={display}
            projects={projects.filter((p) => p.id !== projectId)}
            canRepriceByRule={isAdmin}
            consignors={isAdmin ? consignors : undefined}
            empty={
              <EmptyState icon={PackageIcon} title="No items in this project yet">
                Photograph items or pick photos with Analyze Photos, and the AI names, describes and prices them. Or use
                Add Item: a name, a category and a retail price are enough for your rules to price it.
              </EmptyState>
            }
          />
        </>
      )}
    </>
  );
}
