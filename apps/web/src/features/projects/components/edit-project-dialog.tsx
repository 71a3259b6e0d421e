import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { ProjectName, type Project } from '@tagwise/core/schemas/projects';
import { TAG_DISCOUNT_LINE_MAX } from '@tagwise/core/values/labels';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { MARKDOWN_PRECEDENCE_TEXT } from '@tagwise/core/pricing/compute-tag-price';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { OVERLAY_PARAMS, useOpenOverlay } from '@/lib/overlays';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateProject } from '../api/update-project';
import { FormField } from '@/components/form-field';

// The form edits strings; an empty markdown means "use my default markdown".
const Form = z.object({
  name: ProjectName,
  title: z.string().max(200, 'Title must be at most 200 characters'),
  description: z.string().max(2000, 'Description must be at most 2000 characters'),
  address: z.string().max(500, 'Address must be at most 500 characters'),
  saleDates: z.string().max(200, 'Sale dates must be at most 200 characters'),
  saleTimes: z.string().max(200, 'Sale times must be at most 200 characters'),
  saleNotes: z.string().max(2000, 'Sale notes must be at most 2000 characters'),
  tagDiscountLine: z
    .string()
    .max(TAG_DISCOUNT_LINE_MAX, `Discount line must be at most ${TAG_DISCOUNT_LINE_MAX} characters`),
  markdown: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+(\.\d+)?$/.test(v) && Number(v) <= 100), 'Percentage must be between 0 and 100'),
});
type FormValues = z.infer<typeof Form>;

const TEXT_FIELDS: {
  key: Exclude<keyof FormValues, 'name' | 'markdown'>;
  label: string;
  multiline?: boolean;
  hint?: string;
}[] = [
  { key: 'title', label: 'Listing title' },
  { key: 'description', label: 'Description', multiline: true },
  { key: 'address', label: 'Sale address' },
  { key: 'saleDates', label: 'Sale dates' },
  { key: 'saleTimes', label: 'Sale times' },
  { key: 'saleNotes', label: 'Sale notes', multiline: true },
  {
    key: 'tagDiscountLine',
    label: 'Discount line on price tags',
    hint: 'Printed on every tag of this sale, e.g. “Sat 25% off · Sun 50% off”.',
  },
];

export function EditProjectDialog({
  project,
  open,
  onOpenChange,
}: {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateProject();
  const openOverlay = useOpenOverlay();
  const form = useForm<FormValues>({
    resolver: zodResolver(Form),
    values: {
      name: project.name,
      title: project.title ?? '',
      description: project.description ?? '',
      address: project.address ?? '',
      saleDates: project.saleDates ?? '',
      saleTimes: project.saleTimes ?? '',
      saleNotes: project.saleNotes ?? '',
      tagDiscountLine: project.tagDiscountLine ?? '',
      markdown: project.markdownPercentage === null ? '' : String(project.markdownPercentage),
    },
  });
  const { errors } = form.formState;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit project</DialogTitle>
          <DialogDescription>The sale's address, dates and times, kept with its items.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) =>
            void form.handleSubmit(({ markdown, ...values }) =>
              update.mutate(
                {
                  projectId: project.id,
                  input: { ...values, markdownPercentage: markdown === '' ? null : Number(markdown) },
                },
                {
                  onSuccess: () => {
                    toast.success(PROJECT_MESSAGES.updated);
                    onOpenChange(false);
                    // The project's rules changed: offer to re-price its items (never silently).
                    if (form.formState.dirtyFields.markdown) openOverlay(OVERLAY_PARAMS.reprice, project.id);
                  },
                  onError: (error) => toast.error(`${PROJECT_MESSAGES.updateFailed}. ${error.message}`),
                },
              ),
            )(e)
          }
        >
          <FormField id="edit-name" label="Project Name" error={errors.name?.message}>
            <Input id="edit-name" aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
          </FormField>
          {TEXT_FIELDS.map(({ key, label, multiline, hint }) => (
            <FormField key={key} id={`edit-${key}`} label={label} error={errors[key]?.message} {...(hint && { hint })}>
              {multiline ? (
                <Textarea id={`edit-${key}`} rows={3} {...form.register(key)} />
              ) : (
                <Input
                  id={`edit-${key}`}
                  aria-describedby={hint ? `edit-${key}-hint` : undefined}
                  {...form.register(key)}
                />
              )}
            </FormField>
          ))}
          <FormField
            id="edit-markdown"
            label="Project markdown (%)"
            error={errors.markdown?.message}
            hint={`Leave empty to use your default markdown. ${MARKDOWN_PRECEDENCE_TEXT}`}
          >
            <Input
              id="edit-markdown"
              inputMode="decimal"
              aria-invalid={errors.markdown ? true : undefined}
              aria-describedby="edit-markdown-hint"
              {...form.register('markdown')}
            />
          </FormField>
          <FormDialogFooter submitLabel={update.isPending ? 'Saving...' : 'Save'} pending={update.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
