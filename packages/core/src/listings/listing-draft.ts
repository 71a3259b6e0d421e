import { exportableDescription } from '../analysis/generated-description.ts';
import type { Condition } from '../values/catalog.ts';

// A marketplace listing drafted from an item: what an operator pastes into eBay or Facebook Marketplace,
// or uploads in their bulk files. Tagwise never posts it (the operator does, under their own account).

/** eBay cuts titles at 80 characters; Facebook Marketplace at 150, so the eBay title serves both. */
export const LISTING_TITLE_MAX = 80;
/** Facebook Marketplace's bulk sheet takes at most this many characters of description. */
export const LISTING_DESCRIPTION_MAX = 5000;

/**
 * eBay's condition ids (Seller Hub templates): New 1000; anything used 3000 ("Used", with the condition
 * said in the description), which every category accepts. Poor is still Used: "For parts or not working"
 * (7000) is a claim about function the item's condition does not make.
 */
export const EBAY_CONDITION_IDS: Record<Condition, number> = {
  New: 1000,
  'Like New': 3000,
  Good: 3000,
  Fair: 3000,
  Poor: 3000,
  Unknown: 3000,
};

/** Facebook Marketplace's four conditions (its bulk upload sheet refuses anything else). */
export const FACEBOOK_CONDITIONS: Record<Condition, string> = {
  New: 'New',
  'Like New': 'Used - Like New',
  Good: 'Used - Good',
  Fair: 'Used - Fair',
  Poor: 'Used - Fair',
  Unknown: 'Used - Good',
};

export interface ListingSource {
  tagCode: string;
  name: string;
  description: string | null;
  category: string;
  condition: Condition;
  brand: string | null;
  model: string | null;
  dimensions: string | null;
  materials: string | null;
  keyAttributes: string[];
  tagPrice: number | null;
}

export interface ListingDraft {
  title: string;
  description: string;
  /** eBay's item specifics: name and value. */
  specifics: { name: string; value: string }[];
  /** The condition in each marketplace's own words. */
  condition: { ebayId: number; ebay: string; facebook: string };
  /** Whole dollars: the tag price, or null when the item has none yet. */
  price: number | null;
  /** The operator's own reference on the listing (eBay's Custom label / SKU). */
  sku: string;
}

/** The text cut at a word boundary to at most `max` characters (never mid-word unless one word is longer). */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : clean.slice(0, max)).replace(/[\s,;:.-]+$/, '');
}

/** "Le Creuset Signature casserole": the maker first when the name does not already say it. */
function titleOf(item: ListingSource): string {
  const words = [item.name];
  if (item.brand && !item.name.toLowerCase().includes(item.brand.toLowerCase())) words.unshift(item.brand);
  if (item.model && !item.name.toLowerCase().includes(item.model.toLowerCase())) words.push(item.model);
  return cutAtWord(words.join(' '), LISTING_TITLE_MAX);
}

export function listingDraft(item: ListingSource): ListingDraft {
  const specifics = [
    ['Brand', item.brand],
    ['Model', item.model],
    ['Material', item.materials],
    ['Dimensions', item.dimensions],
    ['Category', item.category],
  ]
    .filter((pair): pair is [string, string] => Boolean(pair[1]?.trim()))
    .map(([name, value]) => ({ name, value: value.trim() }));
  const paragraphs = [
    // A buyer reads this: never the offline analyzer's placeholder for an item it could not identify.
    exportableDescription(item.description),
    `Condition: ${item.condition === 'Unknown' ? 'see photos' : item.condition}.`,
    item.dimensions ? `Dimensions: ${item.dimensions}.` : null,
    item.materials ? `Materials: ${item.materials}.` : null,
    item.keyAttributes.length ? item.keyAttributes.map((attribute) => `- ${attribute}`).join('\n') : null,
  ].filter(Boolean);
  const facebook = FACEBOOK_CONDITIONS[item.condition];
  return {
    title: titleOf(item),
    description: paragraphs.join('\n\n').slice(0, LISTING_DESCRIPTION_MAX),
    specifics,
    condition: {
      ebayId: EBAY_CONDITION_IDS[item.condition],
      ebay: item.condition === 'New' ? 'New' : 'Used',
      facebook,
    },
    price: item.tagPrice,
    sku: item.tagCode,
  };
}
