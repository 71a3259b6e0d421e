import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { Project } from '@tagwise/core/schemas/projects';
import { ADDRESS_VISIBILITY, CUSTOM_ADDRESS_VISIBILITY, SALE_TYPES } from '@tagwise/core/values/estatesales-listing';
import { PROJECT_MESSAGES } from '@tagwise/core/values/projects';
import { formatPercent, MARKDOWN_PRECEDENCE_TEXT } from '@tagwise/core/pricing/compute-tag-price';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { OVERLAY_PARAMS, useOpenOverlay } from '@/lib/overlays';
import { Textarea } from '@/components/ui/textarea';
import { usePricingSettings } from '@/features/settings/api/get-pricing-settings';
import { useUpdateProject } from '../api/update-project';
import { FormField } from '@/components/form-field';
import { EditProjectForm, editProjectInput, editProjectValues, type EditProjectValues } from '../lib/edit-project-form';
import { SaleDaysField } from './sale-days-field';
import { TimeZoneSelect } from './time-zone-select';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-4 border-t pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * A sale's details: what it is, where and when (its days, which also write the dates and times its tags,
 * reports and promotional text print), how EstateSales.NET lists it, and its pricing. The pricing is the
 * admin's (a team member does not see the pricing rules; the server refuses their markdown too).
 */
export function EditProjectDialog({
  project,
  open,
  onOpenChange,
  canEditPricing,
}: {
  project: Project;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  canEditPricing: boolean;
}) {
  const update = useUpdateProject();
  // The markdown the project inherits while its own field is empty: the account's default.
  const accountMarkdown = usePricingSettings(open && canEditPricing).data?.settings.markdownPercentage;
  const openOverlay = useOpenOverlay();
  const form = useForm<EditProjectValues>({
    resolver: zodResolver(EditProjectForm),
    values: editProjectValues(project),
  });
  const { errors } = form.formState;
  const visibility = useWatch({ control: form.control, name: 'addressVisibility' });
  // Dates and times typed as words before the days existed: shown until days replace them.
  const earlier =
    project.saleDays.length === 0 && (project.saleDates ?? project.saleTimes)
      ? [project.saleDates, project.saleTimes].filter(Boolean).join(', ')
      : null;
  const text = (
    key: 'name' | 'title' | 'address' | 'postalCode' | 'tagDiscountLine',
    label: string,
    extra: { hint?: string; inputMode?: 'numeric'; autoComplete?: string } = {},
  ) => (
    <FormField id={`edit-${key}`} label={label} error={errors[key]?.message} {...(extra.hint && { hint: extra.hint })}>
      <Input
        id={`edit-${key}`}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={extra.hint ? `edit-${key}-hint` : undefined}
        inputMode={extra.inputMode}
        autoComplete={extra.autoComplete}
        {...form.register(key)}
      />
    </FormField>
  );
  const area = (key: 'description' | 'saleNotes' | 'saleTerms', label: string, hint?: string) => (
    <FormField id={`edit-${key}`} label={label} error={errors[key]?.message} {...(hint && { hint })}>
      <Textarea
        id={`edit-${key}`}
        rows={3}
        aria-describedby={hint ? `edit-${key}-hint` : undefined}
        {...form.register(key)}
      />
    </FormField>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit project</DialogTitle>
          <DialogDescription>
            The sale's details, where and when it is, and how it is listed and priced.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(e) =>
            void form.handleSubmit((values) =>
              update.mutate(
                { projectId: project.id, input: editProjectInput(values, project, canEditPricing) },
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
          <Section title="The sale">
            {text('name', 'Project Name')}
            {text('title', 'Listing title')}
            {area('description', 'Description')}
            {area('saleNotes', 'Sale notes', 'Payment, parking, what to bring. Added to the listing’s description.')}
          </Section>
          <Section title="Where and when">
            {text('address', 'Sale address', {
              autoComplete: 'street-address',
              hint: 'Street and number, as buyers should find it.',
            })}
            {text('postalCode', 'ZIP code', { inputMode: 'numeric', autoComplete: 'postal-code' })}
            <FormField
              id="edit-timeZone"
              label="Time zone"
              error={errors.timeZone?.message}
              hint="The hours below are in this zone."
            >
              <TimeZoneSelect id="edit-timeZone" aria-describedby="edit-timeZone-hint" {...form.register('timeZone')} />
            </FormField>
            {earlier && (
              <p className="rounded-md bg-muted px-3 py-2 text-sm">
                Entered before as text: “{earlier}”. Add the days below: they replace it on tags and reports.
              </p>
            )}
            <SaleDaysField control={form.control} register={form.register} errors={errors.saleDays} />
          </Section>
          <Section title="Listing on EstateSales.NET">
            <FormField id="edit-saleType" label="Sale type" error={errors.saleType?.message}>
              <NativeSelect id="edit-saleType" {...form.register('saleType', { valueAsNumber: true })}>
                {SALE_TYPES.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              id="edit-addressVisibility"
              label="Show the street address"
              error={errors.addressVisibility?.message}
            >
              <NativeSelect
                id="edit-addressVisibility"
                {...form.register('addressVisibility', { valueAsNumber: true })}
              >
                {ADDRESS_VISIBILITY.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {visibility === CUSTOM_ADDRESS_VISIBILITY && (
              <FormField
                id="edit-addressVisibleFrom"
                label="Show the address from"
                error={errors.addressVisibleFrom?.message}
              >
                <Input
                  id="edit-addressVisibleFrom"
                  type="datetime-local"
                  aria-invalid={errors.addressVisibleFrom ? true : undefined}
                  {...form.register('addressVisibleFrom')}
                />
              </FormField>
            )}
            {area('saleTerms', 'Terms', 'Payment and pick-up terms shown on the listing.')}
          </Section>
          <Section title={canEditPricing ? 'Tags and pricing' : 'Tags'}>
            {text('tagDiscountLine', 'Discount line on price tags', {
              hint: 'Printed on every tag of this sale, e.g. “Sat 25% off · Sun 50% off”.',
            })}
            {canEditPricing && (
              <FormField
                id="edit-markdown"
                label="Project markdown (%)"
                error={errors.markdown?.message}
                hint={`Leave empty to use your default markdown${accountMarkdown === undefined ? '' : ` (${formatPercent(accountMarkdown)})`}. ${MARKDOWN_PRECEDENCE_TEXT}`}
              >
                <Input
                  id="edit-markdown"
                  inputMode="decimal"
                  placeholder={
                    accountMarkdown === undefined ? undefined : `${formatPercent(accountMarkdown)} (your default)`
                  }
                  aria-invalid={errors.markdown ? true : undefined}
                  aria-describedby="edit-markdown-hint"
                  {...form.register('markdown')}
                />
              </FormField>
            )}
          </Section>
          <FormDialogFooter submitLabel={update.isPending ? 'Saving...' : 'Save'} pending={update.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
