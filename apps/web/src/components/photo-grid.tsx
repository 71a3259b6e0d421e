import type { ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface GridPhoto {
  key: string;
  /** Missing while the photo is still being prepared: `placeholder` shows instead. */
  src?: string | undefined;
  alt: string;
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
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="size-9"
              aria-label={`Move photo ${index + 1} left`}
              disabled={index === 0 || disabled}
              onClick={() => onMove(index, index - 1)}
            >
              <ChevronLeftIcon aria-hidden />
            </Button>
            {index > 0 && (
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-9"
                aria-label={`Make photo ${index + 1} the main photo`}
                disabled={disabled}
                onClick={() => onMove(index, 0)}
              >
                <StarIcon aria-hidden />
              </Button>
            )}
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="size-9 text-destructive"
              aria-label={`Remove photo ${index + 1}`}
              disabled={disabled}
              onClick={() => onRemove(index)}
            >
              <Trash2Icon aria-hidden />
            </Button>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              className="size-9"
              aria-label={`Move photo ${index + 1} right`}
              disabled={index === photos.length - 1 || disabled}
              onClick={() => onMove(index, index + 1)}
            >
              <ChevronRightIcon aria-hidden />
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
