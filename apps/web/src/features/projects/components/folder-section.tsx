import { useState, type ReactNode } from 'react';
import { FolderIcon, MoreVerticalIcon, PencilIcon, PrinterIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import type { Folder, ProjectSummary } from '@tagwise/core/schemas/projects';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useDeleteFolder } from '../api/delete-folder';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { preloadOnIntent } from '@/lib/lazy-dialog';
import { PrintTagsDialog } from '@/features/labels/components/lazy-print-tags-dialog';
import { FolderDialog } from './lazy-dialogs';
import { ProjectStatsLine, sumStats } from './project-stats';
import { countOf } from '@tagwise/core/values/plural';

/** A folder heading with its project count and rename/delete, above its projects. */
export function FolderSection({
  folder,
  projects,
  children,
}: {
  folder: Folder;
  projects: ProjectSummary[];
  children: ReactNode;
}) {
  const count = projects.length;
  const totals = sumStats(projects);
  const [renaming, setRenaming] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [printing, setPrinting] = useState(false);
  const remove = useDeleteFolder();
  const headingId = `folder-${folder.id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-center gap-2">
        <FolderIcon className="size-5 text-primary" aria-hidden />
        <h2 id={headingId} className="font-semibold">
          {folder.name}
        </h2>
        <span className="text-sm text-muted-foreground">{countOf(count, 'project')}</span>
        {count > 0 && (
          <ProjectStatsLine
            stats={totals}
            className="hidden flex-wrap gap-x-3 border-l pl-3 text-sm text-muted-foreground sm:flex"
          />
        )}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="ml-auto"
              aria-label={`Actions for folder ${folder.name}`}
              {...preloadOnIntent(FolderDialog.preload, PrintTagsDialog.preload)}
            >
              <MoreVerticalIcon aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setRenaming(true)}>
              <PencilIcon aria-hidden />
              Rename folder
            </DropdownMenuItem>
            {count > 0 && (
              <DropdownMenuItem onSelect={() => setPrinting(true)}>
                <PrinterIcon aria-hidden />
                Print price tags…
              </DropdownMenuItem>
            )}
            <DropdownMenuItem
              className="text-destructive focus:text-destructive"
              onSelect={() => setConfirmingDelete(true)}
            >
              <Trash2Icon aria-hidden className="text-destructive" />
              Delete folder
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {children}
      <FolderDialog folder={folder} open={renaming} onOpenChange={setRenaming} />
      <PrintTagsDialog
        open={printing}
        onOpenChange={setPrinting}
        selection={{ folderId: folder.id }}
        what={`the items of the folder ${folder.name}`}
      />
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={`Delete folder “${folder.name}”?`}
        confirmLabel="Delete folder"
        onConfirm={() =>
          remove.mutate(folder.id, {
            onSuccess: () => toast.success('Folder deleted'),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        Its projects are kept and move out of the folder.
      </ConfirmDialog>
    </section>
  );
}
