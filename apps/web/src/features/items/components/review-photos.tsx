import { useState } from 'react';
import { ImageIcon } from 'lucide-react';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import { photoAlt } from '@/components/photo-grid';
import { cn } from '@/lib/cn';

/**
 * The item's main photo, large: the thing the person names and prices. With more photos, tapping it
 * shows the next one (a phone's one-handed way), and the thumbnails below go straight to any of them.
 */
export function ReviewPhotos({ name, images }: { name: string; images: ItemImage[] }) {
  const [shown, setShown] = useState(0);
  const image = images[shown];
  if (!image) {
    return (
      <div className="flex aspect-[4/3] max-h-[40dvh] w-full flex-col items-center justify-center gap-2 rounded-xl border bg-muted text-sm text-muted-foreground lg:max-h-none">
        <ImageIcon className="size-8" aria-hidden />
        No photo
      </div>
    );
  }
  const many = images.length > 1;
  const photo = (
    <img
      src={image.url}
      alt={photoAlt(name, shown)}
      width={image.width}
      height={image.height}
      // The main photo is the screen's largest paint; the next item's was fetched in advance.
      fetchPriority={shown === 0 ? 'high' : 'auto'}
      className="aspect-[4/3] max-h-[40dvh] w-full rounded-xl border bg-muted object-contain lg:max-h-[60dvh]"
    />
  );
  return (
    <div className="grid gap-2">
      {many ? (
        <button
          type="button"
          className="rounded-xl focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          aria-label={`Photo ${shown + 1} of ${images.length}. Show the next photo`}
          onClick={() => setShown((shown + 1) % images.length)}
        >
          {photo}
        </button>
      ) : (
        photo
      )}
      {many && (
        <ul className="flex gap-2 overflow-x-auto" aria-label="Photos">
          {images.map((other, index) => (
            <li key={other.id} className="shrink-0">
              <button
                type="button"
                aria-label={`Show photo ${index + 1}`}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setShown(index)}
                className={cn(
                  'block overflow-hidden rounded-md border-2 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                  index === shown ? 'border-primary' : 'border-transparent',
                )}
              >
                <img src={other.thumbUrl} alt="" width={56} height={56} className="size-14 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
