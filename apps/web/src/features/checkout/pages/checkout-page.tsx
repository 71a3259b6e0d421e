import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftIcon, HandIcon, ReceiptTextIcon, SearchXIcon, ShoppingCartIcon } from 'lucide-react';
import { AppError } from '@tagwise/core/errors';
import { cartTotals } from '@tagwise/core/sale-day/cart-totals';
import type { CheckoutCatalog, CheckoutItem } from '@tagwise/core/sale-day/catalog-schemas';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { formatBasisPoints } from '@tagwise/core/sale-day/messages';
import { scanIntoCart } from '@tagwise/core/sale-day/scan';
import type { Hold } from '@tagwise/core/sale-day/hold-schemas';
import { holdUntilText } from '@tagwise/core/sale-day/item-state-text';
import { dayDiscount } from '@tagwise/core/sale-schedule/day-discounts';
import { dateInTimeZone } from '@tagwise/core/sale-schedule/sale-days';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { checkoutCatalogQueryOptions, useCheckoutCatalog } from '../api/get-checkout-catalog';
import { lookupTag } from '../api/lookup-tag';
import { CartDiscountForm } from '../components/cart-discount-form';
import { CartFigures } from '../components/cart-figures';
import { CartLineRow } from '../components/cart-line-row';
import { MiscLineForm } from '../components/misc-line-form';
import { NameSearch } from '../components/name-search';
import { PaymentForm, type PaymentChoice } from '../components/payment-form';
import { SaleReceipt } from '../components/sale-receipt';
import { useCart } from '../hooks/use-cart';
import { DoubleSalesLink } from '../double-sales/double-sales-link';
import { useSalesEvents } from '../hooks/use-sales-events';
import { useScanToLineTiming } from '../hooks/use-scan-to-line-timing';
import { CheckoutOfflineNotice } from '../offline/checkout-offline-notice';
import type { KeptSale } from '../offline/kept-sales';
import { KeptSaleReceipt } from '../offline/kept-sale-receipt';
import { useCompleteOrKeep } from '../offline/use-complete-or-keep';
import { WaitingToSync } from '../offline/waiting-to-sync';
import { applyItemStates } from '../lib/apply-sales-event';
import { buildInvoice } from '../lib/build-invoice';
import { deviceZone, dropUnsellable, itemLine, miscLine, type Cart } from '../lib/cart';
import { deviceId } from '../lib/device-id';
import { repriceCart } from '../lib/reprice-cart';
import { reasonNotToSell } from '../lib/sellable';
import { usePlaceHold } from '../api/place-hold';
import { holdsQueryKey } from '../api/get-holds';
import { HoldDialog } from '../components/hold-dialog';
import { HoldsPanel } from '../components/holds-panel';
import type { TagScan } from '../scanner/use-tag-scanner';

// The camera and its decoder are the heaviest part of the screen: they load after it.
const TagScanner = lazy(() => import('../scanner/tag-scanner').then((m) => ({ default: m.TagScanner })));

type Notice = { tone: 'ok' | 'problem'; text: string };

/**
 * Ringing up at the door (issue 35): scan tags (or type a code, find a name, add a misc line), change a
 * line's price, discount the cart, take the payments and complete the sale; the receipt follows. Scans are
 * answered from the device's catalog at once; other phones' sales arrive over the live events.
 */
export default function CheckoutPage() {
  const { projectId = '' } = useParams();
  const catalog = useCheckoutCatalog(projectId);
  const queryClient = useQueryClient();
  const { cart, update, reset } = useCart(projectId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [completed, setCompleted] = useState<Invoice | null>(null);
  // Completed without a connection: kept on this device under a provisional reference (offline/).
  const [kept, setKept] = useState<KeptSale | null>(null);
  const completeOrKeep = useCompleteOrKeep(projectId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [holding, setHolding] = useState(false);
  const placeHold = usePlaceHold(projectId);

  const data = catalog.data;
  const project = data?.project;
  const timeZone = project?.timeZone ?? deviceZone();
  const byCode = useMemo(
    () => new Map((data?.items ?? []).map((item) => [item.tagCode.toUpperCase(), item])),
    [data?.items],
  );

  /** Drops from the cart what can no longer be sold in this catalog, saying so. */
  const settleCart = useCallback(
    (fresh: CheckoutCatalog) => {
      const items = new Map(fresh.items.map((item) => [item.id, item]));
      const now = new Date();
      const zone = fresh.project.timeZone ?? deviceZone();
      update((current) => {
        const { cart: kept, dropped } = dropUnsellable(current, (itemId) => {
          const item = items.get(itemId);
          return item ? reasonNotToSell(item, current.holdId, now, zone) : 'It is no longer in this sale';
        });
        if (dropped.length > 0) {
          setNotice({
            tone: 'problem',
            text: dropped.map((d) => `${d.description} was taken out of the cart: ${d.reason}`).join('. '),
          });
        }
        return repriceCart(kept, fresh, now);
      });
    },
    [update],
  );

  useSalesEvents(
    projectId,
    useCallback(
      (items: CheckoutItem[]) => {
        const fresh = queryClient.getQueryData(checkoutCatalogQueryOptions(projectId).queryKey);
        if (fresh && items.length > 0) settleCart(fresh);
        void queryClient.invalidateQueries({ queryKey: holdsQueryKey(projectId) });
      },
      [projectId, queryClient, settleCart],
    ),
  );

  const addItem = useCallback(
    (item: CheckoutItem, fresh: CheckoutCatalog) => {
      const line = itemLine(item, fresh.project, new Date());
      update((current) =>
        current.lines.some((l) => l.itemId === item.id) ? current : { ...current, lines: [...current.lines, line] },
      );
      setNotice({ tone: 'ok', text: `Added ${item.name}` });
    },
    [update],
  );

  const addCode = useCallback(
    async (code: string) => {
      if (!data) return;
      const outcome = scanIntoCart({
        text: code,
        // The scanner accepts any server's address (a LAN name at the sale): the catalog decides.
        ownOrigin: null,
        catalog: byCode,
        cartItemIds: new Set(cart.lines.flatMap((line) => (line.itemId ? [line.itemId] : []))),
        now: new Date(),
        timeZone,
      });
      if (outcome.kind === 'add') return addItem(outcome.item, data);
      if (outcome.kind === 'not-sellable' && !reasonNotToSell(outcome.item, cart.holdId, new Date(), timeZone)) {
        return addItem(outcome.item, data);
      }
      if (outcome.kind !== 'unknown') return setNotice({ tone: 'problem', text: outcome.message });
      // Without a connection the device's copy of the catalog is all there is to ask.
      if (!navigator.onLine) return setNotice({ tone: 'problem', text: outcome.message });
      // Not in the device's catalog: added since it was read, another sale's tag, or no tag at all.
      try {
        const item = await lookupTag(projectId, outcome.code);
        const fresh = applyItemStates(data, [item]);
        queryClient.setQueryData(checkoutCatalogQueryOptions(projectId).queryKey, fresh);
        const reason = reasonNotToSell(item, cart.holdId, new Date(), timeZone);
        if (reason) setNotice({ tone: 'problem', text: reason });
        else addItem(item, fresh);
      } catch (error) {
        setNotice({ tone: 'problem', text: error instanceof AppError ? error.message : outcome.message });
      }
    },
    [data, byCode, cart.lines, cart.holdId, timeZone, addItem, projectId, queryClient],
  );

  const noteScan = useScanToLineTiming(cart.lines);
  const onScan = useCallback(
    (scan: TagScan) => {
      // A tag seen again (already in the cart) makes no new line to time.
      if (scan.source === 'camera' && !cart.lines.some((line) => line.tagCode === scan.tagCode)) {
        noteScan(scan.tagCode, scan.frameAt);
      }
      void addCode(scan.tagCode);
    },
    [addCode, noteScan, cart.lines],
  );

  const complete = useMutation({
    // Runs without a connection too (TanStack would hold it until online): the sale is then kept here.
    networkMode: 'always',
    mutationFn: (choice: PaymentChoice) => {
      const built = buildInvoice({
        cart,
        taxBp: project?.salesTaxBp ?? 0,
        ...choice,
        deviceId: deviceId(),
        now: new Date(),
        timeZone,
      });
      if ('message' in built) throw new AppError('VALIDATION_FAILED', built.message);
      return completeOrKeep(built.request);
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'kept') setKept(outcome.sale);
      else setCompleted(outcome.result.invoice);
      setRefusal(null);
      setNotice(null);
      reset();
      setFormKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: checkoutCatalogQueryOptions(projectId).queryKey });
      void queryClient.invalidateQueries({ queryKey: holdsQueryKey(projectId) });
    },
    onError: async (error) => {
      setRefusal(error.message);
      if (error instanceof AppError && error.code === 'CONFLICT') {
        // Sold or held elsewhere, a price or the tax rate changed: read the sale again and keep what can be sold.
        const fresh = await queryClient.fetchQuery({ ...checkoutCatalogQueryOptions(projectId), staleTime: 0 });
        settleCart(fresh);
      }
    },
  });

  const ringUpHold = (hold: Hold) => {
    if (!data) return;
    const items = new Map(data.items.map((item) => [item.id, item]));
    const at = new Date();
    update((current) => {
      const inCart = new Set(current.lines.map((line) => line.itemId));
      const added = hold.items.flatMap(({ itemId }) => {
        const item = items.get(itemId);
        return item && !inCart.has(itemId) ? [itemLine(item, data.project, at)] : [];
      });
      return { ...current, holdId: hold.id, lines: [...current.lines, ...added] };
    });
    setNotice({ tone: 'ok', text: `Ringing up the hold for ${hold.customerName}` });
  };

  if (catalog.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading the checkout">
        <Skeleton className="h-10 w-48" />
        <Skeleton className="aspect-square w-full max-w-sm" />
      </div>
    );
  }
  if (catalog.isError && !data) {
    if (catalog.error instanceof AppError && catalog.error.code === 'NOT_FOUND') {
      return (
        <EmptyState icon={SearchXIcon} title="Project not found">
          It may have been deleted, or it belongs to another account.
        </EmptyState>
      );
    }
    return <LoadFailed message={catalog.error.message} onRetry={() => void catalog.refetch()} />;
  }
  if (!data || !project) return null;

  const totals = cartTotals(
    cart.lines.map((line) => line.priceCents),
    cart.discount && cart.discount.kind === 'amount'
      ? {
          ...cart.discount,
          value: Math.min(
            cart.discount.value,
            cart.lines.reduce((s, l) => s + l.priceCents, 0),
          ),
        }
      : cart.discount,
    project.salesTaxBp ?? 0,
  );
  const today = dayDiscount(project.tagDiscountLine, project.saleDays, dateInTimeZone(new Date(), timeZone));
  const itemIds = cart.lines.flatMap((line) => (line.itemId ? [line.itemId] : []));
  const setLines = (change: (lines: Cart['lines']) => Cart['lines']) =>
    update((current) => ({ ...current, lines: change(current.lines) }));

  return (
    <div className="mx-auto grid max-w-5xl gap-4">
      <Button asChild variant="ghost" className="-ml-3 justify-self-start">
        <Link to={`/projects/${projectId}`}>
          <ArrowLeftIcon aria-hidden />
          {project.name}
        </Link>
      </Button>
      <PageHeader
        title="Checkout"
        description={
          today ? `Today: ${formatBasisPoints(Math.round(today.percent * 100))} off every tag` : 'Tag prices today'
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" data-tour="checkout-invoices">
              <Link to={`/projects/${projectId}/invoices`}>
                <ReceiptTextIcon aria-hidden />
                Invoices
              </Link>
            </Button>
            <WaitingToSync projectId={projectId} />
            <DoubleSalesLink projectId={projectId} size="default" />
          </div>
        }
      />
      <CheckoutOfflineNotice readAt={data.readAt} />
      {kept && <KeptSaleReceipt sale={kept} onNewSale={() => setKept(null)} />}
      {completed && (
        <SaleReceipt
          invoice={completed}
          context={{ businessName: project.businessName, projectName: project.name, address: null, timeZone }}
          onNewSale={() => setCompleted(null)}
        />
      )}
      {!completed && !kept && (
        <div className="grid gap-4 md:grid-cols-2 md:items-start">
          <div className="grid gap-4">
            <div data-tour="checkout-scan">
              <Suspense fallback={<Skeleton className="aspect-square w-full" />}>
                <TagScanner onCode={onScan} className="mx-auto w-full max-w-sm" />
              </Suspense>
            </div>
            <div className="grid gap-4" data-tour="checkout-add">
              <NameSearch items={data.items} onPick={(item) => void addCode(item.tagCode)} />
              <details className="rounded-md border p-3">
                <summary className="cursor-pointer font-medium">Add misc item</summary>
                <div className="pt-3">
                  <MiscLineForm
                    onAdd={(description, priceCents) => {
                      setLines((lines) => [...lines, miscLine(description, priceCents)]);
                      setNotice({ tone: 'ok', text: `Added ${description}` });
                    }}
                  />
                </div>
              </details>
            </div>
            <HoldsPanel projectId={projectId} timeZone={timeZone} onRingUp={ringUpHold} />
          </div>
          <Card data-tour="checkout-cart">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <ShoppingCartIcon className="size-5" aria-hidden />
                Cart
                <span className="text-sm font-normal text-muted-foreground">
                  {cart.lines.length === 1 ? '1 line' : `${cart.lines.length} lines`}
                </span>
              </CardTitle>
            </CardHeader>
            <CardContent className="grid gap-4">
              <div aria-live="polite" data-testid="checkout-notice">
                {notice && (
                  <p
                    role={notice.tone === 'problem' ? 'alert' : 'status'}
                    className={
                      notice.tone === 'problem'
                        ? 'rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive'
                        : 'text-sm text-muted-foreground'
                    }
                  >
                    {notice.text}
                  </p>
                )}
              </div>
              {cart.lines.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  Scan a tag, type its code, find an item by name or add a misc item.
                </p>
              ) : (
                <ul className="grid divide-y" aria-label="Cart lines">
                  {cart.lines.map((line) => (
                    <CartLineRow
                      key={line.id}
                      line={line}
                      onPrice={(priceCents) =>
                        setLines((lines) => lines.map((l) => (l.id === line.id ? { ...l, priceCents } : l)))
                      }
                      onRemove={() => setLines((lines) => lines.filter((l) => l.id !== line.id))}
                    />
                  ))}
                </ul>
              )}
              {cart.lines.length > 0 && (
                <>
                  <CartDiscountForm
                    discount={cart.discount}
                    subtotalCents={totals.subtotalCents}
                    onChange={(discount) => update((current) => ({ ...current, discount }))}
                  />
                  <CartFigures totals={totals} taxBp={project.salesTaxBp} />
                  {cart.holdId === null && itemIds.length > 0 && (
                    <Button
                      variant="outline"
                      className="justify-self-start"
                      onClick={() => {
                        placeHold.reset();
                        setHolding(true);
                      }}
                    >
                      <HandIcon aria-hidden />
                      On hold until…
                    </Button>
                  )}
                  {cart.holdId !== null && (
                    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <span>Paying for a hold: its items are sold with this invoice.</span>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => {
                          const holdId = cart.holdId;
                          const held = new Set(
                            data.items.filter((item) => item.hold?.holdId === holdId).map((item) => item.id),
                          );
                          update((current) => ({
                            ...current,
                            holdId: null,
                            lines: current.lines.filter((line) => !line.itemId || !held.has(line.itemId)),
                          }));
                        }}
                      >
                        Not paying the hold
                      </Button>
                    </div>
                  )}
                  <HoldDialog
                    key={String(holding)}
                    open={holding}
                    onOpenChange={setHolding}
                    itemCount={itemIds.length}
                    pending={placeHold.isPending}
                    error={placeHold.error?.message ?? null}
                    onSubmit={(hold) =>
                      placeHold.mutate(
                        {
                          id: crypto.randomUUID(),
                          itemIds,
                          customerName: hold.customerName,
                          customerPhone: hold.customerPhone,
                          holdUntil: hold.holdUntil.toISOString(),
                        },
                        {
                          onSuccess: (placed) => {
                            setHolding(false);
                            update((current) => ({
                              ...current,
                              lines: current.lines.filter((line) => !line.itemId || !itemIds.includes(line.itemId)),
                            }));
                            setNotice({
                              tone: 'ok',
                              text: `On hold for ${placed.customerName} until ${holdUntilText(new Date(placed.holdUntil), timeZone)}`,
                            });
                          },
                        },
                      )
                    }
                  />
                  <PaymentForm
                    key={formKey}
                    totalCents={totals.totalCents}
                    busy={complete.isPending}
                    error={refusal}
                    onComplete={(choice) => complete.mutate(choice)}
                  />
                </>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
