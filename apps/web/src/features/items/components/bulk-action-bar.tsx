import { useState } from 'react';
import { ChevronDownIcon, FileSpreadsheetIcon, PrinterIcon, Trash2Icon, XIcon } from 'lucide-react';
import type { ItemFilterInput } from '@tagwise/core/schemas/item-query';
import { itemCountText } from '@tagwise/core/item-count-text';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useBulkAction } from '../api/run-bulk-action';
import type { ItemSelection } from '../hooks/use-item-selection';
import { lazyDialog, preloadOnIntent } from '@/lib/lazy-dialog';
import { useBottomBarInset } from '@/lib/use-bottom-bar-inset';
import type { BulkKind } from './bulk-action-dialog';
import { PrintTagsDialog } from '@/features/labels/components/lazy-print-tags-dialog';
import { MarketplaceFilesDialog } from '@/features/listings/components/lazy-marketplace-files-dialog';

// The dialog's forms load when first needed, or when the Actions button is pointed at or focused.
const BulkActionDialog = lazyDialog(
  () => import('./bulk-action-dialog').then((m) => m.BulkActionDialog),
  (props) => props.kind !== null,
);

/**
 * Shown while items are ticked: how many, "select all matching" when the filter matches more than is
 * loaded, and the bulk actions. It floats at the bottom so it stays in reach while scrolling a long list.
 */
export function BulkActionBar({
  selection,
  total,
  totalKnown,
  filter,
  projects,
  canRepriceByRule,
  consignors,
}: {
  selection: ItemSelection;
  total: number;
  /** False until the count of all matches has arrived: "select all" waits for it. */
  totalKnown: boolean;
  filter: ItemFilterInput;
  projects: { id: string; name: string }[];
  canRepriceByRule: boolean;
  /** The sale's consignors (its page, the admin): Assign to consignor is offered when given. */
  consignors?: { id: string; name: string }[];
}) {
  const [kind, setKind] = useState<BulkKind | null>(null);
  const [printing, setPrinting] = useState(false);
  const [listing, setListing] = useState(false);
  const bulk = useBulkAction();
  const bar = useBottomBarInset();
  const count = selection.count(total);
  if (count === 0 && kind === null && !printing && !listing) return null;

  const menuItem = (k: BulkKind, label: string) => (
    <DropdownMenuItem onSelect={() => setKind(k)}>{label}</DropdownMenuItem>
  );
  return (
    <>
      <div
        ref={bar}
        role="region"
        aria-label="Selected items"
        className="sticky bottom-[calc(1rem+var(--queue-widget-inset,0px))] z-30 lg:bottom-4 mt-4 flex flex-wrap items-center gap-2 rounded-xl border bg-card p-2 pl-4 shadow-lg"
      >
        <p className="mr-auto text-sm" aria-live="polite">
          <span className="font-medium">{itemCountText(count)} selected</span>
          {!selection.selection.all && totalKnown && total > count && (
            <Button variant="link" size="sm" className="h-auto px-2" onClick={selection.selectAllMatching}>
              Select all {itemCountText(total)}
            </Button>
          )}
        </p>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              size="sm"
              {...preloadOnIntent(BulkActionDialog.preload, PrintTagsDialog.preload, MarketplaceFilesDialog.preload)}
            >
              Actions
              <ChevronDownIcon aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {menuItem('category', 'Set category…')}
            {menuItem('condition', 'Set condition…')}
            {menuItem('status', 'Set status…')}
            {menuItem('move', 'Move to project…')}
            {menuItem('reprice', 'Re-price…')}
            {consignors && menuItem('consignor', 'Assign to consignor…')}
            <DropdownMenuItem onSelect={() => setPrinting(true)}>
              <PrinterIcon aria-hidden />
              Print price tags…
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setListing(true)}>
              <FileSpreadsheetIcon aria-hidden />
              Marketplace files…
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => setKind('delete')}>
              <Trash2Icon aria-hidden />
              Delete…
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <Button size="sm" variant="ghost" onClick={selection.clear}>
          <XIcon aria-hidden />
          Clear
        </Button>
      </div>
      <PrintTagsDialog
        open={printing}
        onOpenChange={setPrinting}
        selection={selection.toRequest(filter)}
        what={itemCountText(count)}
      />
      <MarketplaceFilesDialog
        open={listing}
        onOpenChange={setListing}
        selection={selection.toRequest(filter)}
        what={itemCountText(count)}
        count={count}
      />
      <BulkActionDialog
        kind={kind}
        count={itemCountText(count)}
        selection={selection.toRequest(filter)}
        projects={projects}
        canRepriceByRule={canRepriceByRule}
        consignors={consignors ?? []}
        pending={bulk.isPending}
        onOpenChange={(open) => !open && !bulk.isPending && setKind(null)}
        onApply={(action, listed) =>
          bulk.mutate(
            { selection: listed ?? selection.toRequest(filter), action },
            {
              onSuccess: () => {
                setKind(null);
                selection.clear();
              },
            },
          )
        }
      />
    </>
  );
}
