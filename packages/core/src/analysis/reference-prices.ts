import type { Category } from '../values/catalog.ts';

/**
 * Typical second-hand prices per item type, for the offline analyzer when the workspace has no
 * comparable items of its own yet.
 *
 * How the figures were set: by the Tagwise team in November 2026, from general knowledge of what
 * ordinary, unbranded examples in good condition fetch at US estate sales, thrift stores and online
 * used-goods listings. They are ranges in whole US dollars, deliberately wide, not researched per item
 * and not live market data: a branded, antique or designer piece can be worth many times the top figure.
 * They exist so that a fresh install prices an item at all; the pricing note always names the row used,
 * and the operator's own items replace them as soon as there are comparables.
 *
 * `keywords` are the words (singular, lower case) that name the type in an item name or in text read
 * on the item; the type itself always counts as one.
 */
export interface ReferencePrice {
  type: string;
  category: Category;
  low: number;
  high: number;
  keywords?: readonly string[];
}

export const REFERENCE_PRICES: readonly ReferencePrice[] = [
  // Kitchenware
  { type: 'cup', category: 'Kitchenware', low: 2, high: 8, keywords: ['teacup', 'saucer'] },
  { type: 'mug', category: 'Kitchenware', low: 1, high: 5 },
  { type: 'wine glass', category: 'Kitchenware', low: 1, high: 6, keywords: ['glass', 'goblet', 'stemware'] },
  { type: 'bowl', category: 'Kitchenware', low: 2, high: 10 },
  { type: 'plate', category: 'Kitchenware', low: 1, high: 8, keywords: ['dish', 'platter'] },
  { type: 'fork', category: 'Kitchenware', low: 1, high: 3 },
  { type: 'knife', category: 'Kitchenware', low: 1, high: 6 },
  { type: 'spoon', category: 'Kitchenware', low: 1, high: 3 },
  { type: 'flatware', category: 'Kitchenware', low: 10, high: 40, keywords: ['cutlery', 'silverware'] },
  // One piece of a flatware set the offline analyzer counted (it prices the set as that many pieces).
  { type: 'flatware piece', category: 'Kitchenware', low: 1, high: 3 },
  { type: 'frying pan', category: 'Kitchenware', low: 5, high: 25, keywords: ['pan', 'skillet'] },
  { type: 'pot', category: 'Kitchenware', low: 5, high: 20, keywords: ['saucepan', 'stockpot'] },
  { type: 'bottle', category: 'Kitchenware', low: 1, high: 8, keywords: ['decanter', 'jar'] },
  // Furniture
  { type: 'chair', category: 'Furniture', low: 10, high: 45 },
  { type: 'sofa', category: 'Furniture', low: 50, high: 250, keywords: ['couch', 'loveseat'] },
  { type: 'bed', category: 'Furniture', low: 40, high: 200, keywords: ['headboard'] },
  { type: 'dining table', category: 'Furniture', low: 40, high: 200, keywords: ['table'] },
  { type: 'bench', category: 'Furniture', low: 15, high: 60 },
  { type: 'dresser', category: 'Furniture', low: 40, high: 180, keywords: ['chest', 'drawers'] },
  // Electronics
  { type: 'television', category: 'Electronics', low: 25, high: 120, keywords: ['tv'] },
  { type: 'laptop', category: 'Electronics', low: 40, high: 200, keywords: ['notebook'] },
  { type: 'cell phone', category: 'Electronics', low: 15, high: 100, keywords: ['phone', 'smartphone'] },
  { type: 'computer keyboard', category: 'Electronics', low: 5, high: 20, keywords: ['keyboard'] },
  { type: 'computer mouse', category: 'Electronics', low: 3, high: 10, keywords: ['mouse'] },
  { type: 'remote control', category: 'Electronics', low: 2, high: 8, keywords: ['remote'] },
  { type: 'scale', category: 'Electronics', low: 5, high: 30, keywords: ['balance'] },
  { type: 'light bulb', category: 'Electronics', low: 1, high: 4, keywords: ['bulb', 'led'] },
  { type: 'radio', category: 'Electronics', low: 5, high: 30, keywords: ['receiver', 'stereo'] },
  // Appliances
  { type: 'microwave', category: 'Appliances', low: 15, high: 50 },
  { type: 'oven', category: 'Appliances', low: 50, high: 250, keywords: ['stove', 'range'] },
  { type: 'toaster', category: 'Appliances', low: 5, high: 20 },
  { type: 'refrigerator', category: 'Appliances', low: 100, high: 400, keywords: ['fridge', 'freezer'] },
  { type: 'sink', category: 'Appliances', low: 20, high: 80 },
  { type: 'hair dryer', category: 'Appliances', low: 3, high: 15, keywords: ['hairdryer', 'blow dryer'] },
  { type: 'mixer', category: 'Appliances', low: 10, high: 120, keywords: ['blender'] },
  // Decor
  { type: 'clock', category: 'Decor', low: 5, high: 40 },
  { type: 'vase', category: 'Decor', low: 3, high: 20 },
  { type: 'potted plant', category: 'Decor', low: 3, high: 15, keywords: ['plant', 'planter'] },
  { type: 'pillow', category: 'Decor', low: 2, high: 10, keywords: ['cushion'] },
  { type: 'lamp', category: 'Decor', low: 8, high: 40 },
  { type: 'mirror', category: 'Decor', low: 10, high: 50 },
  { type: 'picture frame', category: 'Decor', low: 2, high: 10, keywords: ['frame'] },
  // Books, toys, clothing
  { type: 'book', category: 'Books', low: 1, high: 5, keywords: ['hardcover', 'paperback'] },
  { type: 'teddy bear', category: 'Toys', low: 2, high: 12, keywords: ['plush', 'stuffed'] },
  { type: 'handbag', category: 'Clothing', low: 5, high: 30, keywords: ['purse', 'bag'] },
  { type: 'tie', category: 'Clothing', low: 1, high: 6, keywords: ['necktie'] },
  { type: 'backpack', category: 'Clothing', low: 4, high: 20 },
  { type: 'umbrella', category: 'Clothing', low: 2, high: 10 },
  { type: 'suitcase', category: 'Clothing', low: 10, high: 40, keywords: ['luggage'] },
  // Sports equipment
  { type: 'ball', category: 'Sports Equipment', low: 1, high: 8, keywords: ['baseball', 'volleyball', 'football'] },
  { type: 'baseball bat', category: 'Sports Equipment', low: 5, high: 25, keywords: ['bat'] },
  { type: 'baseball glove', category: 'Sports Equipment', low: 5, high: 25, keywords: ['glove', 'mitt'] },
  { type: 'tennis racket', category: 'Sports Equipment', low: 5, high: 25, keywords: ['racket', 'racquet'] },
  { type: 'skis', category: 'Sports Equipment', low: 20, high: 100, keywords: ['ski'] },
  { type: 'snowboard', category: 'Sports Equipment', low: 30, high: 120 },
  { type: 'skateboard', category: 'Sports Equipment', low: 10, high: 40 },
  { type: 'surfboard', category: 'Sports Equipment', low: 60, high: 250 },
  { type: 'frisbee', category: 'Sports Equipment', low: 1, high: 5 },
  { type: 'kite', category: 'Sports Equipment', low: 2, high: 10 },
  { type: 'bicycle', category: 'Sports Equipment', low: 30, high: 150, keywords: ['bike'] },
  // Tools
  { type: 'scissors', category: 'Tools', low: 2, high: 8, keywords: ['shears'] },
  { type: 'hammer', category: 'Tools', low: 3, high: 12, keywords: ['mallet'] },
  { type: 'tape measure', category: 'Tools', low: 3, high: 10, keywords: ['tape', 'measuring'] },
  { type: 'multimeter', category: 'Tools', low: 8, high: 40, keywords: ['voltmeter', 'meter'] },
  { type: 'pliers', category: 'Tools', low: 3, high: 10, keywords: ['plier', 'cutter', 'cutters'] },
  { type: 'screwdriver', category: 'Tools', low: 1, high: 5 },
  { type: 'wrench', category: 'Tools', low: 3, high: 12, keywords: ['spanner'] },
  { type: 'drill', category: 'Tools', low: 15, high: 50 },
  { type: 'saw', category: 'Tools', low: 5, high: 25, keywords: ['handsaw'] },
  // What the offline analyzer calls an item it knows only as a long metal hand tool (coco-items.ts).
  { type: 'hand tool', category: 'Tools', low: 2, high: 10 },
];

/** When no row names the type: a wide range per category, and the pricing note says it is one. */
export const CATEGORY_REFERENCE_PRICES: Readonly<Record<Category, { low: number; high: number }>> = {
  Furniture: { low: 20, high: 120 },
  Appliances: { low: 10, high: 80 },
  Decor: { low: 3, high: 25 },
  Art: { low: 10, high: 80 },
  Electronics: { low: 5, high: 40 },
  Kitchenware: { low: 2, high: 12 },
  Tools: { low: 3, high: 15 },
  Collectibles: { low: 5, high: 40 },
  Books: { low: 1, high: 5 },
  Clothing: { low: 3, high: 20 },
  Jewelry: { low: 5, high: 40 },
  Toys: { low: 2, high: 15 },
  'Sports Equipment': { low: 3, high: 25 },
  'Musical Instruments': { low: 20, high: 150 },
  Other: { low: 1, high: 10 },
};

const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** English plurals folded for matching, both sides alike ("wrenches", "knives" stay rough but equal). */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

function namesOf(row: ReferencePrice): string[] {
  return [row.type, ...(row.keywords ?? [])];
}

/** Whether a phrase ("tape measure") appears in the text's words, in order, ignoring plurals. */
function containsPhrase(textWords: string[], phrase: string): boolean {
  const target = words(phrase).map(singular);
  const text = textWords.map(singular);
  for (let start = 0; start + target.length <= text.length; start++) {
    if (target.every((word, i) => text[start + i] === word)) return true;
  }
  return false;
}

/** Whether an item name names this type ("Blue enamel mugs" names "mug"), by its type or a keyword. */
export function nameNamesType(name: string, row: ReferencePrice): boolean {
  const nameWords = words(name);
  return namesOf(row).some((phrase) => containsPhrase(nameWords, phrase));
}

/** The row whose type is exactly this noun ("cup", "tape measure"), by its type or a keyword. */
export function referenceRowForType(noun: string): ReferencePrice | undefined {
  const wanted = words(noun).map(singular).join(' ');
  return REFERENCE_PRICES.find((row) => namesOf(row).some((name) => words(name).map(singular).join(' ') === wanted));
}

/**
 * The row a piece of text read on the item names ("DIGITAL MULTIMETER"), by its type only: keywords
 * such as "range", "meter" or "tape" are printed on items of other types too. The longest type wins,
 * so "tape measure" beats "tape"; undefined when none is named.
 */
export function referenceRowInText(text: string): ReferencePrice | undefined {
  const textWords = words(text);
  let best: ReferencePrice | undefined;
  for (const row of REFERENCE_PRICES) {
    // Three-letter types ("pot", "tie", "saw") are too often part of unrelated printed words.
    if (row.type.length < 4 || !containsPhrase(textWords, row.type)) continue;
    if (!best || row.type.length > best.type.length) best = row;
  }
  return best;
}
