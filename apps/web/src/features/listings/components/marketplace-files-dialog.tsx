import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ListingFileRequest } from '@tagwise/core/schemas/listings';
import {
  FACEBOOK_SHEET_ITEM_LIMIT,
  LISTING_FILE_MESSAGES,
  type ListingMarketplace,
} from '@tagwise/core/values/listing-files';
import { countOf, pluralWord } from '@tagwise/core/values/plural';
import { ErrorMessage } from '@/components/error-message';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { failureMessage } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { useDownloadEbayDrafts, type downloadEbayDrafts } from '../api/download-ebay-drafts';
import { useDownloadFacebookSheet } from '../api/download-facebook-sheet';

const CHOICES: { id: ListingMarketplace; name: string; file: string; how: string }[] = [
  {
    id: 'ebay',
    name: 'eBay',
    file: 'CSV',
    how: 'Seller Hub’s draft listings template. Upload it in Seller Hub under Reports → Uploads: each item becomes a draft, where eBay suggests a category and you add photos before listing.',
  },
  {
    id: 'facebook',
    name: 'Facebook Marketplace',
    file: 'XLSX',
    how: `Marketplace’s bulk upload sheet, at most ${FACEBOOK_SHEET_ITEM_LIMIT} items. Upload it on Facebook Marketplace (Create new listing → Bulk upload), then add photos and a category to each listing.`,
  },
];

/**
 * Bulk listing files for a selection, made on the server from each item's listing draft: eBay's draft
 * template or Facebook's bulk upload sheet. The operator uploads the file under their own account; the
 * dialog says so, and what is still theirs to add there (photos stay private to Tagwise).
 */
export function MarketplaceFilesDialog({
  open,
  onOpenChange,
  selection,
  what,
  count,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selection: ListingFileRequest['selection'];
  /** What the files are for, for the description: "12 items". */
  what: string;
  /** How many items are selected, to warn before Facebook's limit refuses the sheet. */
  count: number;
}) {
  const id = useId();
  const [marketplace, setMarketplace] = useState<ListingMarketplace>('ebay');
  const [error, setError] = useState<string>();
  const ebay = useDownloadEbayDrafts();
  const facebook = useDownloadFacebookSheet();
  const pending = ebay.isPending || facebook.isPending;
  const choice = CHOICES.find((c) => c.id === marketplace)!;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const handlers = {
      onSuccess: ({ blob, filename, count: listed, unpriced }: Awaited<ReturnType<typeof downloadEbayDrafts>>) => {
        saveFile(blob, filename);
        const leftOut = unpriced
          ? ` ${countOf(unpriced, 'item')} without a tag price ${pluralWord(unpriced, 'was', 'were')} left out.`
          : '';
        toast.success(`${countOf(listed, 'listing')} for ${choice.name} downloaded.${leftOut}`);
        onOpenChange(false);
      },
      onError: (failure: unknown) => setError(failureMessage(failure, LISTING_FILE_MESSAGES.failed)),
    };
    if (marketplace === 'ebay') ebay.mutate({ selection }, handlers);
    else facebook.mutate({ selection }, handlers);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        // A refusal (over Facebook's 50, say) belongs to the selection it was made for, not the next one.
        if (!next) setError(undefined);
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Marketplace files</DialogTitle>
            <DialogDescription>
              A bulk listing file for {what}, from each item’s listing draft. You upload it yourself: Tagwise never
              posts on your behalf.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Marketplace</legend>
            {CHOICES.map((option) => (
              <label
                key={option.id}
                className="flex items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
              >
                <input
                  type="radio"
                  name={`${id}-marketplace`}
                  className="mt-0.5 size-4 shrink-0 accent-primary"
                  checked={marketplace === option.id}
                  onChange={() => {
                    setMarketplace(option.id);
                    setError(undefined);
                  }}
                />
                <span>
                  <span className="font-medium">
                    {option.name} ({option.file})
                  </span>
                  <span className="block text-muted-foreground">{option.how}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <p className="text-xs text-muted-foreground">
            Items without a tag price are left out. Photos are not in the file: they are private to your Tagwise
            account, so add them on the marketplace.
          </p>
          {marketplace === 'facebook' && count > FACEBOOK_SHEET_ITEM_LIMIT && (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
              {countOf(count, 'item')} selected: Facebook takes at most {FACEBOOK_SHEET_ITEM_LIMIT} priced items per
              sheet.
            </p>
          )}
          <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>
          <FormDialogFooter submitLabel={pending ? 'Making the file…' : `Download ${choice.file}`} pending={pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
