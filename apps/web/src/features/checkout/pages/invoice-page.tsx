import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeftIcon, PackageCheckIcon, SearchXIcon, Undo2Icon, XCircleIcon } from 'lucide-react';
import { AppError } from '@tagwise/core/errors';
import type { InvoiceLine } from '@tagwise/core/sale-day/invoice-schemas';
import { formatMoney, SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import { EmptyState } from '@/components/empty-state';
import { ErrorMessage } from '@/components/error-message';
import { LoadFailed } from '@/components/load-failed';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountSettings } from '@/features/settings/api/get-account-settings';
import { useCheckoutCatalog } from '../api/get-checkout-catalog';
import { useInvoice } from '../api/get-invoice';
import { useMarkPickedUp } from '../api/mark-picked-up';
import { useRefundLine } from '../api/refund-line';
import { useVoidInvoice } from '../api/void-invoice';
import { InvoiceStatus } from '../components/invoice-status';
import { ReasonDialog } from '../components/reason-dialog';
import { SaleReceipt } from '../components/sale-receipt';
import { deviceZone } from '../lib/cart';

/**
 * One invoice: its receipt (on screen, PDFs, e-mail), "Mark picked up" for a paid pickup, and for the admin
 * Void and Refund a line, each with a reason kept on the record. Members see no such buttons (the server
 * refuses them too).
 */
export default function InvoicePage() {
  const { projectId = '', invoiceId = '' } = useParams();
  const invoice = useInvoice(projectId, invoiceId);
  const project = useCheckoutCatalog(projectId).data?.project;
  const isAdmin = useAccountSettings().data?.role === 'admin';
  const voiding = useVoidInvoice(projectId, invoiceId);
  const refunding = useRefundLine(projectId, invoiceId);
  const pickup = useMarkPickedUp(projectId, invoiceId);
  const [voidOpen, setVoidOpen] = useState(false);
  const [refundOf, setRefundOf] = useState<InvoiceLine | null>(null);

  const back = (
    <Button asChild variant="ghost" className="-ml-3 justify-self-start">
      <Link to={`/projects/${projectId}/invoices`}>
        <ArrowLeftIcon aria-hidden />
        Invoices
      </Link>
    </Button>
  );
  if (invoice.isPending) return <Skeleton className="h-96" aria-label="Loading the invoice" />;
  if (invoice.isError) {
    return (
      <div className="grid gap-4">
        {back}
        {invoice.error instanceof AppError && invoice.error.code === 'NOT_FOUND' ? (
          <EmptyState icon={SearchXIcon} title={M.invoiceNotFound}>
            It may belong to another account, or the address is mistyped.
          </EmptyState>
        ) : (
          <LoadFailed message={invoice.error.message} onRetry={() => void invoice.refetch()} />
        )}
      </div>
    );
  }
  const data = invoice.data;
  const live = data.status === 'completed';
  const methods = [...new Set(data.payments.map((payment) => payment.method))];
  const refundable = data.lines.filter((line) => !line.refund);

  return (
    <div className="mx-auto grid max-w-2xl gap-4">
      {back}
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">Invoice {data.number}</h1>
        <InvoiceStatus invoice={{ ...data, hasConflict: data.lines.some((line) => line.conflict) }} />
      </div>
      {data.pickupPending && !data.pickedUpAt && live && (
        <Card>
          <CardContent className="flex flex-wrap items-center justify-between gap-3 pt-6">
            <p className="text-sm">
              Paid, picking up later: {data.customer.name}
              {data.customer.phone ? `, ${data.customer.phone}` : ''}
            </p>
            <Button disabled={pickup.isPending} onClick={() => pickup.mutate(undefined)}>
              <PackageCheckIcon aria-hidden />
              Mark picked up
            </Button>
            <ErrorMessage>{pickup.error?.message}</ErrorMessage>
          </CardContent>
        </Card>
      )}
      <SaleReceipt
        invoice={data}
        context={{
          businessName: project?.businessName ?? null,
          projectName: project?.name ?? '',
          address: null,
          timeZone: project?.timeZone ?? deviceZone(),
        }}
      />
      {isAdmin && live && (
        <Card>
          <CardHeader>
            <CardTitle>Refunds and void</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            {refundable.length > 0 && (
              <ul className="grid divide-y" aria-label="Lines to refund">
                {refundable.map((line) => (
                  <li key={line.id} className="flex items-center justify-between gap-3 py-2">
                    <span className="min-w-0">
                      {line.description}{' '}
                      <span className="text-muted-foreground">{formatMoney(line.netCents + line.taxCents)}</span>
                    </span>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => {
                        refunding.reset();
                        setRefundOf(line);
                      }}
                    >
                      <Undo2Icon aria-hidden />
                      Refund<span className="sr-only"> {line.description}</span>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {data.refundedCents === 0 && (
              <Button
                variant="destructive"
                className="justify-self-start"
                onClick={() => {
                  voiding.reset();
                  setVoidOpen(true);
                }}
              >
                <XCircleIcon aria-hidden />
                Void invoice
              </Button>
            )}
          </CardContent>
        </Card>
      )}
      <ReasonDialog
        key={`void-${voidOpen}`}
        open={voidOpen}
        onOpenChange={setVoidOpen}
        title={`Void invoice ${data.number}?`}
        submitLabel="Void invoice"
        pending={voiding.isPending}
        error={voiding.error?.message ?? null}
        onSubmit={(reason) => voiding.mutate(reason, { onSuccess: () => setVoidOpen(false) })}
      >
        Every line is given back ({formatMoney(data.totalCents - data.refundedCents)}) and its items are on sale again.
        The invoice stays on record, marked voided, with your reason.
      </ReasonDialog>
      <ReasonDialog
        key={`refund-${refundOf?.id ?? ''}`}
        open={refundOf !== null}
        onOpenChange={(open) => !open && setRefundOf(null)}
        title={`Refund ${refundOf?.description ?? ''}?`}
        submitLabel="Refund line"
        methods={methods}
        pending={refunding.isPending}
        error={refunding.error?.message ?? null}
        onSubmit={(reason, refundMethod) =>
          refundOf &&
          refunding.mutate(
            { lineId: refundOf.id, reason, ...(refundMethod ? { refundMethod } : {}) },
            { onSuccess: () => setRefundOf(null) },
          )
        }
      >
        {refundOf &&
          `${formatMoney(refundOf.netCents + refundOf.taxCents)} is given back and the item is on sale again.`}
      </ReasonDialog>
    </div>
  );
}
