import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon } from 'lucide-react';
import { CATEGORIES } from '@tagwise/core/values/catalog';
import { MARKDOWN_PRECEDENCE_TEXT } from '@tagwise/core/pricing/compute-tag-price';
import {
  CONDITION_PERCENT_MAX,
  CONDITION_PERCENT_MIN,
  NEW_CATEGORY_MARKDOWN,
  NEW_CONDITION_DEFAULT_PERCENT,
  POOR_DEFAULT_PERCENT,
  PricingSettings,
} from '@tagwise/core/pricing/pricing-settings';
import { ErrorMessage } from '@/components/error-message';
import { FormField } from '@/components/form-field';
import { PercentInput, RemoveRowButton } from '@/components/row-controls';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { HelpTip } from '@/components/help-tip';
import { Spinner } from '@/components/ui/spinner';
import { usePricingSettings, type LoadedPricingSettings } from '../api/get-pricing-settings';
import { useUpdatePricingSettings } from '../api/update-pricing-settings';
import { ConditionRuleWarning } from './condition-rule-warning';

const LAST_CONDITION_MESSAGE = 'You must have at least one condition';

/** The workspace's pricing rules; after a save that reached the server, onSaved offers re-pricing. */
export function PricingTab({ onSaved }: { onSaved: () => void }) {
  const loaded = usePricingSettings();
  if (loaded.isPending) return <Skeleton className="h-96" aria-label="Loading pricing settings" />;
  if (loaded.isError) {
    return <ErrorMessage>{loaded.error.message}</ErrorMessage>;
  }
  return <PricingForm loaded={loaded.data} onSaved={onSaved} />;
}

const rowError = (error: FieldError | undefined) => <ErrorMessage>{error?.message}</ErrorMessage>;

function PricingForm({ loaded, onSaved }: { loaded: LoadedPricingSettings; onSaved: () => void }) {
  const save = useUpdatePricingSettings();
  const form = useForm<PricingSettings>({ resolver: zodResolver(PricingSettings), values: loaded.settings });
  const conditions = useFieldArray({ control: form.control, name: 'conditionMultipliers' });
  const markdowns = useFieldArray({ control: form.control, name: 'categoryMarkdowns' });
  const [lastConditionError, setLastConditionError] = useState(false);
  const rules = useWatch({ control: form.control, name: 'conditionMultipliers' });
  const { errors } = form.formState;
  const number = { valueAsNumber: true } as const;

  return (
    <form
      noValidate
      className="grid gap-6 [&>*]:min-w-0"
      onSubmit={(e) =>
        void form.handleSubmit((values) =>
          save.mutate(values, { onSuccess: (outcome) => outcome === 'saved' && onSaved() }),
        )(e)
      }
    >
      {loaded.source !== 'server' && (
        <p role="status" className="rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-900">
          Offline: showing {loaded.source === 'cache' ? 'your last saved' : 'the default'} settings. Changes are kept on
          this device and sent when the connection returns.
        </p>
      )}
      <section aria-labelledby="conditions-heading" className="grid gap-3" data-tour="pricing-conditions">
        <div>
          <div className="flex items-center gap-1">
            <h3 id="conditions-heading" className="font-medium">
              Condition multipliers
            </h3>
            <HelpTip topic="Condition multipliers">
              After the markdown, the price is multiplied by the item’s condition. Retail $120 with a 35% Furniture
              markdown is $78; in Good condition at 80% it is tagged $62. Above 100% raises the price.
            </HelpTip>
          </div>
          <p className="text-sm text-muted-foreground">
            The share of the marked-down price an item keeps in each condition ({CONDITION_PERCENT_MIN}–
            {CONDITION_PERCENT_MAX}%).
          </p>
        </div>
        <ul className="grid gap-2">
          {conditions.fields.map((field, index) => (
            <li key={field.id} className="grid min-w-0 gap-1">
              <div className="flex items-center gap-2">
                <Input
                  aria-label={`Condition ${index + 1} name`}
                  className="w-0 flex-1"
                  aria-invalid={errors.conditionMultipliers?.[index]?.name ? true : undefined}
                  {...form.register(`conditionMultipliers.${index}.name`)}
                />
                <PercentInput
                  aria-label={`Condition ${index + 1} percentage`}
                  type="number"
                  min={CONDITION_PERCENT_MIN}
                  max={CONDITION_PERCENT_MAX}
                  step={1}
                  aria-invalid={errors.conditionMultipliers?.[index]?.percentage ? true : undefined}
                  {...form.register(`conditionMultipliers.${index}.percentage`, number)}
                />
                <RemoveRowButton
                  label={`Remove condition ${index + 1}`}
                  onClick={() => {
                    if (conditions.fields.length === 1) return setLastConditionError(true);
                    conditions.remove(index);
                  }}
                />
              </div>
              {rowError(errors.conditionMultipliers?.[index]?.name)}
              {rowError(errors.conditionMultipliers?.[index]?.percentage)}
            </li>
          ))}
        </ul>
        <ConditionRuleWarning
          rules={rules}
          onAddRule={(name) => {
            setLastConditionError(false);
            const percentage = name.toLowerCase() === 'poor' ? POOR_DEFAULT_PERCENT : NEW_CONDITION_DEFAULT_PERCENT;
            conditions.append({ name, percentage });
          }}
        />
        <ErrorMessage>
          {lastConditionError
            ? LAST_CONDITION_MESSAGE
            : (errors.conditionMultipliers?.root?.message ?? errors.conditionMultipliers?.message)}
        </ErrorMessage>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            setLastConditionError(false);
            conditions.append({ name: '', percentage: NEW_CONDITION_DEFAULT_PERCENT });
          }}
        >
          <PlusIcon aria-hidden />
          Add condition
        </Button>
      </section>

      <section aria-labelledby="markdowns-heading" className="grid gap-3" data-tour="pricing-markdowns">
        <div>
          <h3 id="markdowns-heading" className="font-medium">
            Category markdowns
          </h3>
          <p className="text-sm text-muted-foreground">{MARKDOWN_PRECEDENCE_TEXT}</p>
        </div>
        {markdowns.fields.length === 0 && (
          <p className="text-sm text-muted-foreground">No category markdowns: every category uses the default.</p>
        )}
        <ul className="grid gap-2">
          {markdowns.fields.map((field, index) => (
            <li key={field.id} className="grid min-w-0 gap-1">
              <div className="flex items-center gap-2">
                <NativeSelect
                  aria-label={`Markdown ${index + 1} category`}
                  className="w-0 flex-1"
                  {...form.register(`categoryMarkdowns.${index}.category`)}
                >
                  {CATEGORIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </NativeSelect>
                <PercentInput
                  aria-label={`Markdown ${index + 1} percentage`}
                  type="number"
                  min={0}
                  max={100}
                  aria-invalid={errors.categoryMarkdowns?.[index]?.markdown_percentage ? true : undefined}
                  {...form.register(`categoryMarkdowns.${index}.markdown_percentage`, number)}
                />
                <RemoveRowButton label={`Remove markdown ${index + 1}`} onClick={() => markdowns.remove(index)} />
              </div>
              {rowError(errors.categoryMarkdowns?.[index]?.markdown_percentage)}
            </li>
          ))}
        </ul>
        {rowError(errors.categoryMarkdowns?.root ?? (errors.categoryMarkdowns as FieldError | undefined))}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => markdowns.append({ ...NEW_CATEGORY_MARKDOWN })}
        >
          <PlusIcon aria-hidden />
          Add category markdown
        </Button>
      </section>

      <section aria-labelledby="limits-heading" className="grid gap-3" data-tour="pricing-limits">
        <h3 id="limits-heading" className="font-medium">
          Markdown, markup and limits
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField id="pricing-markdown" label="Default markdown (%)" error={errors.markdownPercentage?.message}>
            <Input
              id="pricing-markdown"
              type="number"
              min={0}
              max={100}
              {...form.register('markdownPercentage', number)}
            />
          </FormField>
          <FormField id="pricing-markup" label="Markup (%)" error={errors.markupPercentage?.message}>
            <Input
              id="pricing-markup"
              type="number"
              min={0}
              max={1000}
              {...form.register('markupPercentage', number)}
            />
          </FormField>
          <FormField id="pricing-min" label="Minimum price ($)" error={errors.minimumPrice?.message}>
            <Input id="pricing-min" type="number" min={0} step={1} {...form.register('minimumPrice', number)} />
          </FormField>
          <FormField id="pricing-max" label="Maximum price ($)" error={errors.maximumPrice?.message}>
            <Input id="pricing-max" type="number" min={0} step={1} {...form.register('maximumPrice', number)} />
          </FormField>
        </div>
      </section>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" disabled={save.isPending} onClick={() => form.reset(loaded.settings)}>
          Discard changes
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          Save pricing settings
        </Button>
      </div>
    </form>
  );
}
