import { memo } from 'react';
import { Link } from 'react-router';
import { ImageIcon } from 'lucide-react';
import type { DisplayPreferences } from '@tagwise/core/schemas/account-settings';
import type { ItemPage } from '@tagwise/core/schemas/items';
import { countOf } from '@tagwise/core/values/plural';
import { NativeCheckbox } from '@/components/ui/native-checkbox';
import { Spinner } from '@/components/ui/spinner';
import { formatCents, formatWhole, STATUS_LABELS } from './format';

/**
 * One row of an item list: its tick box, and a link to the item with what Display Preferences ask for.
 * Memoized: a list re-renders whenever a query it reads settles or a box is ticked, and re-rendering every
 * row then (a link, a checkbox and a dozen elements each) kept a phone's main thread busy for tens of
 * milliseconds each time; a row now renders again only when its item, its tick or the preferences change.
 */
export const ItemRow = memo(function ItemRow({
  item,
  display,
  selected,
  onToggle,
}: {
  item: ItemPage['items'][number];
  display: DisplayPreferences['mainPage'];
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  const saving = item.id.startsWith('temp-');
  return (
    <li
      aria-busy={saving || undefined}
      // Rows off screen are not laid out or painted until scrolled near (a page of 50 rows, and their layout
      // after each change, cost a phone's main thread); 73 px holds their place meanwhile.
      className="flex items-center [contain-intrinsic-size:auto_73px] [content-visibility:auto] hover:bg-accent/50 has-[a:focus-visible]:bg-accent"
    >
      <span className="flex self-stretch items-center pl-4">
        <NativeCheckbox
          aria-label={`Select ${item.name}`}
          checked={!saving && selected}
          disabled={saving}
          onChange={() => onToggle(item.id)}
        />
      </span>
      <Link
        to={saving ? '#' : `/items/${item.id}`}
        className="flex min-w-0 flex-1 items-center gap-3 px-4 py-3 focus-visible:outline-none"
        aria-disabled={saving || undefined}
        onClick={(e) => saving && e.preventDefault()}
      >
        {item.thumbUrl ? (
          <img
            src={item.thumbUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className="size-12 shrink-0 rounded-md border bg-muted object-cover"
          />
        ) : (
          <span className="flex size-12 shrink-0 items-center justify-center rounded-md border bg-muted">
            <ImageIcon className="size-5 text-muted-foreground" aria-hidden />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{item.name}</p>
          {/* The tag code first and never cut: it is what an operator matches against the paper tag. The rest
              wraps rather than being cut, so a phone still shows whether the item is sold. */}
          <p className="flex min-w-0 flex-wrap gap-x-1.5 text-sm text-muted-foreground">
            <span className="shrink-0 font-medium tabular-nums">{saving ? 'Saving…' : `#${item.tagCode}`}</span>
            <span>
              {[
                display.showCategory && item.category,
                display.pricing.showCondition && item.condition,
                STATUS_LABELS[item.status],
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </p>
          {display.showDescription && item.description && (
            <p className="line-clamp-2 text-sm text-muted-foreground">{item.description}</p>
          )}
          {display.showAttributes && item.keyAttributes.length > 0 && (
            <p className="truncate text-xs text-muted-foreground">{item.keyAttributes.join(' · ')}</p>
          )}
          {display.showResearchSources && item.researchSources.length > 0 && (
            <p className="text-xs text-muted-foreground">{countOf(item.researchSources.length, 'research source')}</p>
          )}
        </div>
        <div className="shrink-0 text-right">
          {display.pricing.showEstateSalePrice && (
            <p className="font-semibold tabular-nums">{formatWhole(item.tagPrice)}</p>
          )}
          {display.pricing.showRetailPrice && (
            <p className="text-xs text-muted-foreground tabular-nums">retail {formatCents(item.retailCents)}</p>
          )}
        </div>
        {saving && <Spinner />}
      </Link>
    </li>
  );
});
