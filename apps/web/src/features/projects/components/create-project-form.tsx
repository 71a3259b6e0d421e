import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { z } from 'zod';
import { CreateProjectInput } from '@tagwise/core/schemas/projects';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateProject } from '../api/create-project';
import { FormField } from '@/components/form-field';

const Form = CreateProjectInput.pick({ name: true, description: true });
type FormValues = z.input<typeof Form>;

/**
 * The Create New Project modal's content (loaded when first opened; the trigger is create-project-dialog.tsx):
 * name required (after trimming), description optional. Closing empties the form.
 */
export function CreateProjectForm({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateProject();
  const form = useForm<FormValues>({ resolver: zodResolver(Form), defaultValues: { name: '', description: '' } });
  const { errors } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Create New Project</DialogTitle>
        <DialogDescription>A project holds the items of one sale.</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) =>
          void form.handleSubmit((values) =>
            create.mutate(values, {
              onSuccess: (project) => {
                toast.success(`${PROJECT_MESSAGES.created}: ${project.name}`);
                onOpenChange(false);
              },
              onError: (error) => toast.error(`${PROJECT_MESSAGES.createFailed}. ${error.message}`),
            }),
          )(e)
        }
      >
        <FormField id="project-name" label="Project Name" error={errors.name?.message}>
          <Input
            id="project-name"
            autoFocus
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'project-name-error' : undefined}
            {...form.register('name')}
          />
        </FormField>
        <FormField id="project-description" label="Description (optional)" error={errors.description?.message}>
          <Textarea id="project-description" rows={3} {...form.register('description')} />
        </FormField>
        <FormDialogFooter
          submitLabel={create.isPending ? 'Creating...' : 'Create Project'}
          pending={create.isPending}
        />
      </form>
    </DialogContent>
  );
}
