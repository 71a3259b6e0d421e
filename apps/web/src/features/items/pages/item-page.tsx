import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeftIcon, RotateCcwIcon, SearchXIcon, Trash2Icon } from 'lucide-react';
import { z } from 'zod';
import { centsToInput, parseMoneyToCents } from '@tagwise/core/money';
import { MARKDOWN_PRECEDENCE_TEXT } from '@tagwise/core/pricing/compute-tag-price';
import { saleDayPrice } from '@tagwise/core/pricing/sale-day-price';
import type { DisplayPreferences } from '@tagwise/core/schemas/account-settings';
import { DEFAULT_DISPLAY_PREFERENCES } from '@tagwise/core/values/account-settings';
import { SoldPriceText, type ItemDetail, type UpdateItemInput } from '@tagwise/core/schemas/items';
import { ITEM_MESSAGES, ITEM_STATUSES } from '@tagwise/core/values/items';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { AppError } from '@tagwise/core/errors';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useDeleteItem } from '../api/delete-item';
import { useItem } from '../api/get-item';
import { useUpdateItem } from '../api/update-item';
import { HelpTip } from '@/components/help-tip';
import { ScreenTip } from '@/components/screen-tip';
import { formatCents, formatWhole, STATUS_LABELS } from '../components/format';
import { priceChangeText, priceSourceText } from '../lib/price-history-text';
import { formatLocalDate, formatLocalDateTime } from '@/lib/local-dates';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { offerText, priceInput } from '../lib/sold-price-offer';
import { AnalysisSummary } from '../components/analysis-summary';
import { NeedsReviewPanel } from '../components/needs-review-panel';
import { ItemPhotos } from '../components/item-photos';
import type { StudioPhotoOptions } from '../components/studio-photo-controls';
import { ListingDraftSection } from '@/features/listings/components/listing-draft-section';
import { KeyAttributesEditor } from '../components/key-attributes-editor';
import { ResearchSourcesEditor } from '../components/research-sources-editor';
import { CATEGORY_OPTIONS, CONDITION_OPTIONS, ItemFormValues } from '../components/item-form-schema';

const Details = ItemFormValues.omit({ tagPrice: true })
  .extend({
    brand: z.string().max(200),
    model: z.string().max(200),
    dimensions: z.string().max(200),
    materials: z.string().max(500),
    notes: z.string().max(5000),
    status: z.enum(ITEM_STATUSES),
    /** What it sold for, whole dollars: asked for (and only read) while the status is Sold. */
    soldFor: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.status !== 'sold') return;
    const price = SoldPriceText.safeParse(values.soldFor);
    if (!price.success) ctx.addIssue({ code: 'custom', path: ['soldFor'], message: price.error.issues[0]!.message });
  });
type Details = z.infer<typeof Details>;

const toForm = (item: ItemDetail): Details => ({
  name: item.name,
  category: item.category,
  condition: item.condition,
  retail: centsToInput(item.retailCents),
  description: item.description ?? '',
  brand: item.brand ?? '',
  model: item.model ?? '',
  dimensions: item.dimensions ?? '',
  materials: item.materials ?? '',
  notes: item.notes ?? '',
  status: item.status,
  soldFor: priceInput(item.soldPrice),
});

type ItemPageDisplay = DisplayPreferences['itemPage'];

/** One item, every field editable; the display preferences decide which parts show (all by default). */
export default function ItemPage({
  display = DEFAULT_DISPLAY_PREFERENCES.itemPage,
  studio,
  aiProviderHelp,
}: {
  display?: ItemPageDisplay;
  /** Studio photos on the person's plan (the app knows the plan); without it the photos have no studio controls. */
  studio?: StudioPhotoOptions | undefined;
  /** Who can connect a cloud AI provider, and how, for the offline analyzer's notice. */
  aiProviderHelp?: ReactNode;
}) {
  const { itemId = '' } = useParams();
  const item = useItem(itemId);
  if (item.isPending) return <Skeleton className="h-96" />;
  if (item.isError) {
    // A deleted item (a printed tag's QR code outlives it) or another workspace's: trying again cannot help.
    if (item.error instanceof AppError && item.error.status === 404) {
      return (
        <EmptyState icon={SearchXIcon} title={ITEM_MESSAGES.notFound}>
          <p>It may have been deleted, or it belongs to another account.</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/inventory">
              <ArrowLeftIcon aria-hidden />
              Go to Inventory
            </Link>
          </Button>
        </EmptyState>
      );
    }
    return <LoadFailed message={ITEM_MESSAGES.loadOneFailed} onRetry={() => void item.refetch()} />;
  }
  return (
    <ItemEditor key={item.data.id} item={item.data} display={display} studio={studio} aiProviderHelp={aiProviderHelp} />
  );
}

function ItemEditor({
  item,
  display,
  studio,
  aiProviderHelp,
}: {
  item: ItemDetail;
  display: ItemPageDisplay;
  studio: StudioPhotoOptions | undefined;
  aiProviderHelp: ReactNode;
}) {
  const update = useUpdateItem(item.id);
  const remove = useDeleteItem();
  const navigate = useNavigate();
  const [manualPrice, setManualPrice] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useForm<Details>({ resolver: zodResolver(Details), values: toForm(item) });
  const { errors, dirtyFields } = form.formState;
  // How the price offered when Sold was chosen came about, said under the field.
  const [offer, setOffer] = useState<string | null>(null);
  const marking = useWatch({ control: form.control, name: 'status' }) === 'sold';

  /** Choosing Sold offers today's tag price after the sale day's discount, unless a price is typed already. */
  const offerSoldPrice = (status: string) => {
    if (status !== 'sold' || form.getFieldState('soldFor').isDirty || item.status === 'sold') return;
    const today = saleDayPrice({
      tagPrice: item.tagPrice,
      sale: item.sale,
      now: new Date(),
      fallbackZone: browserTimeZone(),
    });
    form.setValue('soldFor', priceInput(today.price), { shouldDirty: true });
    setOffer(offerText(item.tagPrice, today.discount));
  };

  const save = (values: Details) => {
    const changed: UpdateItemInput = {};
    for (const key of Object.keys(dirtyFields) as (keyof Details)[]) {
      if (key === 'retail') changed.retailCents = parseMoneyToCents(values.retail);
      else if (key !== 'soldFor') Object.assign(changed, { [key]: values[key] });
    }
    // A sale goes with its price; a price typed while the item is not sold goes nowhere.
    if (values.status === 'sold' && (dirtyFields.status || dirtyFields.soldFor)) {
      changed.soldPrice = SoldPriceText.parse(values.soldFor);
    }
    if (Object.keys(changed).length > 0) update.mutate(changed);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      {/* min-w-0: a grid column may not grow past the screen to fit its widest row. */}
      <div className="min-w-0">
        <Button asChild variant="ghost" className="-ml-3 mb-2">
          <Link to={`/projects/${item.projectId}`}>
            <ArrowLeftIcon aria-hidden />
            Back to project
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">{item.name}</h1>
        <p className="mb-6 flex items-center gap-1 text-sm text-muted-foreground">
          Tag #{item.tagCode} · {STATUS_LABELS[item.status]}
          {item.status === 'sold' && item.soldPrice !== null && ` for ${formatWhole(item.soldPrice)}`}
          <HelpTip topic="Tag codes">
            A short code unique in your workspace, printed on the item’s price tag. Type it in any search to find the
            item at checkout.
          </HelpTip>
        </p>
        <ScreenTip id="item" title="Check it, then tag it" className="mb-6">
          Every field can be corrected. The tag price follows your pricing rules until you set one by hand; Reset to
          rule brings the rule back.
        </ScreenTip>
        <NeedsReviewPanel item={item} pending={update.isPending} onConfirm={(input) => update.mutate(input)} />
        {/* On a phone the photos come first, above the long form; on a wide screen they head the side column. */}
        <div className="mb-6 rounded-xl border bg-card p-4 lg:hidden">
          <ItemPhotos item={item} studio={studio} />
        </div>
        <form noValidate className="grid gap-4" onSubmit={(e) => void form.handleSubmit(save)(e)}>
          <FormField id="name" label="Item name" error={errors.name?.message}>
            <Input id="name" aria-invalid={errors.name ? true : undefined} {...form.register('name')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-3">
            {display.showCategory && (
              <FormField id="category" label="Category">
                <NativeSelect id="category" {...form.register('category')}>
                  {CATEGORY_OPTIONS.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            {display.pricing.showCondition && (
              <FormField id="condition" label="Condition">
                <NativeSelect id="condition" {...form.register('condition')}>
                  {CONDITION_OPTIONS.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <FormField id="status" label="Status">
              <NativeSelect
                id="status"
                {...form.register('status', {
                  onChange: (e: ChangeEvent<HTMLSelectElement>) => offerSoldPrice(e.target.value),
                })}
              >
                {ITEM_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          {item.status === 'sold' && !marking && item.soldPrice !== null && (
            <p className="-mt-2 text-sm text-muted-foreground">
              Saving clears what it sold for ({formatWhole(item.soldPrice)}); the price history keeps it.
            </p>
          )}
          {marking && (
            <FormField
              id="sold-for"
              label="Sold for ($)"
              error={errors.soldFor?.message}
              hint={
                item.status === 'sold'
                  ? item.soldAt
                    ? `Sold on ${formatLocalDate(item.soldAt)}.`
                    : undefined
                  : (offer ?? offerText(item.tagPrice, null))
              }
            >
              <Input
                id="sold-for"
                inputMode="numeric"
                className="sm:max-w-48"
                aria-invalid={errors.soldFor ? true : undefined}
                aria-describedby={errors.soldFor ? 'sold-for-error' : 'sold-for-hint'}
                {...form.register('soldFor')}
              />
            </FormField>
          )}
          {display.pricing.showRetailPrice && (
            <FormField id="retail" label="Retail price ($)" error={errors.retail?.message}>
              <Input
                id="retail"
                inputMode="decimal"
                aria-invalid={errors.retail ? true : undefined}
                {...form.register('retail')}
              />
            </FormField>
          )}
          {display.showDescription && (
            <FormField id="description" label="Description">
              <Textarea id="description" rows={4} {...form.register('description')} />
            </FormField>
          )}
          {display.showDetails && (
            <div className="grid gap-4 sm:grid-cols-2">
              {(['brand', 'model', 'dimensions', 'materials'] as const).map((key) => (
                <FormField key={key} id={key} label={key[0]!.toUpperCase() + key.slice(1)}>
                  <Input id={key} {...form.register(key)} />
                </FormField>
              ))}
            </div>
          )}
          {display.showNotes && (
            <FormField id="notes" label="Notes">
              <Textarea id="notes" rows={3} {...form.register('notes')} />
            </FormField>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={!form.formState.isDirty || update.isPending}>
              Save changes
            </Button>
            <Button
              type="button"
              variant="outline"
              className="text-destructive"
              onClick={() => setConfirmingDelete(true)}
            >
              <Trash2Icon aria-hidden />
              Delete item
            </Button>
          </div>
        </form>
        {(display.showAttributes || display.showResearchSources) && (
          <div className="mt-8 flex flex-col gap-6 border-t pt-6">
            {display.showAttributes && (
              <KeyAttributesEditor
                attributes={item.keyAttributes}
                pending={update.isPending}
                onChange={(keyAttributes) => update.mutate({ keyAttributes })}
              />
            )}
            {display.showResearchSources && (
              <ResearchSourcesEditor
                sources={item.researchSources}
                pending={update.isPending}
                onChange={(researchSources) => update.mutate({ researchSources })}
              />
            )}
          </div>
        )}
      </div>

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={`Delete “${item.name}”?`}
        confirmLabel="Delete item"
        onConfirm={() => remove.mutate(item.id, { onSuccess: () => void navigate(`/projects/${item.projectId}`) })}
      >
        The item and its price history will be removed. This cannot be undone.
      </ConfirmDialog>
      <aside className="grid content-start gap-4" aria-label="Price">
        <div className="hidden rounded-xl border bg-card p-4 lg:block">
          <ItemPhotos item={item} studio={studio} />
        </div>
        <section className="rounded-xl border bg-card p-4" aria-labelledby="price-heading">
          <div className="flex items-center gap-1">
            <h2 id="price-heading" className="text-sm font-medium text-muted-foreground">
              Tag price
            </h2>
            <HelpTip topic="How the tag price is worked out">
              Retail price, less the markdown, times the condition’s percentage, raised by your markup, rounded to whole
              dollars and kept between your minimum and maximum price. A price set by hand stays until you reset it to
              the rule.
            </HelpTip>
          </div>
          <p className="text-4xl font-bold tabular-nums">{formatWhole(item.tagPrice)}</p>
          <p className="text-sm text-muted-foreground">
            {item.tagPriceSource === 'manual' ? 'Set by hand' : 'From your pricing rules'} · retail{' '}
            {formatCents(item.retailCents)}
          </p>
          {item.priceBreakdown && (
            <p className="mt-3 rounded-md bg-secondary px-3 py-2 text-sm" aria-label="How the rules price it">
              {item.priceBreakdown}
            </p>
          )}
          <p className="mt-2 text-xs text-muted-foreground">{MARKDOWN_PRECEDENCE_TEXT}</p>
          <form
            className="mt-4 flex items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              const value = manualPrice.trim();
              if (!/^\d+$/.test(value)) return;
              update.mutate({ tagPrice: Number(value) });
              setManualPrice('');
            }}
          >
            <div className="grid flex-1 gap-2">
              <label htmlFor="manual-price" className="text-sm font-medium">
                Set tag price ($)
              </label>
              <Input
                id="manual-price"
                inputMode="numeric"
                value={manualPrice}
                onChange={(e) => setManualPrice(e.target.value)}
              />
            </div>
            <Button type="submit" variant="secondary" disabled={!/^\d+$/.test(manualPrice.trim())}>
              Set
            </Button>
          </form>
          {item.tagPriceSource === 'manual' && (
            <Button
              variant="outline"
              className="mt-3 w-full"
              onClick={() => update.mutate({ resetTagPriceToRule: true })}
            >
              <RotateCcwIcon aria-hidden />
              Reset to rule
            </Button>
          )}
        </section>
        {item.analysis && (
          <AnalysisSummary
            analysis={item.analysis}
            showConfidence={display.pricing.showConfidence}
            aiProviderHelp={aiProviderHelp}
          />
        )}
        <section className="rounded-xl border bg-card p-4" aria-labelledby="history-heading">
          <h2 id="history-heading" className="mb-2 font-semibold">
            Price history
          </h2>
          {item.priceHistory.length === 0 ? (
            <p className="text-sm text-muted-foreground">No prices yet.</p>
          ) : (
            <ol className="grid gap-3 text-sm">
              {item.priceHistory.map((event) => (
                <li key={event.id} className="grid gap-0.5">
                  <span className="font-medium">
                    {priceChangeText(event)}
                    <span className="font-normal text-muted-foreground"> · {priceSourceText(event)}</span>
                  </span>
                  <time className="text-xs text-muted-foreground" dateTime={event.createdAt}>
                    {formatLocalDateTime(event.createdAt)}
                  </time>
                  {event.breakdown && <span className="text-xs text-muted-foreground">{event.breakdown}</span>}
                </li>
              ))}
            </ol>
          )}
          <p className="mt-3 border-t pt-3 text-xs text-muted-foreground" data-testid="item-added-by">
            Added {item.createdByName ? `by ${item.createdByName} ` : ''}on{' '}
            <time dateTime={item.createdAt}>{formatLocalDate(item.createdAt)}</time>
          </p>
        </section>
        <ListingDraftSection itemId={item.id} updatedAt={item.updatedAt} />
      </aside>
    </div>
  );
}
