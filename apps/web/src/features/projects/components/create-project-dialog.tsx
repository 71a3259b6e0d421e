import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { CreateProjectInput, PROJECT_MESSAGES } from '@tagwise/core/schemas/projects';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useCreateProject } from '../api/create-project';
import { FormField } from '@/components/form-field';

const Form = CreateProjectInput.pick({ name: true, description: true });
type FormValues = z.input<typeof Form>;

/** The spec's Create New Project modal: name required (after trimming), description optional. */
export function CreateProjectDialog() {
  const [open, setOpen] = useState(false);
  const create = useCreateProject();
  const form = useForm<FormValues>({ resolver: zodResolver(Form), defaultValues: { name: '', description: '' } });
  const { errors } = form.formState;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button data-tour="new-project">
          <PlusIcon aria-hidden />
          New Project
        </Button>
      </DialogTrigger>
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
                  setOpen(false);
                  form.reset();
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
    </Dialog>
  );
}
