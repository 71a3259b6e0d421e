import { Link, useParams } from 'react-router';
import { ArrowLeftIcon, ReceiptTextIcon, ScanLineIcon } from 'lucide-react';
import { formatMoney } from '@tagwise/core/sale-day/messages';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCheckoutCatalog } from '../api/get-checkout-catalog';
import { useInvoices } from '../api/get-invoices';
import { deviceZone } from '../lib/cart';
import { InvoiceStatus } from '../components/invoice-status';
import { DoubleSalesLink } from '../double-sales/double-sales-link';

/** A sale's invoices, newest first: number, time, who rang it up, total, status and pickups still waiting. */
export default function InvoicesPage() {
  const { projectId = '' } = useParams();
  const invoices = useInvoices(projectId);
  const project = useCheckoutCatalog(projectId).data?.project;
  const timeZone = project?.timeZone ?? deviceZone();
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const list = invoices.data?.pages.flatMap((page) => page.invoices) ?? [];

  let content;
  if (invoices.isPending) content = <Skeleton className="h-48" aria-label="Loading invoices" />;
  else if (invoices.isError && !invoices.data)
    content = <LoadFailed message={invoices.error.message} onRetry={() => void invoices.refetch()} />;
  else if (list.length === 0)
    content = (
      <EmptyState icon={ReceiptTextIcon} title="No sales yet">
        Each sale rung up at the checkout makes an invoice, listed here with its receipt.
      </EmptyState>
    );
  else
    content = (
      <>
        <Table aria-label="Invoices">
          <TableHeader>
            <TableRow>
              <TableHead>Invoice</TableHead>
              <TableHead>Time</TableHead>
              <TableHead className="hidden sm:table-cell">Rung up by</TableHead>
              <TableHead className="text-right">Total</TableHead>
              <TableHead>Status</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {list.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>
                  <Link className="font-medium underline" to={`/projects/${projectId}/invoices/${invoice.id}`}>
                    {invoice.number}
                  </Link>
                </TableCell>
                <TableCell>{time.format(new Date(invoice.completedAt))}</TableCell>
                <TableCell className="hidden sm:table-cell">{invoice.rungByName}</TableCell>
                <TableCell className="text-right tabular-nums">{formatMoney(invoice.totalCents)}</TableCell>
                <TableCell>
                  <InvoiceStatus invoice={invoice} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {invoices.hasNextPage && (
          <Button
            variant="outline"
            disabled={invoices.isFetchingNextPage}
            onClick={() => void invoices.fetchNextPage()}
          >
            Show more
          </Button>
        )}
      </>
    );

  return (
    <div className="mx-auto grid max-w-4xl gap-4">
      <Button asChild variant="ghost" className="-ml-3 justify-self-start">
        <Link to={`/projects/${projectId}`}>
          <ArrowLeftIcon aria-hidden />
          {project?.name ?? 'Project'}
        </Link>
      </Button>
      <PageHeader
        title="Invoices"
        actions={
          <div className="flex flex-wrap gap-2">
            <DoubleSalesLink projectId={projectId} size="default" />
            <Button asChild>
              <Link to={`/projects/${projectId}/checkout`}>
                <ScanLineIcon aria-hidden />
                Ring up
              </Link>
            </Button>
          </div>
        }
      />
      {content}
    </div>
  );
}
