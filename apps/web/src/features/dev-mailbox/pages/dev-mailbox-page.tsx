import { InboxIcon } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Logo } from '@/components/logo';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useMailbox } from '../api/get-mailbox';
import { formatLocalDateTime } from '@/lib/local-dates';

/** Development only: what the app would have e-mailed, because no SMTP server is configured. */
export default function DevMailboxPage() {
  const mailbox = useMailbox();
  return (
    <div className="mx-auto flex min-h-dvh max-w-3xl flex-col px-4 py-6 sm:px-6">
      <header className="mb-6">
        <Link to="/" className="rounded-md">
          <Logo />
        </Link>
      </header>
      <main>
        <PageHeader
          title="Development mailbox"
          description="No SMTP server is configured, so e-mails are kept here instead of being sent. Newest first; refreshes every 5 seconds."
        />
        {mailbox.isPending && (
          <div className="grid gap-3" aria-label="Loading messages">
            <Skeleton className="h-24" />
            <Skeleton className="h-24" />
          </div>
        )}
        {mailbox.isError && (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-md bg-destructive/10 px-4 py-3 text-sm text-destructive"
          >
            {mailbox.error.message}
            <Button size="sm" variant="outline" onClick={() => void mailbox.refetch()}>
              Retry
            </Button>
          </div>
        )}
        {mailbox.data?.messages.length === 0 && (
          <EmptyState icon={InboxIcon} title="No messages yet">
            Messages appear here when Tagwise sends an e-mail, for example to confirm an address.
          </EmptyState>
        )}
        <ul className="grid gap-3">
          {mailbox.data?.messages.map((m) => (
            <li key={m.id}>
              <article className="rounded-xl border bg-card p-4 shadow-xs">
                <h2 className="font-semibold">{m.subject}</h2>
                <p className="text-sm text-muted-foreground">
                  To {m.to} · <time dateTime={m.createdAt}>{formatLocalDateTime(m.createdAt)}</time>
                </p>
                <pre className="mt-3 overflow-x-auto font-sans text-sm whitespace-pre-wrap">{m.text}</pre>
              </article>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
