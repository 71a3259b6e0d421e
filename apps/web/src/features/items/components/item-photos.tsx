import { useId, useRef, useState, type DragEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, ImagePlusIcon, StarIcon, Trash2Icon } from 'lucide-react';
import { PHOTO_EXTENSIONS, PHOTO_TYPES, PHOTOS_PER_ITEM_MAX } from '@tagwise/core/values/item-images';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDeleteItemImage } from '../api/delete-item-image';
import { useReorderItemImages } from '../api/reorder-item-images';
import { useUploadItemImages } from '../api/upload-item-image';

const ACCEPT = [...PHOTO_TYPES, ...PHOTO_EXTENSIONS].join(',');

/** An item's photos: add (pick or drop), remove, move left or right; the first is the main photo. */
export function ItemPhotos({ item }: { item: ItemDetail }) {
  const upload = useUploadItemImages(item.id);
  const remove = useDeleteItemImage(item.id);
  const reorder = useReorderItemImages(item.id);
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const headingId = useId();
  const images = item.images;
  const full = images.length >= PHOTOS_PER_ITEM_MAX;

  const move = (from: number, to: number) => {
    const ids = images.map((i) => i.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate(ids);
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!full && !upload.isPending) upload.mutate([...e.dataTransfer.files]);
  };

  return (
    <section className="grid gap-3" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          Photos
        </h2>
        <span className="text-xs text-muted-foreground">
          {images.length} of {PHOTOS_PER_ITEM_MAX}
        </span>
      </div>
      {images.length > 0 && (
        <ol className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {images.map((image, index) => (
            <li key={image.id} className="group relative overflow-hidden rounded-lg border bg-muted">
              <img
                src={image.thumbUrl}
                alt={`${item.name}, photo ${index + 1}${index === 0 ? ' (main)' : ''}`}
                className="aspect-square w-full object-cover"
                loading="lazy"
                width={200}
                height={200}
              />
              {index === 0 && (
                <span className="absolute top-1 left-1 flex items-center gap-1 rounded bg-primary px-1.5 py-0.5 text-xs font-medium text-primary-foreground">
                  <StarIcon className="size-3" aria-hidden />
                  Main
                </span>
              )}
              <div className="flex justify-between gap-1 bg-card/95 p-1">
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-7"
                  aria-label={`Move photo ${index + 1} left`}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(index, index - 1)}
                >
                  <ChevronLeftIcon aria-hidden />
                </Button>
                {index > 0 && (
                  <Button
                    size="icon"
                    variant="ghost"
                    className="size-7"
                    aria-label={`Make photo ${index + 1} the main photo`}
                    disabled={reorder.isPending}
                    onClick={() => move(index, 0)}
                  >
                    <StarIcon aria-hidden />
                  </Button>
                )}
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-7 text-destructive"
                  aria-label={`Remove photo ${index + 1}`}
                  onClick={() => remove.mutate(image.id)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  className="size-7"
                  aria-label={`Move photo ${index + 1} right`}
                  disabled={index === images.length - 1 || reorder.isPending}
                  onClick={() => move(index, index + 1)}
                >
                  <ChevronRightIcon aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm text-muted-foreground',
          dragging && 'border-primary bg-primary/5',
        )}
      >
        {upload.progress ? (
          <p role="status" className="flex items-center gap-2">
            <Spinner />
            Uploading{' '}
            {upload.progress.done + 1 > upload.progress.total
              ? upload.progress.total
              : upload.progress.done + 1} of {upload.progress.total}…
          </p>
        ) : (
          <p>{full ? 'This item has the most photos it can have.' : 'Drop photos here, or'}</p>
        )}
        <input
          ref={input}
          type="file"
          name="photos"
          accept={ACCEPT}
          multiple
          hidden
          aria-hidden
          tabIndex={-1}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (files.length) upload.mutate(files);
          }}
        />
        {!full && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={upload.isPending}
            onClick={() => input.current?.click()}
          >
            <ImagePlusIcon aria-hidden />
            Add photos
          </Button>
        )}
        <p className="text-xs">JPG, PNG or WebP, up to 15 MB each.</p>
      </div>
    </section>
  );
}
