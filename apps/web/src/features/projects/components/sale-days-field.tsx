import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { LISTING_LIMITS } from '@tagwise/core/values/estatesales-listing';
import { ErrorMessage } from '@/components/error-message';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { EditProjectValues } from '../lib/edit-project-form';

/** The day after a YYYY-MM-DD date (for "Add a day": sales run on consecutive days). */
function nextDay(date: string): string {
  const parsed = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return '';
  parsed.setUTCDate(parsed.getUTCDate() + 1);
  return parsed.toISOString().slice(0, 10);
}

/**
 * One row per sale day: the date, opening and closing time. A new day follows the last one with the same
 * hours, since most sales run on consecutive days with the same hours.
 */
export function SaleDaysField({
  control,
  register,
  errors,
}: {
  control: Control<EditProjectValues>;
  register: UseFormRegister<EditProjectValues>;
  errors: FieldErrors<EditProjectValues>['saleDays'];
}) {
  const days = useFieldArray({ control, name: 'saleDays' });
  // The rows as typed so far (the field array's own entries keep the values they were added with).
  const current = useWatch({ control, name: 'saleDays' });
  const last = current?.at(-1);
  const reg = register;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium">Sale days</legend>
      {days.fields.length === 0 && (
        <p className="text-sm text-muted-foreground">No days yet. Add each day of the sale with its hours.</p>
      )}
      {days.fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const label = `Day ${index + 1}`;
        const messages = [
          rowErrors?.date?.message,
          rowErrors?.start?.message,
          rowErrors?.end?.message,
          rowErrors?.message,
        ];
        return (
          <div key={field.id} className="grid gap-1">
            <div className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1.4fr_1fr_1fr_auto]">
              <label className="col-span-1 grid gap-1 text-xs text-muted-foreground">
                {label}
                <Input
                  type="date"
                  aria-invalid={rowErrors?.date ? true : undefined}
                  {...reg(`saleDays.${index}.date`)}
                />
              </label>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="sm:order-last"
                aria-label={`Remove ${label.toLowerCase()}`}
                onClick={() => days.remove(index)}
              >
                <Trash2Icon aria-hidden />
              </Button>
              <div className="col-span-2 grid grid-cols-2 gap-2 sm:col-span-2">
                <label className="grid gap-1 text-xs text-muted-foreground">
                  Opens
                  <Input
                    type="time"
                    aria-label={`${label} opens`}
                    aria-invalid={rowErrors?.start ? true : undefined}
                    {...reg(`saleDays.${index}.start`)}
                  />
                </label>
                <label className="grid gap-1 text-xs text-muted-foreground">
                  Closes
                  <Input
                    type="time"
                    aria-label={`${label} closes`}
                    aria-invalid={rowErrors?.end ? true : undefined}
                    {...reg(`saleDays.${index}.end`)}
                  />
                </label>
              </div>
            </div>
            <ErrorMessage>{messages.find(Boolean)}</ErrorMessage>
          </div>
        );
      })}
      <ErrorMessage>{errors?.message ?? errors?.root?.message}</ErrorMessage>
      {days.fields.length < LISTING_LIMITS.days && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            days.append(
              last
                ? { date: nextDay(last.date), start: last.start, end: last.end }
                : { date: '', start: '09:00', end: '15:00' },
            )
          }
        >
          <PlusIcon aria-hidden />
          Add a day
        </Button>
      )}
    </fieldset>
  );
}
