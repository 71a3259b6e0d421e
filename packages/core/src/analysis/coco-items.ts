import type { Category } from '../values/catalog.ts';

// What the offline analyzer's object detector (NanoDet, trained on COCO's 80 classes) can say, in our
// item vocabulary. COCO was made for street and household scenes, not for things people sell, so the
// map is partial by nature: no COCO class says Art, Jewelry, Collectibles or Musical Instruments, and
// the analyzer has to treat a detection as a hint, not an identification (DESIGN.md section 6).
// Plain values, no zod: the web may import this to explain an offline result.

/** An item a COCO label names: its category and the noun a listing would use. */
export interface CocoItem {
  category: Category;
  noun: string;
}

const item = (category: Category, noun: string): CocoItem => ({ category, noun });

/**
 * Every COCO-80 label, spelt as NanoDet (through @vladmandic/human) reports it, with the item it names,
 * or `undefined` for what is not sold at an estate sale: people, vehicles, street fixtures, animals
 * and food. A detection of those on an item photo is a misreading (a hammer seen as a "bird"), so
 * the analyzer should not turn it into a name or a category.
 *
 * Choices between categories:
 * - handbag and tie are Clothing: worn accessories, listed with clothes by the operators we build for.
 * - backpack, suitcase and umbrella are Clothing: carried accessories, listed with handbags (and priced
 *   by the reference table's Clothing rows).
 * - bicycle, kite and frisbee are Sports Equipment; bench is Furniture; sink is Appliances.
 * - keyboard and mouse are the computer kind (COCO's definition), not the musical keyboard.
 * - toilet and toothbrush are not items: a fixture and a hygiene item are not resold. (Human never
 *   reports "toilet" at all: its NanoDet post-processing skips that class.)
 */
export const COCO_ITEMS: Readonly<Record<string, CocoItem | undefined>> = {
  // People, vehicles and street fixtures.
  person: undefined,
  bicycle: item('Sports Equipment', 'bicycle'),
  car: undefined,
  motorcycle: undefined,
  airplane: undefined,
  bus: undefined,
  train: undefined,
  truck: undefined,
  boat: undefined,
  'traffic light': undefined,
  'fire hydrant': undefined,
  'stop sign': undefined,
  'parking meter': undefined,
  bench: item('Furniture', 'bench'),
  // Animals.
  bird: undefined,
  cat: undefined,
  dog: undefined,
  horse: undefined,
  sheep: undefined,
  cow: undefined,
  elephant: undefined,
  bear: undefined,
  zebra: undefined,
  giraffe: undefined,
  // Accessories and luggage.
  backpack: item('Clothing', 'backpack'),
  umbrella: item('Clothing', 'umbrella'),
  handbag: item('Clothing', 'handbag'),
  tie: item('Clothing', 'tie'),
  suitcase: item('Clothing', 'suitcase'),
  // Sports.
  frisbee: item('Sports Equipment', 'frisbee'),
  skis: item('Sports Equipment', 'skis'),
  snowboard: item('Sports Equipment', 'snowboard'),
  'sports ball': item('Sports Equipment', 'ball'),
  kite: item('Sports Equipment', 'kite'),
  'baseball bat': item('Sports Equipment', 'baseball bat'),
  'baseball glove': item('Sports Equipment', 'baseball glove'),
  skateboard: item('Sports Equipment', 'skateboard'),
  surfboard: item('Sports Equipment', 'surfboard'),
  'tennis racket': item('Sports Equipment', 'tennis racket'),
  // Tableware.
  bottle: item('Kitchenware', 'bottle'),
  'wine glass': item('Kitchenware', 'wine glass'),
  cup: item('Kitchenware', 'cup'),
  fork: item('Kitchenware', 'fork'),
  knife: item('Kitchenware', 'knife'),
  spoon: item('Kitchenware', 'spoon'),
  bowl: item('Kitchenware', 'bowl'),
  // Food.
  banana: undefined,
  apple: undefined,
  sandwich: undefined,
  orange: undefined,
  broccoli: undefined,
  carrot: undefined,
  'hot dog': undefined,
  pizza: undefined,
  donut: undefined,
  cake: undefined,
  // Furniture and fixtures.
  chair: item('Furniture', 'chair'),
  couch: item('Furniture', 'sofa'),
  'potted plant': item('Decor', 'potted plant'),
  bed: item('Furniture', 'bed'),
  'dining table': item('Furniture', 'table'),
  toilet: undefined,
  // Electronics.
  tv: item('Electronics', 'television'),
  laptop: item('Electronics', 'laptop'),
  mouse: item('Electronics', 'computer mouse'),
  remote: item('Electronics', 'remote control'),
  keyboard: item('Electronics', 'computer keyboard'),
  'cell phone': item('Electronics', 'cell phone'),
  // Appliances.
  microwave: item('Appliances', 'microwave'),
  oven: item('Appliances', 'oven'),
  toaster: item('Appliances', 'toaster'),
  sink: item('Appliances', 'sink'),
  refrigerator: item('Appliances', 'refrigerator'),
  // Household things.
  book: item('Books', 'book'),
  clock: item('Decor', 'clock'),
  vase: item('Decor', 'vase'),
  scissors: item('Tools', 'scissors'),
  'teddy bear': item('Toys', 'teddy bear'),
  'hair drier': item('Appliances', 'hair dryer'),
  toothbrush: undefined,
};

/** The item a COCO label names, or `undefined` when it names none (or is not a COCO label at all). */
export function itemForCocoLabel(label: string): CocoItem | undefined {
  // Own keys only: "constructor" or "toString" must not find the object prototype's members.
  return Object.hasOwn(COCO_ITEMS, label) ? COCO_ITEMS[label] : undefined;
}

/**
 * What a detection means on photos of things for sale, where that differs from the COCO class: NanoDet
 * reports "scissors" for most long metal hand tools (hammers, pliers, wrenches, screwdrivers, tape
 * measures on the fixture photos), so a "scissors" detection says "a hand tool", and the name says no more.
 */
const SALE_READINGS: Readonly<Record<string, CocoItem>> = {
  scissors: item('Tools', 'hand tool'),
};

/** The item a detection stands for on a photo of something for sale (see SALE_READINGS). */
export function saleReadingOfLabel(label: string): CocoItem | undefined {
  return Object.hasOwn(SALE_READINGS, label) ? SALE_READINGS[label] : itemForCocoLabel(label);
}

/**
 * Labels whose detection alone is enough to name and file an item without review, when no other
 * category is seen as strongly. Calibrated on the tuning split of the fixture photos
 * (bench/offline-analyzer.ts): chair and the hand-tool reading of scissors were right every time;
 * cup, bowl, bed, sink, dining table, laptop and knife were each given to the wrong kind of object
 * (a light bulb, a frying pan, a pillow, a baseball, a scale, pliers) and are only ever offered as guesses.
 * couch shares chair's shape class and is trusted with it.
 */
export const TRUSTED_LABELS: ReadonlySet<string> = new Set(['chair', 'couch', 'scissors']);

/** Tableware seen two or more times, each surely, in one photo is a set (cups, glasses, bowls). */
export const SET_LABELS: ReadonlySet<string> = new Set(['cup', 'wine glass', 'bowl', 'fork', 'spoon', 'bottle']);

/**
 * What a set of these is called: NanoDet tells forks, spoons and knives apart poorly (the fixtures'
 * spoons came out as forks), so a set of any of them is flatware, which is right whichever they are.
 */
export const SET_NOUNS: Readonly<Record<string, string>> = { fork: 'flatware piece', spoon: 'flatware piece' };
