import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { FolderInput, type Folder } from '@tagwise/core/schemas/projects';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { useSaveFolder } from '../api/save-folder';
import { FormField } from '@/components/form-field';

/** New folder, or rename when `folder` is given; `onCreated` hears of a new one (to file a project in it). */
export function FolderDialog({
  folder,
  open,
  onOpenChange,
  onCreated,
}: {
  folder?: Folder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (folder: Folder) => void;
}) {
  const save = useSaveFolder();
  const form = useForm<FolderInput>({ resolver: zodResolver(FolderInput), values: { name: folder?.name ?? '' } });
  const error = form.formState.errors.name?.message;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{folder ? 'Rename folder' : 'New folder'}</DialogTitle>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) =>
            void form.handleSubmit(({ name }) =>
              save.mutate(
                { folderId: folder?.id, name },
                {
                  onSuccess: (saved) => {
                    toast.success(folder ? 'Folder renamed' : 'Folder created');
                    onOpenChange(false);
                    form.reset();
                    if (!folder) onCreated?.(saved);
                  },
                  onError: (err) => form.setError('name', { message: err.message }),
                },
              ),
            )(e)
          }
        >
          <FormField id="folder-name" label="Folder name" error={error}>
            <Input id="folder-name" autoFocus aria-invalid={error ? true : undefined} {...form.register('name')} />
          </FormField>
          <FormDialogFooter submitLabel={folder ? 'Rename' : 'Create Folder'} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
