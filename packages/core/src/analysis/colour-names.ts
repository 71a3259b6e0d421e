// Colour names for the offline analyzer: the item's pixels (the background mask's foreground) named with
// the words people write on a tag, then tallied. Hue, saturation and lightness rules rather than nearest
// neighbour in a palette: a photo's lighting shifts every pixel, and a rule such as "very light and only
// slightly tinted is white" survives warm basement light where a palette match would say "cream".

export const COLOUR_NAMES = [
  'white',
  'cream',
  'grey',
  'black',
  'red',
  'orange',
  'brown',
  'tan',
  'yellow',
  'olive',
  'green',
  'teal',
  'blue',
  'navy',
  'purple',
  'pink',
] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

/** The name of one sRGB colour (each channel 0-255). */
export function colourName(r: number, g: number, b: number): ColourName {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));

  // Neutrals first. Near-white tolerates more tint than mid tones: white china under warm light is
  // still white to the person holding it; a faint tint in a mid tone is a grey in a yellowish room.
  if (lightness >= 0.8 && chroma < 0.16) return 'white';
  if (lightness < 0.13 || (lightness < 0.22 && chroma < 0.1)) return 'black';
  if (chroma < 0.08 || saturation < 0.2) return lightness >= 0.78 ? 'white' : 'grey';

  const hue = hueOf(r, g, b);
  if (hue < 12 || hue >= 340) return lightness < 0.3 ? 'brown' : lightness > 0.72 ? 'pink' : 'red';
  if (hue < 68) {
    // Warm and pale: the beiges and creams of wood, linen and porcelain, not orange or yellow.
    if (lightness >= 0.6 && chroma < 0.35) return hue < 35 ? 'tan' : 'cream';
    if (hue < 45) return lightness < 0.45 || saturation < 0.45 ? 'brown' : 'orange';
    return lightness < 0.35 ? 'olive' : saturation < 0.4 ? 'tan' : 'yellow';
  }
  if (hue < 165) return lightness < 0.3 && hue < 90 ? 'olive' : 'green';
  if (hue < 200) return 'teal';
  if (hue < 255) return lightness < 0.3 ? 'navy' : 'blue';
  if (hue < 290) return 'purple';
  return lightness < 0.35 ? 'purple' : 'pink';
}

function hueOf(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  let hue: number;
  if (max === r) hue = ((g - b) / delta) % 6;
  else if (max === g) hue = (b - r) / delta + 2;
  else hue = (r - g) / delta + 4;
  return (hue * 60 + 360) % 360;
}

/** Shares under this are trim, shadows and reflections rather than the item's colour. */
const MIN_SHARE = 0.1;
const MAX_COLOURS = 3;

/**
 * The main colours of RGB pixels (3 bytes each), optionally weighted by a mask (0-255 per pixel; pixels
 * under half opacity are not the item). Largest share first, at most three, each at least 10%.
 */
export function mainColours(rgb: Uint8Array, mask?: Uint8Array): { name: ColourName; share: number }[] {
  const tally = new Map<ColourName, number>();
  let total = 0;
  for (let pixel = 0; pixel * 3 < rgb.length; pixel++) {
    if (mask && mask[pixel]! < 128) continue;
    const name = colourName(rgb[pixel * 3]!, rgb[pixel * 3 + 1]!, rgb[pixel * 3 + 2]!);
    tally.set(name, (tally.get(name) ?? 0) + 1);
    total++;
  }
  if (total === 0) return [];
  return [...tally]
    .map(([name, count]) => ({ name, share: count / total }))
    .filter((colour) => colour.share >= MIN_SHARE)
    .sort((a, b) => b.share - a.share)
    .slice(0, MAX_COLOURS);
}
