import { describe, expect, it } from 'vitest';
import { COCO_ITEMS, itemForCocoLabel, saleReadingOfLabel, TRUSTED_LABELS } from '../../src/analysis/coco-items.ts';
import { referenceRowForType } from '../../src/analysis/reference-prices.ts';
import { CATEGORIES } from '../../src/values/catalog.ts';

// The 80 labels as @vladmandic/human names NanoDet's classes (its src/object/labels.ts, in class order),
// written out here rather than read from the table so that a typo in the table fails the test.
const NANODET_LABELS = [
  'person', 'bicycle', 'car', 'motorcycle', 'airplane', 'bus', 'train', 'truck', 'boat', 'traffic light',
  'fire hydrant', 'stop sign', 'parking meter', 'bench', 'bird', 'cat', 'dog', 'horse', 'sheep', 'cow',
  'elephant', 'bear', 'zebra', 'giraffe', 'backpack', 'umbrella', 'handbag', 'tie', 'suitcase', 'frisbee',
  'skis', 'snowboard', 'sports ball', 'kite', 'baseball bat', 'baseball glove', 'skateboard', 'surfboard',
  'tennis racket', 'bottle', 'wine glass', 'cup', 'fork', 'knife', 'spoon', 'bowl', 'banana', 'apple',
  'sandwich', 'orange', 'broccoli', 'carrot', 'hot dog', 'pizza', 'donut', 'cake', 'chair', 'couch',
  'potted plant', 'bed', 'dining table', 'toilet', 'tv', 'laptop', 'mouse', 'remote', 'keyboard',
  'cell phone', 'microwave', 'oven', 'toaster', 'sink', 'refrigerator', 'book', 'clock', 'vase', 'scissors',
  'teddy bear', 'hair drier', 'toothbrush',
]; // prettier-ignore

describe('COCO labels to items', () => {
  it('decides every one of the 80 labels, and nothing else', () => {
    expect(NANODET_LABELS).toHaveLength(80);
    expect(Object.keys(COCO_ITEMS).sort()).toEqual([...NANODET_LABELS].sort());
  });

  it('maps only to our categories, with a noun', () => {
    for (const label of NANODET_LABELS) {
      const item = itemForCocoLabel(label);
      if (!item) continue;
      expect(CATEGORIES).toContain(item.category);
      expect(item.noun.trim()).not.toBe('');
    }
  });

  it.each([
    ['cup', 'Kitchenware', 'cup'],
    ['wine glass', 'Kitchenware', 'wine glass'],
    ['couch', 'Furniture', 'sofa'],
    ['dining table', 'Furniture', 'table'],
    ['tv', 'Electronics', 'television'],
    ['hair drier', 'Appliances', 'hair dryer'],
    ['sports ball', 'Sports Equipment', 'ball'],
    ['scissors', 'Tools', 'scissors'],
    ['teddy bear', 'Toys', 'teddy bear'],
    ['book', 'Books', 'book'],
    ['vase', 'Decor', 'vase'],
    ['backpack', 'Clothing', 'backpack'],
    ['umbrella', 'Clothing', 'umbrella'],
    ['suitcase', 'Clothing', 'suitcase'],
    ['keyboard', 'Electronics', 'computer keyboard'],
  ])('%s is %s (%s)', (label, category, noun) => {
    expect(itemForCocoLabel(label)).toEqual({ category, noun });
  });

  it.each(['person', 'car', 'airplane', 'traffic light', 'bird', 'pizza', 'toilet', 'hammer', 'constructor', ''])(
    '%s names no item',
    (label) => {
      expect(itemForCocoLabel(label)).toBeUndefined();
    },
  );

  it('has a reference price row for every item a label names, and for every sale reading', () => {
    for (const label of NANODET_LABELS) {
      const item = saleReadingOfLabel(label);
      if (item) expect(referenceRowForType(item.noun)?.category, label).toBe(item.category);
    }
  });

  it('reads scissors on a sale photo as a hand tool, and trusts only labels that name something for sale', () => {
    expect(saleReadingOfLabel('scissors')).toEqual({ category: 'Tools', noun: 'hand tool' });
    expect(saleReadingOfLabel('cup')).toEqual({ category: 'Kitchenware', noun: 'cup' });
    for (const label of TRUSTED_LABELS) expect(saleReadingOfLabel(label), label).toBeDefined();
  });
});
