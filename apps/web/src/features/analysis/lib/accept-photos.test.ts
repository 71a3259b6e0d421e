import { describe, expect, it } from 'vitest';
import { isAcceptedPhoto, refusedPhotos } from './accept-photos';

describe('isAcceptedPhoto', () => {
  it('accepts jpg, jpeg, png and webp in any letter case', () => {
    expect(isAcceptedPhoto({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedPhoto({ name: 'b.JPEG', type: 'image/jpeg' })).toBe(true);
    expect(isAcceptedPhoto({ name: 'c.png', type: 'image/png' })).toBe(true);
    expect(isAcceptedPhoto({ name: 'd.WebP', type: 'image/webp' })).toBe(true);
  });

  it('accepts a right extension when the browser reports no type', () => {
    expect(isAcceptedPhoto({ name: 'camera-roll.jpg', type: '' })).toBe(true);
  });

  it('refuses other extensions and types that contradict the extension', () => {
    expect(isAcceptedPhoto({ name: 'photo.heic', type: 'image/heic' })).toBe(false);
    expect(isAcceptedPhoto({ name: 'scan.gif', type: 'image/gif' })).toBe(false);
    expect(isAcceptedPhoto({ name: 'notes.pdf.jpg', type: 'application/pdf' })).toBe(false);
    expect(isAcceptedPhoto({ name: 'jpg', type: 'image/jpeg' })).toBe(false);
  });
});

describe('refusedPhotos', () => {
  it('names every refused file in order', () => {
    const files = [
      { name: 'ok.jpg', type: 'image/jpeg' },
      { name: 'a.gif', type: 'image/gif' },
      { name: 'b.txt', type: 'text/plain' },
    ];
    expect(refusedPhotos(files)).toEqual(['a.gif', 'b.txt']);
    expect(refusedPhotos(files.slice(0, 1))).toEqual([]);
  });
});
