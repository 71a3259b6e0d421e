import type { Category } from '../values/catalog.ts';
import { brandAndModelFromText } from './brand-model-from-text.ts';
import { itemForCocoLabel } from './coco-items.ts';
import { referenceRowInText } from './reference-prices.ts';

// What the offline analyzer can honestly say an item is, from what its models saw: an object NanoDet
// recognised (COCO-80, mapped to our categories), the item type or maker printed on it, and its colours.
// Pure, so the rules are tested without the models.

/** What the models saw in one photo (the server's VisionFindings, structurally). */
export interface LocalPhotoFindings {
  itemCoverage: number;
  objects: readonly { label: string; score: number }[];
  text: readonly { text: string; score: number }[];
  colours: readonly { name: string; share: number }[];
}

export interface LocalIdentification {
  category: Category;
  /** The item type in words ("cup", "tape measure"), or null when nothing was recognised. */
  noun: string | null;
  name: string;
  brand: string | null;
  model: string | null;
  colours: string[];
  /** Short facts for the key attributes: colours, text read on the item. */
  attributes: string[];
  /** Never above the detector's score, and low by design: this is a basic guess. */
  confidence: number;
  /** One sentence saying what the guess rests on, for the pricing note. */
  basis: string;
}

/** Below this score a detection is noise more often than not on household photos. */
const MIN_DETECTION_SCORE = 0.25;
/** The offline guess never claims more than this, however sure the detector is. */
const MAX_CONFIDENCE = 0.45;
/** Confidence when only printed text named the type; when nothing at all was recognised. */
const TEXT_ONLY_CONFIDENCE = 0.3;
const NOTHING_CONFIDENCE = 0.1;
/**
 * Beside a maker and model read on the item, a detected type joins the name only at this score: "UNI-T
 * UT33C" is honest, "UNI-T UT33C cup" (a meter the detector took for a cup at 0.4) is not.
 */
const NOUN_WITH_MAKER_SCORE = 0.5;
/** A second colour joins the name when it covers at least this share of the item (shaded parts of a one-colour item stay under it). */
const SECOND_COLOUR_SHARE = 0.35;

const round2 = (n: number) => Math.round(n * 100) / 100;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const percent = (score: number) => `${Math.round(score * 100)}%`;

/** The best detection, over all photos, of an object someone would sell. */
function bestDetection(photos: readonly LocalPhotoFindings[]) {
  let best: { label: string; score: number; category: Category; noun: string } | undefined;
  for (const photo of photos) {
    for (const object of photo.objects) {
      const item = itemForCocoLabel(object.label);
      if (!item || object.score < MIN_DETECTION_SCORE) continue;
      if (!best || object.score > best.score) best = { ...object, ...item };
    }
  }
  return best;
}

/** Colours of the main photo, named as a person would on a tag: "red", "red and white". */
function colourWords(colours: LocalPhotoFindings['colours']): { list: string[]; phrase: string | null } {
  const list = colours.map((colour) => colour.name);
  const [first, second] = colours;
  if (!first) return { list, phrase: null };
  return {
    list,
    phrase: second && second.share >= SECOND_COLOUR_SHARE ? `${first.name} and ${second.name}` : first.name,
  };
}

function composeName(noun: string | null, brand: string | null, model: string | null, colour: string | null) {
  const maker = [brand, model].filter(Boolean).join(' ');
  if (noun && maker) return `${maker} ${noun}`;
  if (noun) return capitalise(colour ? `${colour} ${noun}` : noun);
  if (maker) return maker;
  return colour ? `Unidentified ${colour} item` : 'Unidentified item';
}

export function identifyLocalItem(photos: readonly LocalPhotoFindings[]): LocalIdentification {
  const lines = photos.flatMap((photo) => photo.text);
  const printed = brandAndModelFromText(lines);
  const typeInText = referenceRowInText(lines.map((line) => line.text).join(' \n '));
  const detection = bestDetection(photos);
  const colours = colourWords(photos[0]?.colours ?? []);

  // Text printed on the item naming its type ("DIGITAL MULTIMETER") outranks the detector, whose
  // 80 everyday classes have no word for most tools and often call a meter a phone.
  let category: Category = 'Other';
  let noun: string | null = null;
  let confidence = NOTHING_CONFIDENCE;
  const reasons: string[] = [];
  if (typeInText) {
    category = typeInText.category;
    noun = typeInText.type;
    confidence = Math.min(TEXT_ONLY_CONFIDENCE, detection?.score ?? TEXT_ONLY_CONFIDENCE);
    reasons.push(`the text on it names a ${typeInText.type}`);
  }
  if (detection) {
    if (!typeInText) {
      category = detection.category;
      noun = detection.noun;
      confidence = Math.min(MAX_CONFIDENCE, detection.score);
    }
    reasons.push(`the object detector saw a ${detection.label} (${percent(detection.score)})`);
  }
  if (printed.brand || printed.model) {
    reasons.push(`it reads ${[printed.brand, printed.model].filter(Boolean).join(' ')}`);
  }

  const weakNounBesideMaker =
    !typeInText && (printed.brand || printed.model) && (detection?.score ?? 0) < NOUN_WITH_MAKER_SCORE;
  const attributes = [...(colours.list.length ? [`Colour: ${colours.list.join(', ')}`] : []), ...printed.attributes];
  return {
    category,
    noun,
    name: composeName(weakNounBesideMaker ? null : noun, printed.brand, printed.model, colours.phrase),
    brand: printed.brand,
    model: printed.model,
    colours: colours.list,
    attributes,
    confidence: round2(confidence),
    basis: reasons.length
      ? `Offline guess: ${reasons.join('; ')}.`
      : 'Offline guess: no object the offline models know was recognised.',
  };
}
