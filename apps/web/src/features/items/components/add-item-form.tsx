import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { parseMoneyToCents } from '@tagwise/core/money';
import { FormField } from '@/components/form-field';
import { DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useCreateItem } from '../api/create-item';
import { CATEGORY_OPTIONS, CONDITION_OPTIONS, ItemFormValues } from './item-form-schema';

const EMPTY: ItemFormValues = {
  name: '',
  category: 'Other',
  condition: 'Good',
  retail: '',
  tagPrice: '',
  description: '',
};

/**
 * Adds an item by hand (the dialog's content, loaded when first opened; the button is add-item-dialog.tsx);
 * leave the tag price empty and the pricing rules set it. Closing empties the form.
 */
export function AddItemForm({
  projectId,
  open,
  onOpenChange,
}: {
  projectId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateItem(projectId);
  const form = useForm<ItemFormValues>({ resolver: zodResolver(ItemFormValues), defaultValues: EMPTY });
  const { errors } = form.formState;
  const { reset } = form;
  useEffect(() => {
    if (!open) reset(EMPTY);
  }, [open, reset]);

  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Add item</DialogTitle>
        <DialogDescription>Leave the tag price empty to price it with your rules.</DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={(e) =>
          void form.handleSubmit((values) => {
            const tag = values.tagPrice.trim();
            // Optimistic: the dialog closes at once and the item shows in the list while it saves.
            create.mutate({
              projectId,
              name: values.name,
              category: values.category,
              condition: values.condition,
              retailCents: parseMoneyToCents(values.retail),
              tagPrice: tag === '' ? null : Number(tag),
              description: values.description,
            });
            onOpenChange(false);
          })(e)
        }
      >
        <FormField id="item-name" label="Item name" error={errors.name?.message}>
          <Input id="item-name" autoFocus aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="item-category" label="Category">
            <NativeSelect id="item-category" {...form.register('category')}>
              {CATEGORY_OPTIONS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="item-condition" label="Condition">
            <NativeSelect id="item-condition" {...form.register('condition')}>
              {CONDITION_OPTIONS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="item-retail" label="Retail price ($)" error={errors.retail?.message}>
            <Input
              id="item-retail"
              inputMode="decimal"
              aria-invalid={errors.retail ? true : undefined}
              {...form.register('retail')}
            />
          </FormField>
          <FormField id="item-tag" label="Tag price ($, optional)" error={errors.tagPrice?.message}>
            <Input
              id="item-tag"
              inputMode="numeric"
              aria-invalid={errors.tagPrice ? true : undefined}
              {...form.register('tagPrice')}
            />
          </FormField>
        </div>
        <FormField id="item-description" label="Description (optional)" error={errors.description?.message}>
          <Textarea id="item-description" rows={3} {...form.register('description')} />
        </FormField>
        <FormDialogFooter submitLabel={'Add Item'} />
      </form>
    </DialogContent>
  );
}
