import { describe, expect, it } from 'vitest';
import { canJoinAbove, groupPhotos } from './group-photos';

const at = (key: string, seconds: number) => ({ key, lastModified: seconds * 1000 });
const keys = (groups: { key: string }[][]) => groups.map((g) => g.map((p) => p.key));

describe('groupPhotos', () => {
  it('keeps photos taken within 20 s of the previous one together', () => {
    const photos = [at('a', 0), at('b', 15), at('c', 30), at('d', 60), at('e', 200), at('f', 205)];
    expect(keys(groupPhotos(photos))).toEqual([['a', 'b', 'c'], ['d'], ['e', 'f']]);
  });

  it('measures the gap to the previous photo in the list, either way in time', () => {
    expect(keys(groupPhotos([at('a', 100), at('b', 90), at('c', 10)]))).toEqual([['a', 'b'], ['c']]);
  });

  it('starts a new item after ten photos', () => {
    const photos = Array.from({ length: 23 }, (_, i) => at(`p${i}`, i));
    expect(groupPhotos(photos).map((g) => g.length)).toEqual([10, 10, 3]);
  });

  it('follows the person: start a new item here, or join the item above', () => {
    const photos = [at('a', 0), at('b', 1), at('c', 500), at('d', 501)];
    expect(keys(groupPhotos(photos, { b: true }))).toEqual([['a'], ['b'], ['c', 'd']]);
    expect(keys(groupPhotos(photos, { c: false }))).toEqual([['a', 'b', 'c', 'd']]);
    // The first photo always starts an item, whatever was said about it.
    expect(keys(groupPhotos(photos, { a: false }))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('never goes over the limit, even when told to join', () => {
    const photos = Array.from({ length: 11 }, (_, i) => at(`p${i}`, i * 100));
    const joined = Object.fromEntries(photos.map((p) => [p.key, false]));
    const groups = groupPhotos(photos, joined);
    expect(groups.map((g) => g.length)).toEqual([10, 1]);
    expect(canJoinAbove(groups, 1)).toBe(false);
    expect(canJoinAbove(groups, 0)).toBe(false);
    expect(canJoinAbove([[1], [2]], 1)).toBe(true);
  });

  it('makes no items of no photos', () => {
    expect(groupPhotos([])).toEqual([]);
  });
});
