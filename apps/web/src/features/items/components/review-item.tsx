import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronLeftIcon, ChevronRightIcon, SkipForwardIcon } from 'lucide-react';
import { centsToInput } from '@tagwise/core/money';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import type { ReviewSuggestion } from '@tagwise/core/schemas/review-suggestions';
import { ITEM_MESSAGES } from '@tagwise/core/values/items';
import { FormField } from '@/components/form-field';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useBottomBarInset } from '@/lib/use-bottom-bar-inset';
import { useItem } from '../api/get-item';
import type { ReviewValues } from '../lib/review-input';
import { CATEGORY_OPTIONS, CONDITION_OPTIONS, ItemFormValues } from './item-form-schema';
import { ReviewPhotos } from './review-photos';
import { ReviewPrice } from './review-price';
import { ReviewSuggestions } from './review-suggestions';

const ReviewForm = ItemFormValues.pick({ name: true, category: true, condition: true, retail: true });
type ReviewForm = Omit<ReviewValues, 'medianOf'>;

export interface ReviewNavigation {
  /** "3 of 50", and the id of the element that says it (the form is labelled by it). */
  counterId: string;
  isLast: boolean;
  onSave: (item: ItemDetail, values: ReviewValues) => void;
  onSkip: () => void;
  /** Absent on the first item. */
  onBack: (() => void) | undefined;
}

/** One item of a review session: its photo, and what the person confirms it to be. */
export function ReviewItem({ itemId, ...navigation }: { itemId: string } & ReviewNavigation) {
  const item = useItem(itemId);
  if (item.isPending) {
    return (
      <div className="grid gap-4 lg:grid-cols-2" role="status" aria-label="Loading the item">
        <Skeleton className="aspect-[4/3] max-h-[40dvh] w-full" />
        <div className="grid content-start gap-3">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
          <Skeleton className="h-24" />
        </div>
      </div>
    );
  }
  if (item.isError) {
    return (
      <div className="grid gap-4">
        <LoadFailed message={ITEM_MESSAGES.loadOneFailed} onRetry={() => void item.refetch()} />
        <ReviewActions navigation={navigation} saveDisabled />
      </div>
    );
  }
  return <ReviewEditor item={item.data} navigation={navigation} />;
}

const formValues = (item: ItemDetail): ReviewForm => ({
  name: item.name,
  category: item.category,
  condition: item.condition,
  retail: centsToInput(item.retailCents),
});

function ReviewEditor({ item, navigation }: { item: ItemDetail; navigation: ReviewNavigation }) {
  const form = useForm<ReviewForm>({ resolver: zodResolver(ReviewForm), defaultValues: formValues(item) });
  const [medianOf, setMedianOf] = useState<ReviewValues['medianOf']>(null);
  const { errors } = form.formState;
  const [name, category, condition, retail] = useWatch({
    control: form.control,
    name: ['name', 'category', 'condition', 'retail'],
  });
  const nameRef = useRef<HTMLInputElement | null>(null);
  const retailRef = useRef<HTMLInputElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameField = form.register('name');
  const retailField = form.register('retail', { onChange: () => setMedianOf(null) });

  // Each item starts at its name, selected, so typing replaces "Unidentified item" and Enter keeps it. On a
  // touch screen the virtual keyboard would cover the photo the person has to look at first: there the
  // item's heading takes focus (a screen reader still announces the new item) and a tap opens the keyboard.
  useEffect(() => {
    if (matchMedia('(pointer: fine)').matches) {
      nameRef.current?.focus();
      nameRef.current?.select();
    } else {
      headingRef.current?.focus({ preventScroll: true });
    }
  }, []);

  const takeSuggestion = (suggestion: ReviewSuggestion, event: MouseEvent) => {
    form.setValue('name', suggestion.name, { shouldDirty: true, shouldValidate: true });
    form.setValue('category', suggestion.category, { shouldDirty: true });
    // From the keyboard, go on to the price; a tap leaves the focus (and the phone's keyboard) alone.
    if (event.detail === 0) retailRef.current?.focus();
  };
  const submit = form.handleSubmit((values) => navigation.onSave(item, { ...values, medianOf }));
  // Enter saves from anywhere in the form, the selects included (a browser submits only from text fields).
  const submitFromSelect = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLSelectElement) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={navigation.counterId}
      className="grid gap-4 pb-24 lg:grid-cols-2 lg:gap-8 lg:pb-0"
      onSubmit={(e) => void submit(e)}
      onKeyDown={submitFromSelect}
    >
      <div className="min-w-0">
        <ReviewPhotos name={item.name} images={item.images} />
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <h2 ref={headingRef} tabIndex={-1} className="sr-only">
          {item.name}, tag #{item.tagCode}
        </h2>
        <FormField id="review-name" label="Item name" error={errors.name?.message}>
          <Input
            id="review-name"
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            {...nameField}
            ref={(node) => {
              nameField.ref(node);
              nameRef.current = node;
            }}
          />
        </FormField>
        <ReviewSuggestions itemId={item.id} name={name} category={category} onTake={takeSuggestion} />
        <div className="grid grid-cols-2 gap-3">
          <FormField id="review-category" label="Category">
            <NativeSelect id="review-category" {...form.register('category')}>
              {CATEGORY_OPTIONS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="review-condition" label="Condition">
            <NativeSelect id="review-condition" {...form.register('condition')}>
              {CONDITION_OPTIONS.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <ReviewPrice
          item={item}
          fields={{ retail, category, condition }}
          medianOf={medianOf}
          error={errors.retail?.message}
          input={{
            ...retailField,
            ref: (node: HTMLInputElement | null) => {
              retailField.ref(node);
              retailRef.current = node;
            },
          }}
          onUseMedian={(basis) => {
            form.setValue('retail', centsToInput(basis.cents), { shouldDirty: true, shouldValidate: true });
            setMedianOf(basis);
          }}
        />
        <ReviewActions navigation={navigation} />
      </div>
    </form>
  );
}

/**
 * Back, Skip and Save & next: at the bottom of the screen on a phone, where the thumb is, and under the
 * form on a wide screen. Skip leaves the item flagged.
 */
function ReviewActions({ navigation, saveDisabled = false }: { navigation: ReviewNavigation; saveDisabled?: boolean }) {
  const bar = useBottomBarInset();
  return (
    <div
      ref={bar}
      className="fixed inset-x-0 bottom-[var(--queue-widget-inset,0px)] z-30 border-t bg-background/95 px-4 py-3 backdrop-blur lg:static lg:border-0 lg:bg-transparent lg:p-0 lg:backdrop-blur-none"
    >
      <div className="mx-auto flex max-w-xl items-center gap-2 lg:max-w-none">
        <Button
          type="button"
          variant="ghost"
          size="lg"
          className="px-3"
          disabled={!navigation.onBack}
          onClick={navigation.onBack}
        >
          <ChevronLeftIcon aria-hidden />
          Back
        </Button>
        <Button type="button" variant="outline" size="lg" className="ml-auto" onClick={navigation.onSkip}>
          <SkipForwardIcon aria-hidden />
          Skip
        </Button>
        <Button type="submit" size="lg" disabled={saveDisabled}>
          {navigation.isLast ? 'Save & finish' : 'Save & next'}
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}
