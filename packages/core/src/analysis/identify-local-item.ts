import type { Category } from '../values/catalog.ts';
import { brandAndModelFromText, brandCategory, isKnownBrand } from './brand-model-from-text.ts';
import { saleReadingOfLabel, SET_LABELS, SET_NOUNS, TRUSTED_LABELS } from './coco-items.ts';
import { referenceRowInText } from './reference-prices.ts';

// What the offline analyzer can honestly say an item is, from what its models saw: an object NanoDet
// recognised (COCO-80, mapped to our categories), the maker, model or type printed on it, and its
// colours. It names and files an item only on evidence that has proved right on the calibration photos
// (bench/offline-analyzer.ts); otherwise it says it does not know, and offers its best guesses for a
// person to pick. Pure, so the rules are tested without the models.

/** What the models saw in one photo (the server's VisionFindings, structurally). */
export interface LocalPhotoFindings {
  itemCoverage: number;
  /** One entry per object found; the same label twice is two objects (a set). */
  objects: readonly { label: string; score: number }[];
  text: readonly { text: string; score: number }[];
  colours: readonly { name: string; share: number }[];
}

/** A name the analyzer offers without applying it. */
export interface LocalGuess {
  name: string;
  category: Category;
  /** Null for a maker's name read on the item that the list does not know. */
  noun: string | null;
  /** The detector's score for it, 0-1. */
  confidence: number;
}

export interface LocalIdentification {
  /** The evidence is strong enough to name and file the item without a person checking it. */
  sure: boolean;
  category: Category;
  /** The item type in words ("cup", "hand tool"), or null when none is known. */
  noun: string | null;
  /** More than one of the same object in one photo: a set of this many. */
  setOf: number | null;
  name: string;
  brand: string | null;
  model: string | null;
  colours: string[];
  /** Short facts for the key attributes: colours, text read on the item. */
  attributes: string[];
  /** Never above the detector's score, and low by design: this is a basic guess. */
  confidence: number;
  /** One sentence saying what the answer rests on, for the pricing note. */
  basis: string;
  /** When not sure: what it might be, best first (at most GUESSES_MAX). Empty when sure. */
  guesses: LocalGuess[];
}

/** Below this score a detection is noise more often than not on household photos. */
export const MIN_DETECTION_SCORE = 0.25;
/** Each object of a set must be found at least this surely (two faint cups are one cup seen twice). */
export const SET_MIN_SCORE = 0.4;
/**
 * A "knife" beside a "scissors" on one photo, both at least this sure, is a hand tool too (pliers and
 * hammers draw both); a knife alone stays a guess (tweezers and nail clippers draw it as well).
 */
export const KNIFE_WITH_SCISSORS_SCORE = 0.35;
/** The offline guess never claims more than this, however sure the detector is. */
export const MAX_CONFIDENCE = 0.45;
/** Confidence when only printed text named the type or maker. */
const TEXT_CONFIDENCE = 0.3;
/** Confidence of an answer the analyzer does not apply. */
const UNSURE_CONFIDENCE = 0.1;
export const GUESSES_MAX = 3;
/** A second colour joins the name when it covers at least this share of the item (shaded parts of a one-colour item stay under it). */
const SECOND_COLOUR_SHARE = 0.35;

const round2 = (n: number) => Math.round(n * 100) / 100;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const percent = (score: number) => `${Math.round(score * 100)}%`;
/** English plurals of the set nouns ("cups", "wine glasses", "knives"). */
const plural = (noun: string) => (/(s|sh|ch|x)$/.test(noun) ? `${noun}es` : noun === 'knife' ? 'knives' : `${noun}s`);

interface Reading {
  category: Category;
  noun: string;
  score: number;
  /** The COCO labels behind it, for the note. */
  labels: Set<string>;
  trusted: boolean;
  setOf: number | null;
}

/** Every detection of every photo as what it means on a sale photo, one reading per noun, best first. */
function readingsOf(photos: readonly LocalPhotoFindings[]): Reading[] {
  const byNoun = new Map<string, Reading>();
  for (const photo of photos) {
    const seen = photo.objects.filter((o) => o.score >= MIN_DETECTION_SCORE);
    const scissors = Math.max(0, ...seen.filter((o) => o.label === 'scissors').map((o) => o.score));
    for (const object of seen) {
      const knifeAsTool =
        object.label === 'knife' && object.score >= KNIFE_WITH_SCISSORS_SCORE && scissors >= KNIFE_WITH_SCISSORS_SCORE;
      const reading = saleReadingOfLabel(knifeAsTool ? 'scissors' : object.label);
      if (!reading) continue;
      const sure = seen.filter((o) => o.label === object.label && o.score >= SET_MIN_SCORE).length;
      const setOf = SET_LABELS.has(object.label) && sure >= 2 ? sure : null;
      const setNoun = setOf ? SET_NOUNS[object.label] : undefined;
      const meaning = setNoun ? { ...reading, noun: setNoun } : reading;
      const found = byNoun.get(meaning.noun) ?? {
        ...meaning,
        score: 0,
        labels: new Set<string>(),
        trusted: false,
        setOf: null,
      };
      found.score = Math.max(found.score, object.score);
      found.labels.add(object.label);
      found.trusted ||= TRUSTED_LABELS.has(object.label) || knifeAsTool || setOf !== null;
      found.setOf = Math.max(found.setOf ?? 0, setOf ?? 0) || null;
      byNoun.set(meaning.noun, found);
    }
  }
  return [...byNoun.values()].sort((a, b) => b.score - a.score);
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

function describeReading(reading: Reading): string {
  const labels = [...reading.labels].join(' and ');
  const seen = `the object detector saw ${reading.setOf ? `${reading.setOf} × ${labels}` : `a ${labels}`} (${percent(reading.score)})`;
  return reading.noun === 'hand tool' ? `${seen}, which it reports for most long metal hand tools` : seen;
}

export function identifyLocalItem(photos: readonly LocalPhotoFindings[]): LocalIdentification {
  const lines = photos.flatMap((photo) => photo.text);
  const printed = brandAndModelFromText(lines);
  const maker = [printed.brand, printed.model].filter(Boolean).join(' ') || null;
  const makerCategory = printed.brand ? brandCategory(printed.brand) : undefined;
  const typeInText = referenceRowInText(lines.map((line) => line.text).join(' \n '));
  const readings = readingsOf(photos);
  const colours = colourWords(photos[0]?.colours ?? []);
  const attributes = [...(colours.list.length ? [`Colour: ${colours.list.join(', ')}`] : []), ...printed.attributes];
  const common = { brand: printed.brand, model: printed.model, colours: colours.list, attributes };
  const reasons: string[] = [];
  if (typeInText) reasons.push(`the text on it names a ${typeInText.type}`);
  if (maker) reasons.push(`it reads ${maker}`);

  // The strongest evidence of each other category: a trusted reading must not be outscored by one.
  const strongestOther = (category: Category) =>
    Math.max(0, ...readings.filter((r) => r.category !== category).map((r) => r.score));
  const trusted = readings.find((r) => r.trusted && r.score >= strongestOther(r.category));

  const sure = (answer: {
    category: Category;
    noun: string | null;
    setOf?: number | null;
    confidence: number;
    reading?: Reading;
  }): LocalIdentification => {
    if (answer.reading) reasons.push(describeReading(answer.reading));
    const setOf = answer.setOf ?? null;
    const noun = answer.noun && setOf ? plural(answer.noun) : answer.noun;
    const kind = noun ? (setOf ? `set of ${setOf} ${noun}` : noun) : null;
    const name = maker
      ? [maker, kind].filter(Boolean).join(' ')
      : capitalise(kind && colours.phrase && !setOf ? `${colours.phrase} ${kind}` : (kind ?? 'item'));
    return {
      sure: true,
      category: answer.category,
      noun: answer.noun,
      setOf,
      name,
      ...common,
      confidence: round2(answer.confidence),
      basis: `Offline identification: ${reasons.join('; ')}.`,
      guesses: [],
    };
  };

  // Printed text naming the type ("DIGITAL MULTIMETER") outranks the detector, whose 80 everyday classes
  // have no word for most tools; a maker the list knows files the item in what the maker sells.
  if (typeInText) {
    return sure({ category: typeInText.category, noun: typeInText.type, confidence: TEXT_CONFIDENCE });
  }
  if (makerCategory) {
    const agrees = trusted && trusted.category === makerCategory ? trusted : undefined;
    return sure({
      category: makerCategory,
      noun: agrees?.noun ?? null,
      setOf: agrees?.setOf,
      confidence: TEXT_CONFIDENCE,
      reading: agrees,
    });
  }
  if (trusted) {
    return sure({
      category: trusted.category,
      noun: trusted.noun,
      setOf: trusted.setOf,
      confidence: Math.min(MAX_CONFIDENCE, trusted.score),
      reading: trusted,
    });
  }

  // Not sure: nothing is applied. A maker on the list and its model are still the name (they are
  // printed on it); a name-shaped word the list does not know ("GAME" on a ball) is only offered.
  const knownMaker = printed.brand !== null && isKnownBrand(printed.brand);
  const offeredMaker: LocalGuess[] =
    maker && !knownMaker && printed.brand
      ? [{ name: maker, category: 'Other', noun: null, confidence: TEXT_CONFIDENCE }]
      : [];
  const guesses = [
    ...offeredMaker,
    ...readings.map((reading) => ({
      name: capitalise(
        knownMaker
          ? `${maker} ${reading.noun}`
          : reading.setOf
            ? `set of ${reading.setOf} ${plural(reading.noun)}`
            : reading.noun,
      ),
      category: reading.category,
      noun: reading.noun,
      confidence: round2(reading.score),
    })),
  ];
  const why = readings.length
    ? `not sure what it is: the object detector's best guess (${readings[0]!.noun}, ${percent(readings[0]!.score)}) is one it often gives to other things`
    : 'no object the offline models know was recognised';
  return {
    sure: false,
    category: 'Other',
    noun: null,
    setOf: null,
    name: knownMaker ? maker! : 'Unidentified item',
    ...common,
    ...(knownMaker ? {} : { brand: null, model: null }),
    confidence: UNSURE_CONFIDENCE,
    basis: `Offline identification: ${[...reasons, why].join('; ')}.`,
    guesses: guesses.slice(0, GUESSES_MAX),
  };
}
