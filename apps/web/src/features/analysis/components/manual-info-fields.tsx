import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { ManualInfo } from '@tagwise/core/schemas/analysis';
import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

export type ManualInfoValues = z.input<typeof ManualInfo>;

const FIELDS: { name: keyof ManualInfoValues; label: string; placeholder: string }[] = [
  { name: 'brand', label: 'Brand Name', placeholder: 'e.g. Herman Miller' },
  { name: 'model', label: 'Model Number', placeholder: 'e.g. 670' },
  { name: 'artist', label: 'Artist/Designer', placeholder: 'e.g. Charles Eames' },
  { name: 'year', label: 'Year/Age', placeholder: 'e.g. 1960s' },
  { name: 'materials', label: 'Materials', placeholder: 'e.g. rosewood, leather' },
  { name: 'dimensions', label: 'Dimensions', placeholder: 'e.g. 33 x 32 x 34 in' },
];

/** What the operator already knows; it overrides the AI for brand, model, materials and artist. */
export function ManualInfoFields({ form }: { form: UseFormReturn<ManualInfoValues> }) {
  const { errors } = form.formState;
  const field = (name: keyof ManualInfoValues) => ({
    id: `manual-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `manual-${name}-error` : undefined,
    ...form.register(name),
  });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {FIELDS.map(({ name, label, placeholder }) => (
        <FormField key={name} id={`manual-${name}`} label={label} error={errors[name]?.message}>
          <Input placeholder={placeholder} autoComplete="off" {...field(name)} />
        </FormField>
      ))}
      <div className="sm:col-span-2">
        <FormField id="manual-additionalNotes" label="Additional Notes" error={errors.additionalNotes?.message}>
          <Textarea
            rows={3}
            placeholder="Provenance, damage, anything the photos do not show"
            {...field('additionalNotes')}
          />
        </FormField>
      </div>
    </div>
  );
}
