import { describe, expect, it } from 'vitest';
import { chooseResizeTarget, fitWithin } from './resize-target';

describe('chooseResizeTarget', () => {
  it('follows the spec table', () => {
    expect(chooseResizeTarget({ saveData: true, effectiveType: '4g' }, false)).toMatchObject({
      maxSize: 800,
      quality: 0.65,
    });
    expect(chooseResizeTarget({ effectiveType: '2g' }, false)).toMatchObject({ maxSize: 600, quality: 0.55 });
    expect(chooseResizeTarget({ effectiveType: 'slow-2g' }, true)).toMatchObject({ maxSize: 600, quality: 0.55 });
    expect(chooseResizeTarget({ effectiveType: '3g' }, false)).toMatchObject({ maxSize: 900, quality: 0.7 });
    expect(chooseResizeTarget({ effectiveType: '4g' }, true)).toMatchObject({ maxSize: 1000, quality: 0.75 });
    expect(chooseResizeTarget({ effectiveType: '4g' }, false)).toMatchObject({ maxSize: 1600, quality: 0.82 });
  });

  it('save-data wins over a slow link, and a slow link over the device', () => {
    expect(chooseResizeTarget({ saveData: true, effectiveType: '2g' }, true).profile).toBe('save-data');
    expect(chooseResizeTarget({ effectiveType: '3g' }, true).profile).toBe('3g');
  });

  it('without the Network Information API it goes by the device', () => {
    expect(chooseResizeTarget(undefined, true).profile).toBe('mobile');
    expect(chooseResizeTarget(undefined, false).profile).toBe('desktop');
    expect(chooseResizeTarget({}, false).profile).toBe('desktop');
  });
});

describe('fitWithin', () => {
  it('scales the longest side down and keeps the proportions', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 1000)).toEqual({ width: 750, height: 1000 });
  });

  it('never enlarges', () => {
    expect(fitWithin(640, 480, 1600)).toEqual({ width: 640, height: 480 });
  });
});
