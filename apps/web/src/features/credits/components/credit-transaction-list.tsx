import { CoinsIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { CreditTransaction } from '@tagwise/core/schemas/credits';
import { CREDIT_MESSAGES } from '@tagwise/core/values/credits';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatLocalDateTime } from '@/lib/local-dates';
import { useCreditTransactions } from '../api/get-credit-transactions';
import {
  OPERATION_LABELS,
  shownText,
  STATUS_LABELS,
  transactionCreditsPhrase,
  transactionCreditsText,
  transactionItem,
} from '../lib/credit-display';
import { LoadFailed } from '@/components/load-failed';

const STATUS_BADGE: Record<CreditTransaction['status'], 'secondary' | 'outline' | 'destructive'> = {
  pending: 'outline',
  completed: 'secondary',
  failed: 'destructive',
  refunded: 'outline',
};

function ItemCell({ transaction }: { transaction: CreditTransaction }) {
  const item = transactionItem(transaction);
  if (item.kind === 'link') {
    return (
      <Link to={item.href} className="font-medium break-words text-primary underline-offset-4 hover:underline">
        {item.name}
      </Link>
    );
  }
  if (item.kind === 'deleted') return <span className="text-muted-foreground italic">Deleted item</span>;
  return (
    <>
      <span aria-hidden className="text-muted-foreground">
        —
      </span>
      <span className="sr-only">No item</span>
    </>
  );
}

function Status({ transaction }: { transaction: CreditTransaction }) {
  return (
    <div className="grid justify-items-start gap-1">
      <Badge variant={STATUS_BADGE[transaction.status]}>{STATUS_LABELS[transaction.status]}</Badge>
      {transaction.error && (transaction.status === 'failed' || transaction.status === 'refunded') && (
        <span className="text-xs break-words text-muted-foreground">{transaction.error}</span>
      )}
    </div>
  );
}

/** `withUnit` where no column header says these are credits. */
function Credits({ transaction, withUnit = false }: { transaction: CreditTransaction; withUnit?: boolean }) {
  return (
    <span className={cn('tabular-nums', transaction.status === 'refunded' && 'text-muted-foreground')}>
      {withUnit ? transactionCreditsPhrase(transaction) : transactionCreditsText(transaction)}
    </span>
  );
}

const Time = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatLocalDateTime(iso)}</time>;

/** Desktop: one row per charge, every column side by side. */
function TransactionTable({ transactions }: { transactions: CreditTransaction[] }) {
  return (
    <Table className="hidden md:table">
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          <TableHead>Operation</TableHead>
          <TableHead>Item</TableHead>
          <TableHead className="text-right">Credits</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>By</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {transactions.map((t) => (
          <TableRow key={t.id}>
            <TableCell className="whitespace-nowrap">
              <Time iso={t.createdAt} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{OPERATION_LABELS[t.operation]}</TableCell>
            <TableCell className="max-w-64">
              <ItemCell transaction={t} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap">
              <Credits transaction={t} />
            </TableCell>
            <TableCell className="max-w-72">
              <Status transaction={t} />
            </TableCell>
            <TableCell>{t.actorName ?? <span className="text-muted-foreground">Former member</span>}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Phone: a card per charge, the operation and status first, the details below. */
function TransactionCards({ transactions }: { transactions: CreditTransaction[] }) {
  return (
    <ul className="grid gap-2 md:hidden" aria-label="Credit transactions">
      {transactions.map((t) => (
        <li key={t.id} className="grid min-w-0 gap-1.5 rounded-lg border bg-card p-3 text-sm">
          <div className="flex items-start justify-between gap-3">
            <span className="font-medium">{OPERATION_LABELS[t.operation]}</span>
            <span className="shrink-0 text-right">
              <Credits transaction={t} withUnit />
            </span>
          </div>
          {/* A card has room to leave out what a table column must fill with a dash. */}
          {transactionItem(t).kind !== 'none' && (
            <div className="min-w-0">
              <ItemCell transaction={t} />
            </div>
          )}
          <Status transaction={t} />
          <p className="text-xs text-muted-foreground">
            <Time iso={t.createdAt} />
            {t.actorName && ` · ${t.actorName}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The workspace's charges and refunds, newest first, 50 more at a time. */
export function CreditTransactionList() {
  const query = useCreditTransactions();

  if (query.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading credit history">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return <LoadFailed message={CREDIT_MESSAGES.loadFailed} onRetry={() => void query.refetch()} />;
  }
  const transactions = query.data.pages.flatMap((p) => p.transactions);
  if (transactions.length === 0) {
    return (
      <EmptyState icon={CoinsIcon} title="No credits used yet">
        Each item the AI analyses uses 1 credit (a studio enhancement 1 more). Every charge, and every refund of a
        failed analysis, will be listed here.
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="credit-transactions-title" className="grid gap-3">
      <h2 id="credit-transactions-title" className="text-lg font-semibold">
        Transactions
      </h2>
      <TransactionTable transactions={transactions} />
      <TransactionCards transactions={transactions} />
      <div className="grid justify-items-center gap-3 py-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {shownText(transactions.length, query.hasNextPage)}
        </p>
        {query.isFetchNextPageError && (
          <LoadFailed message={CREDIT_MESSAGES.loadFailed} onRetry={() => void query.fetchNextPage()} />
        )}
        {query.hasNextPage && !query.isFetchNextPageError && (
          <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            {query.isFetchingNextPage && <Spinner />}
            Load more
          </Button>
        )}
      </div>
    </section>
  );
}
