import { describe, expect, it } from 'vitest';
import { photoListReducer, type PhotoEntry } from './photo-list';

const entry = (key: string): PhotoEntry => ({ key, name: `${key}.jpg`, status: 'processing' });
const keys = (photos: PhotoEntry[]) => photos.map((p) => p.key);

describe('photoListReducer', () => {
  const three = photoListReducer([], { type: 'add', entries: [entry('a'), entry('b'), entry('c')] });

  it('adds in order and marks a resized photo ready', () => {
    expect(keys(three)).toEqual(['a', 'b', 'c']);
    const file = new File(['x'], 'b.webp');
    const next = photoListReducer(three, { type: 'processed', key: 'b', file, previewUrl: 'blob:b' });
    expect(next[1]).toMatchObject({ status: 'ready', file, previewUrl: 'blob:b' });
    expect(next[0]!.status).toBe('processing');
  });

  it('moves left, right and to the front, and ignores moves past the ends', () => {
    expect(keys(photoListReducer(three, { type: 'move', key: 'c', to: 1 }))).toEqual(['a', 'c', 'b']);
    expect(keys(photoListReducer(three, { type: 'move', key: 'a', to: 1 }))).toEqual(['b', 'a', 'c']);
    expect(keys(photoListReducer(three, { type: 'move', key: 'c', to: 0 }))).toEqual(['c', 'a', 'b']);
    expect(keys(photoListReducer(three, { type: 'move', key: 'c', to: 9 }))).toEqual(['a', 'b', 'c']);
    expect(photoListReducer(three, { type: 'move', key: 'zz', to: 0 })).toBe(three);
  });

  it('removes, so the next photo becomes the main one', () => {
    expect(keys(photoListReducer(three, { type: 'remove', key: 'a' }))).toEqual(['b', 'c']);
  });

  it('keeps the upload id of a sent photo and clears all', () => {
    const sent = photoListReducer(three, { type: 'uploaded', key: 'a', uploadId: 'u1' });
    expect(sent[0]!.uploadId).toBe('u1');
    expect(photoListReducer(sent, { type: 'clear' })).toEqual([]);
  });
});
