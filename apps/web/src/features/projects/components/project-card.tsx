import { useState } from 'react';
import { Link } from 'react-router';
import {
  CalendarIcon,
  FolderInputIcon,
  FolderMinusIcon,
  FolderPlusIcon,
  MapPinIcon,
  MoreVerticalIcon,
  PencilIcon,
  PercentIcon,
  Trash2Icon,
} from 'lucide-react';
import type { Folder, ProjectSummary } from '@tagwise/core/schemas/projects';
import { describeSaleSchedule } from '@tagwise/core/sale-schedule/sale-days';
import { LISTING_MESSAGES } from '@tagwise/core/values/estatesales-listing';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useDeleteProject } from '../api/delete-project';
import { useMoveProject } from '../api/move-project';
import { ProjectStatsLine } from './project-stats';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { preloadOnIntent } from '@/lib/lazy-dialog';
import { CategoryMarkdownsDialog, EditProjectDialog, FolderDialog } from './lazy-dialogs';

/** A project's card and its menu; deleting and the markdowns are the admin's (`isAdmin`): a member's menu lacks them. */
export function ProjectCard({
  project,
  folders,
  isAdmin,
}: {
  project: ProjectSummary;
  folders: Folder[];
  isAdmin: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const [editingMarkdowns, setEditingMarkdowns] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const move = useMoveProject();
  const remove = useDeleteProject();

  const moveTo = (folderId: string | null) => move.mutate({ projectId: project.id, folderId });

  return (
    <article className="flex flex-col gap-2 rounded-xl border bg-card p-4 shadow-xs" data-tour="project-card">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-semibold">
            <Link
              to={`/projects/${project.id}`}
              className="hover:underline focus-visible:underline focus-visible:outline-none"
            >
              {project.name}
            </Link>
          </h3>
          {(project.title ?? project.description) && (
            <p className="line-clamp-2 text-sm text-muted-foreground">{project.title ?? project.description}</p>
          )}
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="-mt-1 -mr-2 shrink-0"
              aria-label={`Actions for ${project.name}`}
              data-tour="project-menu"
              {...preloadOnIntent(EditProjectDialog.preload, CategoryMarkdownsDialog.preload)}
            >
              <MoreVerticalIcon aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setEditing(true)}>
              <PencilIcon aria-hidden />
              Edit details
            </DropdownMenuItem>
            {isAdmin && (
              <DropdownMenuItem onSelect={() => setEditingMarkdowns(true)}>
                <PercentIcon aria-hidden />
                Category markdowns
              </DropdownMenuItem>
            )}
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>
                <FolderInputIcon aria-hidden />
                Move to folder
              </DropdownMenuSubTrigger>
              <DropdownMenuSubContent>
                {folders.map((folder) => (
                  <DropdownMenuItem
                    key={folder.id}
                    disabled={folder.id === project.folderId}
                    onSelect={() => moveTo(folder.id)}
                  >
                    {folder.name}
                  </DropdownMenuItem>
                ))}
                {folders.length > 0 && <DropdownMenuSeparator />}
                {/* With no folder yet, this is the way on: make one and file the project in it. */}
                <DropdownMenuItem onSelect={() => setCreatingFolder(true)} {...preloadOnIntent(FolderDialog.preload)}>
                  <FolderPlusIcon aria-hidden />
                  New folder…
                </DropdownMenuItem>
              </DropdownMenuSubContent>
            </DropdownMenuSub>
            {project.folderId && (
              <DropdownMenuItem onSelect={() => moveTo(null)}>
                <FolderMinusIcon aria-hidden />
                Remove from folder
              </DropdownMenuItem>
            )}
            {isAdmin && <DropdownMenuSeparator />}
            {isAdmin && (
              <DropdownMenuItem
                className="text-destructive focus:text-destructive"
                onSelect={() =>
                  // A sale live on EstateSales.NET is not deleted (the server refuses): say so before asking.
                  project.listing?.publishedAt
                    ? toast.error(LISTING_MESSAGES.unpublishBeforeDelete)
                    : setConfirmingDelete(true)
                }
              >
                <Trash2Icon aria-hidden className="text-destructive" />
                Delete
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {(project.address ?? project.saleDates) && (
        <dl className="grid gap-1 text-sm text-muted-foreground">
          {project.address && (
            <div className="flex items-center gap-2">
              <dt>
                <MapPinIcon className="size-4" aria-label="Address" />
              </dt>
              <dd className="min-w-0 truncate">{project.address}</dd>
            </div>
          )}
          {project.saleDates && (
            <div className="flex items-start gap-2">
              <dt className="py-0.5">
                <CalendarIcon className="size-4" aria-label="Sale dates" />
              </dt>
              {/* Whole, on as many lines as it needs: the days and hours are what the card is read for. */}
              <dd className="min-w-0">
                {describeSaleSchedule(project.saleDays) ??
                  `${project.saleDates}${project.saleTimes ? `, ${project.saleTimes}` : ''}`}
              </dd>
            </div>
          )}
        </dl>
      )}
      <ProjectStatsLine
        stats={project.stats}
        className="mt-auto flex flex-wrap gap-x-4 gap-y-1 border-t pt-2 text-sm"
      />
      <EditProjectDialog project={project} open={editing} onOpenChange={setEditing} canEditPricing={isAdmin} />
      <CategoryMarkdownsDialog project={project} open={editingMarkdowns} onOpenChange={setEditingMarkdowns} />
      <FolderDialog open={creatingFolder} onOpenChange={setCreatingFolder} onCreated={(folder) => moveTo(folder.id)} />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={`Delete “${project.name}”?`}
        confirmLabel="Delete project"
        onConfirm={() => remove.mutate(project.id)}
      >
        The project and everything in it will be removed. This cannot be undone.
      </ConfirmDialog>
    </article>
  );
}
