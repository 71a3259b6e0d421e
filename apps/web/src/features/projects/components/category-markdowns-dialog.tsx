import { ErrorMessage } from '@/components/error-message';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { CategorySchema } from '@tagwise/core/catalog/categories';
import { CATEGORIES } from '@tagwise/core/values/catalog';
import { MARKDOWN_PRECEDENCE_TEXT } from '@tagwise/core/pricing/compute-tag-price';
import { NEW_CATEGORY_MARKDOWN } from '@tagwise/core/pricing/pricing-settings';
import type { Project } from '@tagwise/core/schemas/projects';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { PercentInput, RemoveRowButton } from '@/components/row-controls';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { OVERLAY_PARAMS, useOpenOverlay } from '@/lib/overlays';
import { useSetCategoryMarkdowns } from '../api/set-category-markdowns';

const PERCENT_MESSAGE = 'Percentage must be between 0 and 100';
const Form = z.object({
  rows: z
    .array(
      z.object({
        category: CategorySchema,
        percent: z
          .string()
          .trim()
          .refine((v) => /^\d+(\.\d+)?$/.test(v) && Number(v) <= 100, PERCENT_MESSAGE),
      }),
    )
    .refine((rows) => new Set(rows.map((r) => r.category)).size === rows.length, {
      message: 'Each category can have only one markdown',
    }),
});
type FormValues = z.infer<typeof Form>;

/** The project's own markdown per category: the first rule the pricing engine looks at. */
export function CategoryMarkdownsDialog({
  project,
  open,
  onOpenChange,
}: {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const save = useSetCategoryMarkdowns();
  const openOverlay = useOpenOverlay();
  const form = useForm<FormValues>({
    resolver: zodResolver(Form),
    values: {
      rows: project.categoryMarkdowns.map((m) => ({ category: m.category, percent: String(m.markdown_percentage) })),
    },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const { errors } = form.formState;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Category markdowns</DialogTitle>
          <DialogDescription>{MARKDOWN_PRECEDENCE_TEXT}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) =>
            void form.handleSubmit((values) =>
              save.mutate(
                {
                  projectId: project.id,
                  markdowns: values.rows.map((r) => ({ category: r.category, markdown_percentage: Number(r.percent) })),
                },
                {
                  onSuccess: () => {
                    toast.success(PROJECT_MESSAGES.updated);
                    onOpenChange(false);
                    // The project's rules changed: offer to re-price its items (never silently).
                    if (form.formState.isDirty) openOverlay(OVERLAY_PARAMS.reprice, project.id);
                  },
                  onError: (error) => toast.error(`${PROJECT_MESSAGES.updateFailed}. ${error.message}`),
                },
              ),
            )(e)
          }
        >
          {rows.fields.length === 0 && (
            <p className="text-sm text-muted-foreground">
              No category markdowns: every category uses the project markdown.
            </p>
          )}
          <ul className="grid gap-2">
            {rows.fields.map((field, index) => {
              const error = errors.rows?.[index]?.percent?.message;
              return (
                <li key={field.id} className="grid gap-1">
                  <div className="flex items-center gap-2">
                    <NativeSelect
                      aria-label={`Category ${index + 1}`}
                      className="flex-1"
                      {...form.register(`rows.${index}.category`)}
                    >
                      {CATEGORIES.map((c) => (
                        <option key={c}>{c}</option>
                      ))}
                    </NativeSelect>
                    <PercentInput
                      aria-label={`Markdown % for category ${index + 1}`}
                      inputMode="decimal"
                      aria-invalid={error ? true : undefined}
                      {...form.register(`rows.${index}.percent`)}
                    />
                    <RemoveRowButton label={`Remove category ${index + 1}`} onClick={() => rows.remove(index)} />
                  </div>
                  <ErrorMessage>{error}</ErrorMessage>
                </li>
              );
            })}
          </ul>
          <ErrorMessage>{errors.rows?.root?.message}</ErrorMessage>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() =>
              rows.append({
                category: NEW_CATEGORY_MARKDOWN.category,
                percent: String(NEW_CATEGORY_MARKDOWN.markdown_percentage),
              })
            }
          >
            <PlusIcon aria-hidden />
            Add category
          </Button>
          <FormDialogFooter submitLabel="Save markdowns" pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
