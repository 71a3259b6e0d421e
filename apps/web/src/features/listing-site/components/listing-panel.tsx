import { useState, type ReactNode } from 'react';
import { AlertTriangleIcon, CheckCircle2Icon, CircleDashedIcon, ExternalLinkIcon, PencilIcon } from 'lucide-react';
import type { Project } from '@tagwise/core/schemas/projects';
import { countOf } from '@tagwise/core/values/plural';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadFailed } from '@/components/load-failed';
import { OfflineNotice } from '@/components/offline-notice';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/use-hydrated';
import { useOnline } from '@/lib/use-online';
import { useWaitingForConnection } from '@/lib/use-waiting-for-connection';
import { useListingPreview } from '../api/get-listing-preview';
import { usePublishListing } from '../api/publish-listing';
import { useUnpublishListing } from '../api/unpublish-listing';
import { useUpdateListing } from '../api/update-listing';
import { onFirstUse } from '@tagwise/core/values/on-first-use';

const WHEN = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
const local = onFirstUse(() => new Intl.DateTimeFormat(undefined, WHEN));
const utc = onFirstUse(() => new Intl.DateTimeFormat('en-US', { ...WHEN, timeZone: 'UTC' }));

/**
 * A moment in the viewer's own time zone and language. The server draws the project page knowing neither,
 * so its HTML (and the browser's hydration of it, which must match) says it in UTC until then.
 */
function When({ iso }: { iso: string }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{hydrated ? local().format(new Date(iso)) : `${utc().format(new Date(iso))} UTC`}</time>;
}

/**
 * The sale on EstateSales.NET, on its project's page (admins only): what a publish would send and what
 * it still lacks, then the listing's state with its link, Update and Unpublish, and the site's own words
 * (with its help link) when it refused.
 */
export function ListingPanel({
  project,
  connectionVersion,
  onEditDetails,
  connectAction,
}: {
  project: Project;
  /** Changes whenever the workspace's EstateSales.NET connection does (saved, replaced, removed). */
  connectionVersion: string;
  /** Opens the project's Edit details dialog, where the address, days and listing choices are. */
  onEditDetails: () => void;
  /** The way to the connection (Settings → Integrations), shown when the workspace has none. */
  connectAction: ReactNode;
}) {
  const preview = useListingPreview(project.id, connectionVersion);
  const publish = usePublishListing();
  const update = useUpdateListing();
  const unpublish = useUnpublishListing();
  const [confirmingUnpublish, setConfirmingUnpublish] = useState(false);
  // Offline the site cannot be reached: the card says so (no placeholder, no red network error), its
  // actions wait, and it reads the preview again once the device is back online.
  const online = useOnline();
  const waiting = useWaitingForConnection(preview);
  const busy =
    !online || publish.isPending || update.isPending || unpublish.isPending || project.listing?.status === 'publishing';
  const listing = project.listing;
  // On the site right now: published, or published before a later change failed (publishedAt is cleared
  // when it stops being published).
  const live = listing !== null && listing.publishedAt !== null && listing.status !== 'unpublished';

  const run = (mutation: typeof publish) => mutation.mutate(project.id);

  return (
    <section aria-labelledby="listing-heading" className="mb-6 grid gap-3 rounded-xl border bg-card p-4 shadow-xs">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="listing-heading" className="font-semibold">
          EstateSales.NET
        </h2>
        {listing?.status === 'published' && (
          <Badge>
            <CheckCircle2Icon aria-hidden />
            Published
          </Badge>
        )}
        {listing?.status === 'unpublished' && <Badge variant="secondary">Not published</Badge>}
        {listing?.status === 'error' && (
          <Badge variant="destructive">
            <AlertTriangleIcon aria-hidden />
            {live ? 'Last update failed' : 'Not published'}
          </Badge>
        )}
      </div>

      {!online && (
        <OfflineNotice>
          {waiting
            ? 'You’re offline. What this sale’s EstateSales.NET listing needs shows here once you’re back online.'
            : 'You’re offline. Publishing to EstateSales.NET waits until you’re back online.'}
        </OfflineNotice>
      )}
      {online && preview.isPending && <Skeleton className="h-10" />}
      {online && preview.isError && (
        <LoadFailed message={preview.error.message} onRetry={() => void preview.refetch()} />
      )}

      {preview.data && !preview.data.connected && (
        <div className="grid gap-2 text-sm">
          <p>
            Publish this sale on EstateSales.NET with its days and the photos of its most valuable items. Connect your
            EstateSales.NET account first.
          </p>
          {connectAction}
        </div>
      )}

      {listing?.url && (listing.status === 'published' || live) && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <a
            href={listing.url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            View the listing
            <ExternalLinkIcon className="size-4" aria-hidden />
            <span className="sr-only">(opens EstateSales.NET in a new tab)</span>
          </a>
          {listing.publishedAt && (
            <span className="text-muted-foreground">
              Published <When iso={listing.publishedAt} />
            </span>
          )}
          {listing.syncedAt && (
            <span className="text-muted-foreground">
              · last sent <When iso={listing.syncedAt} /> with {countOf(listing.pictureCount, 'photo')}
            </span>
          )}
        </p>
      )}

      {listing?.status === 'error' && listing.lastError && (
        <div role="alert" className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-medium">EstateSales.NET did not take the last change:</p>
          <p>{listing.lastError}</p>
          {listing.helpUrl && (
            <a
              href={listing.helpUrl}
              target="_blank"
              rel="noreferrer"
              className="inline-flex w-fit items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              EstateSales.NET’s help on this
              <ExternalLinkIcon className="size-4" aria-hidden />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          )}
        </div>
      )}

      {preview.data?.connected && preview.data.problems.length > 0 && (
        <div className="grid gap-2 text-sm">
          <p>Before it can be published, the sale needs:</p>
          <ul className="grid gap-1">
            {preview.data.problems.map((problem) => (
              <li key={problem} className="flex gap-2">
                <CircleDashedIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                {problem}
              </li>
            ))}
          </ul>
          <Button variant="outline" className="justify-self-start" onClick={onEditDetails}>
            <PencilIcon aria-hidden />
            Edit sale details
          </Button>
        </div>
      )}

      {preview.data?.connected && preview.data.problems.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {preview.data.pictures === 0
            ? 'No item still for sale has a photo yet: the listing would go without pictures.'
            : `Sends the sale, its ${countOf(project.saleDays.length, 'day')} and the photos of its ${
                preview.data.pictures === preview.data.itemsWithPhotos
                  ? countOf(preview.data.pictures, 'item')
                  : `${preview.data.pictures} most valuable items (of ${preview.data.itemsWithPhotos} with photos)`
              } still for sale.`}
        </p>
      )}
      {preview.data?.connected && (preview.data.problems.length === 0 || live) && (
        <div className="flex flex-wrap gap-2">
          {preview.data.problems.length === 0 &&
            (live ? (
              <Button onClick={() => run(update)} disabled={busy}>
                {update.isPending && <Spinner />}
                {update.isPending ? 'Updating…' : 'Update listing'}
              </Button>
            ) : (
              <Button onClick={() => run(publish)} disabled={busy}>
                {publish.isPending && <Spinner />}
                {publish.isPending ? 'Publishing…' : 'Publish to EstateSales.NET'}
              </Button>
            ))}
          {/* Taking a live sale down never waits for its details to be complete. */}
          {live && (
            <Button variant="outline" onClick={() => setConfirmingUnpublish(true)} disabled={busy}>
              {unpublish.isPending && <Spinner />}
              Unpublish
            </Button>
          )}
        </div>
      )}
      {(publish.isPending || update.isPending) && (
        <p role="status" className="text-sm text-muted-foreground">
          Sending the sale and its photos to EstateSales.NET. With many photos this takes a minute or two; you can leave
          this page, and the result shows here when you come back.
        </p>
      )}

      <ConfirmDialog
        open={confirmingUnpublish}
        onOpenChange={setConfirmingUnpublish}
        title="Unpublish this sale?"
        confirmLabel="Unpublish"
        onConfirm={() => run(unpublish)}
      >
        Buyers will no longer find it on EstateSales.NET. It stays in your EstateSales.NET account, so you can publish
        it again.
      </ConfirmDialog>
    </section>
  );
}
