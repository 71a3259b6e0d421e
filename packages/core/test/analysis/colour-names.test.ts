import { describe, expect, it } from 'vitest';
import { colourName, mainColours } from '../../src/analysis/colour-names.ts';

describe('colourName', () => {
  it.each([
    [[255, 255, 255], 'white'],
    // Warm-lit white china (the cup fixture's own tone) is still white.
    [[236, 230, 206], 'white'],
    [[240, 225, 170], 'cream'],
    [[10, 10, 10], 'black'],
    [[128, 128, 128], 'grey'],
    [[200, 30, 30], 'red'],
    [[240, 140, 20], 'orange'],
    [[110, 70, 35], 'brown'],
    [[210, 180, 140], 'tan'],
    // Pale porcelain in warm light (the cup fixture's lit side) is cream, not orange or tan.
    [[208, 180, 130], 'cream'],
    [[240, 220, 30], 'yellow'],
    [[40, 160, 60], 'green'],
    [[20, 150, 150], 'teal'],
    [[40, 90, 220], 'blue'],
    [[20, 30, 90], 'navy'],
    [[120, 50, 170], 'purple'],
    [[240, 150, 190], 'pink'],
  ] as const)('names %j %s', ([r, g, b], name) => {
    expect(colourName(r, g, b)).toBe(name);
  });
});

describe('mainColours', () => {
  const pixels = (...colours: [number, number, number, number][]) =>
    new Uint8Array(colours.flatMap(([r, g, b, count]) => Array.from({ length: count }, () => [r, g, b]).flat()));

  it('tallies shares, largest first, and leaves out trim under 10%', () => {
    const rgb = pixels([200, 30, 30, 60], [255, 255, 255, 35], [20, 30, 90, 5]);
    expect(mainColours(rgb)).toEqual([
      { name: 'red', share: 0.6 },
      { name: 'white', share: 0.35 },
    ]);
  });

  it('counts only the pixels the mask keeps', () => {
    const rgb = pixels([200, 30, 30, 2], [40, 90, 220, 2]);
    expect(mainColours(rgb, new Uint8Array([255, 200, 10, 0]))).toEqual([{ name: 'red', share: 1 }]);
  });

  it('answers nothing for an empty mask', () => {
    expect(mainColours(pixels([1, 2, 3, 4]), new Uint8Array(4))).toEqual([]);
  });
});
