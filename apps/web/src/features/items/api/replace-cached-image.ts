import type { ItemImage } from '@tagwise/core/schemas/item-images';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import type { PhotoVersion } from '@tagwise/core/values/enhancements';

/** The item with one of its photos replaced; the item's thumbnail follows its main photo. */
export function withImage(item: ItemDetail, image: ItemImage): ItemDetail {
  const images = item.images.map((i) => (i.id === image.id ? image : i));
  return { ...item, images, thumbUrl: images[0]?.thumbUrl ?? null };
}

/** The photo as it will look showing the other version (for an optimistic switch); unchanged without one. */
export function showingVersion(image: ItemImage, show: PhotoVersion): ItemImage {
  const files = show === 'studio' ? image.studio : image.original;
  return files ? { ...image, ...files, showing: show } : image;
}
