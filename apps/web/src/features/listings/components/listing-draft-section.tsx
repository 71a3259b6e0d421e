import { CopyIcon } from 'lucide-react';
import { toast } from 'sonner';
import { LISTING_TITLE_MAX } from '@tagwise/core/listings/listing-draft';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useListing } from '../api/get-listing';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    toast.error(`Could not copy the ${what.toLowerCase()}: select it and copy it by hand.`);
  }
}

function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={() => void copy(text, what)}
      aria-label={`Copy ${what.toLowerCase()}`}
    >
      <CopyIcon aria-hidden />
      Copy
    </Button>
  );
}

/**
 * The listing an item makes for eBay or Facebook Marketplace, to copy field by field: the operator posts
 * it under their own account (Tagwise never posts). Drawn from the item's fields, so editing the item
 * edits the draft.
 */
export function ListingDraftSection({ itemId, updatedAt }: { itemId: string; updatedAt: string }) {
  const listing = useListing(itemId, updatedAt);
  return (
    <section className="rounded-xl border bg-card p-4" aria-labelledby="listing-heading" data-tour="listing-draft">
      <h2 id="listing-heading" className="font-semibold">
        Marketplace listing
      </h2>
      <p className="mb-3 text-xs text-muted-foreground">
        Copy into eBay or Facebook Marketplace; Tagwise does not post it.
      </p>
      {listing.isPending && <Skeleton className="h-32" />}
      {listing.isError && <p className="text-sm text-destructive">Could not draft the listing. Reload to try again.</p>}
      {listing.data && (
        <div className="grid gap-3 text-sm">
          <div>
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-xs font-medium text-muted-foreground">
                Title ({listing.data.title.length} of {LISTING_TITLE_MAX} characters)
              </h3>
              <CopyButton text={listing.data.title} what="Title" />
            </div>
            <p className="font-medium break-words">{listing.data.title}</p>
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">Price</dt>
            <dd>{listing.data.price === null ? 'No tag price yet' : `$${listing.data.price}`}</dd>
            <dt className="text-muted-foreground">Condition</dt>
            <dd>
              eBay: {listing.data.condition.ebay} · Facebook: {listing.data.condition.facebook}
            </dd>
            {listing.data.specifics.map((specific) => (
              <div key={specific.name} className="contents">
                <dt className="text-muted-foreground">{specific.name}</dt>
                <dd className="break-words">{specific.value}</dd>
              </div>
            ))}
          </dl>
          <div>
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-xs font-medium text-muted-foreground">Description</h3>
              <CopyButton text={listing.data.description} what="Description" />
            </div>
            <p className="whitespace-pre-wrap break-words">{listing.data.description}</p>
          </div>
        </div>
      )}
    </section>
  );
}
