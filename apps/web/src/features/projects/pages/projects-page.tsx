import { useEffect, useState } from 'react';
import { FolderKanbanIcon, FolderPlusIcon, RefreshCwIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { Folder, ProjectSummary } from '@tagwise/core/schemas/projects';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { EmptyState } from '@/components/empty-state';
import { OfflineNotice } from '@/components/offline-notice';
import { ScreenTip } from '@/components/screen-tip';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import { useFolders } from '../api/get-folders';
import { useProjects } from '../api/get-projects';
import { CreateProjectDialog } from '../components/create-project-dialog';
import { FolderDialog } from '../components/lazy-dialogs';
import { preloadOnIntent } from '@/lib/lazy-dialog';
import { useWaitingForConnection } from '@/lib/use-waiting-for-connection';
import { FolderSection } from '../components/folder-section';
import { ProjectCard } from '../components/project-card';

const LOAD_FAILED = `${PROJECT_MESSAGES.loadFailed}. Please check your connection and try again.`;

export default function ProjectsPage() {
  const projects = useProjects();
  const folders = useFolders();
  const [creatingFolder, setCreatingFolder] = useState(false);
  // Deleting a project and its markdowns are the admin's (the server refuses a team member both).
  const isAdmin = useAccountSettings().data?.role === 'admin';
  // Offline with no copy of the list kept on this device: said plainly, not drawn as placeholders or an error.
  const offline = useWaitingForConnection(projects, folders);
  const failed = (projects.isError || folders.isError) && !offline;

  useEffect(() => {
    if (failed) toast.error(LOAD_FAILED, { id: 'projects-load-failed', duration: 6000 });
  }, [failed]);

  const folderList = folders.data?.folders ?? [];
  const all = projects.data?.projects ?? [];
  const inFolder = (folderId: string | null) => all.filter((p) => p.folderId === folderId);
  const loose = all.filter((p) => !p.folderId || !folderList.some((f) => f.id === p.folderId));

  return (
    <>
      <PageHeader
        title="Projects"
        description="One project per sale, grouped in folders."
        actions={
          <div className="flex gap-2">
            <Button
              variant="outline"
              onClick={() => setCreatingFolder(true)}
              data-tour="new-folder"
              {...preloadOnIntent(FolderDialog.preload)}
            >
              <FolderPlusIcon aria-hidden />
              New Folder
            </Button>
            <CreateProjectDialog />
          </div>
        }
      />
      <FolderDialog open={creatingFolder} onOpenChange={setCreatingFolder} />

      {offline && (
        <OfflineNotice>
          You’re offline, and this device has no copy of your projects list yet. It shows here once you’re back online.
        </OfflineNotice>
      )}

      {(projects.isPending || folders.isPending) && !failed && !offline && (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Loading projects">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      )}

      {failed && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive"
        >
          {LOAD_FAILED}
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              void projects.refetch();
              void folders.refetch();
            }}
          >
            <RefreshCwIcon aria-hidden />
            Retry
          </Button>
        </div>
      )}

      {projects.isSuccess && folders.isSuccess && (
        <div className="grid gap-8">
          {all.length === 0 ? (
            <ScreenTip id="projects-empty" title="Start from the camera" className="-mb-4">
              The camera button at the top works on every page. Photograph an item and Tagwise asks which project it
              goes in; you can name a new one right there.
            </ScreenTip>
          ) : (
            <ScreenTip id="projects" title="Tag prices follow your rules" className="-mb-4">
              Each item’s tag price comes from your pricing rules (the account admin sets them in Settings, Pricing)
              unless it was set by hand. A project’s menu can give one sale a markdown of its own.
            </ScreenTip>
          )}
          {all.length === 0 && (
            <EmptyState icon={FolderKanbanIcon} title="No projects yet">
              A project holds the items of one sale: their photos, prices and tags. Create one with New Project.
            </EmptyState>
          )}
          {folderList.map((folder) => {
            const list = inFolder(folder.id);
            return (
              <FolderSection key={folder.id} folder={folder} projects={list}>
                {list.length === 0 ? (
                  <p className="text-sm text-muted-foreground">
                    No projects in this folder. Use a project’s menu to move it here.
                  </p>
                ) : (
                  <ProjectGrid projects={list} folders={folderList} isAdmin={isAdmin} />
                )}
              </FolderSection>
            );
          })}
          {loose.length > 0 && (
            <section aria-labelledby="loose-projects" className="grid gap-3">
              {/* Always a level-2 heading above the cards' level-3 ones; shown only when folders exist. */}
              <h2 id="loose-projects" className={folderList.length > 0 ? 'font-semibold' : 'sr-only'}>
                {folderList.length > 0 ? 'Not in a folder' : 'Your projects'}
              </h2>
              <ProjectGrid projects={loose} folders={folderList} isAdmin={isAdmin} />
            </section>
          )}
        </div>
      )}
    </>
  );
}

function ProjectGrid({
  projects,
  folders,
  isAdmin,
}: {
  projects: ProjectSummary[];
  folders: Folder[];
  isAdmin: boolean;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard project={project} folders={folders} isAdmin={isAdmin} />
        </li>
      ))}
    </ul>
  );
}
