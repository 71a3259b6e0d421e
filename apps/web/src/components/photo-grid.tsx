import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** How a photo is named to a screen reader: what it shows, its place, and whether it is the main one. */
export const photoAlt = (name: string, index: number) => `${name}, photo ${index + 1}${index === 0 ? ' (main)' : ''}`;

export interface GridPhoto {
  key: string;
  /** Missing while the photo is still being prepared: `placeholder` shows instead. */
  src?: string | undefined;
  alt: string;
  /** More controls for this photo, under the move and remove buttons (an item's studio photo). */
  extra?: ReactNode;
}

/**
 * Photos in order with the first marked Main and the others numbered; each can be moved left or right,
 * made the main photo, or removed. Used for an item's saved photos and for photos about to be analysed.
 */
export function PhotoGrid({
  photos,
  onMove,
  onRemove,
  disabled = false,
  placeholder,
  className,
}: {
  photos: GridPhoto[];
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  disabled?: boolean;
  placeholder?: ReactNode;
  className?: string;
}) {
  return (
    <ol aria-label="Photos" className={cn('grid grid-cols-2 gap-2 sm:grid-cols-4', className)}>
      {photos.map((photo, index) => (
        <li key={photo.key} className="relative overflow-hidden rounded-lg border bg-muted">
          {photo.src ? (
            <img
              src={photo.src}
              alt={photo.alt}
              className="aspect-square w-full object-cover"
              loading="lazy"
              width={200}
              height={200}
            />
          ) : (
            <div className="flex aspect-square w-full items-center justify-center" role="img" aria-label={photo.alt}>
              {placeholder}
            </div>
          )}
          <span
            className={cn(
              'absolute top-1 left-1 flex items-center gap-1 rounded px-1.5 py-0.5 text-xs font-medium',
              index === 0 ? 'bg-primary text-primary-foreground' : 'bg-background/90 text-foreground',
            )}
          >
            {index === 0 ? (
              <>
                <StarIcon className="size-3" aria-hidden />
                Main
              </>
            ) : (
              index + 1
            )}
          </span>
          <div className="flex justify-between gap-1 bg-card/95 p-1">
            {[
              { name: `Move photo ${index + 1} left`, icon: ChevronLeftIcon, off: index === 0, to: index - 1 },
              {
                name: `Make photo ${index + 1} the main photo`,
                icon: StarIcon,
                off: index === 0,
                to: 0,
                hide: index === 0,
              },
              { name: `Remove photo ${index + 1}`, icon: Trash2Icon, off: false, to: null },
              {
                name: `Move photo ${index + 1} right`,
                icon: ChevronRightIcon,
                off: index === photos.length - 1,
                to: index + 1,
              },
            ].map(
              ({ name, icon: Icon, off, to, hide }) =>
                !hide && (
                  <Button
                    key={name}
                    type="button"
                    size="icon"
                    variant="ghost"
                    className={cn('size-9', to === null && 'text-destructive')}
                    aria-label={name}
                    disabled={off || disabled}
                    // No target place means the remove button.
                    onClick={() => (to === null ? onRemove(index) : onMove(index, to))}
                  >
                    <Icon aria-hidden />
                  </Button>
                ),
            )}
          </div>
          {photo.extra}
        </li>
      ))}
    </ol>
  );
}
