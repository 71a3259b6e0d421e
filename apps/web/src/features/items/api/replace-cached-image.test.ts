import { describe, expect, it } from 'vitest';
import type { ItemImage } from '@tagwise/core/schemas/item-images';
import type { ItemDetail } from '@tagwise/core/schemas/items';
import { showingVersion, withImage } from './replace-cached-image';

const original = { url: '/api/images/a/display', thumbUrl: '/api/images/a/thumb', width: 1600, height: 1200 };
const studio = {
  url: '/api/images/a/studio-display?v=x1',
  thumbUrl: '/api/images/a/studio-thumb?v=x1',
  width: 1400,
  height: 1400,
};
const photo: ItemImage = { id: 'a', ...original, showing: 'original', original, studio };
const second: ItemImage = { ...photo, id: 'b', studio: null };

describe('the cached item after a studio photo or a switch', () => {
  it('shows the chosen version’s files, and leaves a photo without a studio version as it is', () => {
    expect(showingVersion(photo, 'studio')).toEqual({ ...photo, ...studio, showing: 'studio' });
    expect(showingVersion(showingVersion(photo, 'studio'), 'original')).toEqual(photo);
    expect(showingVersion(second, 'studio')).toBe(second);
  });

  it('replaces the photo and keeps the item’s thumbnail on its main photo', () => {
    const item = { id: 'i', thumbUrl: original.thumbUrl, images: [photo, second] } as unknown as ItemDetail;
    const updated = withImage(item, showingVersion(photo, 'studio'));
    expect(updated.images.map((i) => i.showing)).toEqual(['studio', 'original']);
    expect(updated.thumbUrl).toBe(studio.thumbUrl);
    expect(withImage(item, { ...second, showing: 'original' }).thumbUrl).toBe(original.thumbUrl);
  });
});
