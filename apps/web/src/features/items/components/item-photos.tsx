import { useId } from 'react';
import { PHOTO_ACCEPT, PHOTOS_PER_ITEM_MAX } from '@tagwise/core/values/item-images';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { PhotoDropZone } from '@/components/photo-drop-zone';
import { PhotoGrid, photoAlt } from '@/components/photo-grid';
import { Spinner } from '@/components/ui/spinner';
import { useChoosePhotoVersion } from '../api/choose-photo-version';
import { useDeleteItemImage } from '../api/delete-item-image';
import { useEnhanceItemImage } from '../api/enhance-item-image';
import { useReorderItemImages } from '../api/reorder-item-images';
import { useUploadItemImages } from '../api/upload-item-image';
import { StudioPhotoControls, type StudioPhotoOptions } from './studio-photo-controls';
import { countOf } from '@tagwise/core/values/plural';

/**
 * An item's photos: add (pick or drop), remove, move left or right; the first is the main photo. With
 * `studio` (known once the plan is), each photo can also get a studio version and show either version.
 */
export function ItemPhotos({ item, studio }: { item: ItemDetail; studio?: StudioPhotoOptions | undefined }) {
  const upload = useUploadItemImages(item.id);
  const remove = useDeleteItemImage(item.id);
  const reorder = useReorderItemImages(item.id);
  const enhance = useEnhanceItemImage(item.id, { onCreditsChanged: studio?.onCreditsChanged });
  const choose = useChoosePhotoVersion(item.id);
  const headingId = useId();
  const images = item.images;
  const full = images.length >= PHOTOS_PER_ITEM_MAX;

  const move = (from: number, to: number) => {
    const ids = images.map((i) => i.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    reorder.mutate(ids);
  };

  return (
    <section className="grid gap-3" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="font-semibold">
          Photos
        </h2>
        <span className="text-xs text-muted-foreground">
          {countOf(images.length, 'photo')}, up to {PHOTOS_PER_ITEM_MAX}
        </span>
      </div>
      {images.length > 0 && (
        <PhotoGrid
          photos={images.map((image, index) => ({
            key: image.id,
            src: image.thumbUrl,
            alt: photoAlt(item.name, index),
            extra: studio && (
              <StudioPhotoControls
                image={image}
                index={index}
                options={studio}
                running={enhance.isPending && enhance.variables === image.id}
                blocked={enhance.isPending && enhance.variables !== image.id}
                onEnhance={() => enhance.mutate(image.id)}
                onChoose={(show) => choose.mutate({ imageId: image.id, show })}
              />
            ),
          }))}
          onMove={move}
          onRemove={(index) => remove.mutate(images[index]!.id)}
          disabled={reorder.isPending}
          // Two columns in the item page's side column, where four would leave no room for the controls.
          className="lg:grid-cols-2"
        />
      )}
      <PhotoDropZone
        accept={PHOTO_ACCEPT}
        disabled={full || upload.isPending}
        onFiles={(files) => upload.mutate(files)}
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
      </PhotoDropZone>
    </section>
  );
}
