import type { Category } from '../values/catalog.ts';

/**
 * Maker, model number and a few telling markings from the text lines OCR read on an item (the offline
 * analyzer's PaddleOCR pass). Pure and forgiving: OCR drops spaces inside a line ("STANLEYDCD771"), swaps
 * a letter ("CRAFTSMEN"), and reads dial markings ("200", "10A") as text; none of that should become a
 * brand or a model. When unsure, it answers null: a wrong maker on a tag is worse than none.
 */

export interface TextLineRead {
  text: string;
  /** The recogniser's score, 0-1. */
  score: number;
}

export interface BrandAndModel {
  brand: string | null;
  model: string | null;
  /** Short key attributes such as `Marked: "MADE IN USA"`, at most MAX_ATTRIBUTES. */
  attributes: string[];
}

/** A brand from the list may be read with this score or better (fuzzy matches need FUZZY_MIN_SCORE). */
const KNOWN_MIN_SCORE = 0.5;
const FUZZY_MIN_SCORE = 0.7;
/** A word not on the list needs a line this sure to count as a maker's name. */
const UNKNOWN_MIN_SCORE = 0.9;
const MODEL_MIN_SCORE = 0.6;
const ATTRIBUTE_MIN_SCORE = 0.8;
const MAX_ATTRIBUTES = 3;
const ATTRIBUTE_MAX_LENGTH = 60;
const ATTRIBUTE_PREFIX = 'Marked: "';

interface KnownBrand {
  name: string;
  /** Replaces the letters-only comparison where that would collide with a word ("UNIT"). */
  pattern?: RegExp;
  /** What the maker mostly sells at estate sales: steers the offline analyzer's category. */
  category?: Category;
  /** Product lines printed beside or instead of a number ("Walkman", "OptiPlex 7060"): part of the model. */
  lines?: readonly string[];
}

/**
 * Makers common at US estate sales (tools, kitchen, electronics, china and glass), in their own spelling.
 * Left out on purpose: names that are also everyday label words (Sharp, Delta, Rival, Presto, Husky).
 * A `pattern` replaces the letters-only comparison where that would collide with a word ("UNIT").
 */
const KNOWN_BRANDS: readonly KnownBrand[] = [
  // Tools and test equipment
  { name: 'Stanley', category: 'Tools' },
  { name: 'DeWalt', category: 'Tools' },
  { name: 'Craftsman', category: 'Tools' },
  { name: 'Makita', category: 'Tools' },
  { name: 'Black & Decker', category: 'Tools' },
  { name: 'Milwaukee', category: 'Tools' },
  { name: 'Ryobi', category: 'Tools' },
  { name: 'Bosch', category: 'Tools' },
  { name: 'Porter-Cable', category: 'Tools' },
  { name: 'Skil', category: 'Tools' },
  { name: 'Snap-on', category: 'Tools' },
  { name: 'Klein Tools', pattern: /\bklein(\s*tools)?\b/i, category: 'Tools' },
  { name: 'Fluke', category: 'Tools' },
  { name: 'UNI-T', pattern: /\buni[\s-]t\b/i, category: 'Tools' },
  { name: 'Irwin', category: 'Tools' },
  { name: 'Estwing', category: 'Tools' },
  { name: 'Ridgid', category: 'Tools' },
  { name: 'Channellock', category: 'Tools' },
  { name: 'Vise-Grip', category: 'Tools' },
  { name: 'Lufkin', category: 'Tools' },
  { name: 'Rockwell', category: 'Tools' },
  { name: 'Dremel', category: 'Tools' },
  { name: 'Stihl', category: 'Tools' },
  { name: 'Husqvarna', category: 'Tools' },
  // Kitchen
  { name: 'Pyrex', category: 'Kitchenware' },
  { name: 'Corning', category: 'Kitchenware' },
  { name: 'CorningWare', category: 'Kitchenware' },
  { name: 'Le Creuset', category: 'Kitchenware' },
  { name: 'Lodge', category: 'Kitchenware' },
  { name: 'Griswold', category: 'Kitchenware' },
  { name: 'KitchenAid', category: 'Appliances' },
  { name: 'Sunbeam', category: 'Appliances' },
  { name: 'Oster', category: 'Appliances' },
  { name: 'Hamilton Beach', category: 'Appliances' },
  { name: 'Cuisinart', category: 'Appliances' },
  { name: 'Revere Ware', category: 'Kitchenware' },
  { name: 'Farberware', category: 'Kitchenware' },
  { name: 'Anchor Hocking', category: 'Kitchenware' },
  { name: 'Fire-King', category: 'Kitchenware' },
  { name: 'Tupperware', category: 'Kitchenware' },
  { name: 'Calphalon', category: 'Kitchenware' },
  { name: 'All-Clad', category: 'Kitchenware' },
  { name: 'Oneida', category: 'Kitchenware' },
  // China, glass and silver
  { name: 'Wedgwood', category: 'Kitchenware' },
  { name: 'Noritake', category: 'Kitchenware' },
  { name: 'Royal Doulton', category: 'Kitchenware' },
  { name: 'Royal Albert', category: 'Kitchenware' },
  { name: 'Lenox', category: 'Kitchenware' },
  { name: 'Spode', category: 'Kitchenware' },
  { name: 'Mikasa', category: 'Kitchenware' },
  { name: 'Haviland', category: 'Kitchenware' },
  { name: 'Franciscan', category: 'Kitchenware' },
  { name: 'Homer Laughlin', category: 'Kitchenware' },
  { name: 'Waterford', category: 'Kitchenware' },
  { name: 'Fostoria', category: 'Kitchenware' },
  { name: 'Hummel', category: 'Collectibles' },
  { name: 'Lladró', category: 'Collectibles' },
  { name: 'Villeroy & Boch', category: 'Kitchenware' },
  { name: 'Gorham', category: 'Kitchenware' },
  { name: 'Reed & Barton', category: 'Kitchenware' },
  // Electronics, cameras, clocks, appliances
  { name: 'Panasonic', category: 'Electronics' },
  { name: 'Bose', category: 'Electronics' },
  { name: 'Zenith', category: 'Electronics' },
  { name: 'RCA', category: 'Electronics' },
  { name: 'Magnavox', category: 'Electronics' },
  { name: 'Pioneer', category: 'Electronics' },
  { name: 'Technics', category: 'Electronics' },
  { name: 'Marantz', category: 'Electronics' },
  { name: 'Kenwood', category: 'Electronics' },
  { name: 'Yamaha' },
  { name: 'JVC', category: 'Electronics' },
  { name: 'Motorola', category: 'Electronics' },
  { name: 'Polaroid', category: 'Electronics' },
  { name: 'Kodak', category: 'Electronics' },
  { name: 'Nikon', category: 'Electronics' },
  { name: 'Canon', category: 'Electronics' },
  { name: 'Seiko', category: 'Jewelry' },
  { name: 'Bulova', category: 'Jewelry' },
  { name: 'Singer', category: 'Appliances' },
  { name: 'Dell', category: 'Electronics', lines: ['OptiPlex', 'Inspiron', 'Latitude', 'Vostro', 'Precision', 'XPS'] },
  { name: 'Epson', category: 'Electronics', lines: ['EcoTank', 'WorkForce', 'Expression', 'Stylus'] },
  { name: 'Sony', category: 'Electronics', lines: ['Walkman', 'Discman', 'Trinitron', 'Handycam', 'PlayStation'] },
  { name: 'Samsung', category: 'Electronics', lines: ['Galaxy'] },
  { name: 'Toshiba', category: 'Electronics', lines: ['Satellite'] },
  { name: 'Lenovo', category: 'Electronics', lines: ['ThinkPad', 'IdeaPad', 'ThinkCentre'] },
  { name: 'Logitech', category: 'Electronics' },
  { name: 'Philips', category: 'Electronics' },
  { name: 'Casio', category: 'Electronics' },
  { name: 'Texas Instruments', category: 'Electronics' },
  { name: 'Wera', category: 'Tools' },
  { name: 'Leatherman', category: 'Tools' },
  { name: 'Victorinox', category: 'Tools' },
  // Toys, sports, instruments, watches
  { name: 'Nintendo', category: 'Toys', lines: ['Game Boy', 'GameCube', 'Switch'] },
  { name: 'Lego', category: 'Toys' },
  { name: 'Mattel', category: 'Toys' },
  { name: 'Hasbro', category: 'Toys' },
  { name: 'Fisher-Price', category: 'Toys' },
  { name: 'Spalding', category: 'Sports Equipment' },
  { name: 'Rawlings', category: 'Sports Equipment' },
  { name: 'Fender', category: 'Musical Instruments' },
  { name: 'Gibson', category: 'Musical Instruments' },
  { name: 'Steinway', category: 'Musical Instruments' },
  { name: 'Timex', category: 'Jewelry' },
  { name: 'Rolex', category: 'Jewelry' },
];

/** Words printed on items that look like a name but are not a maker's. */
const NOT_A_NAME = new Set(
  (
    'made in usa america japan china taiwan korea germany england france italy mexico canada ireland scotland ' +
    'portugal spain czechoslovakia bavaria austria sweden denmark holland poland india thailand vietnam ' +
    'occupied model serial vintage antique deluxe classic premium special super new ' +
    'patent pat pending warning caution danger notice hot on off hold com power volts amps watts max min ' +
    'auto manual mode reset start stop push pull open close lock test select enter menu volume input output ' +
    'battery charger genuine original quality heavy duty professional stainless steel cast iron aluminum ' +
    'brass copper sterling silver plate plated gold fine bone porcelain stoneware ceramic crystal glass ' +
    'ovenproof oven microwave dishwasher safe hand painted handmade limited edition front back top bottom ' +
    'this side up only with for and the'
  ).split(' '),
);

/** Words that announce a model number: "Model", "Mod.", "Cat. No.", "Type". */
const MODEL_LABEL = /^(model|mod|mdl|no|nr|cat|type|item|style|art|ref|part)\.?:?$/i;
/** Letters before a number that are a unit or a label, not a model's series letter ("AC 120", "No 5"). */
const NOT_A_SERIES = new Set('AC DC NO NR CE UL PH HZ KG LB OZ FT IN CM MM'.split(' '));
/** A quantity with its unit ("600V", "10A", "60Hz", "25FT", "2000mAh"): never a model. */
const QUANTITY = /^\d+(?:[.,]\d+)?[a-zµμΩ°]{1,3}$/i;
/** Standards and approvals ("IEC61010", "UL508"), read like models but are not. */
const STANDARD = /^(iec|en|iso|din|ul|csa|fcc|astm|ansi|nsf)-?\d/i;
/** Markings worth keeping as an attribute even when short: origin, patents, precious metal, care. */
const TELLING =
  /\b(made in|occupied|pat(ent)?\b|sterling|925|(10|14|18|22|24) ?(k|kt|ct)\b|bone china|stainless|cast iron|dishwasher|oven|microwave|hand ?(painted|made)|limited edition)/i;

/** Upper case letters and digits only, accents dropped: the form brands and words are compared in. */
const keyOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
/** A token without the punctuation OCR leaves around it ("(UT33C)", "DCD771,"). */
const trimToken = (token: string) => token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

const BRANDS = KNOWN_BRANDS.map((brand) => ({ ...brand, key: keyOf(brand.name) }));

/** Levenshtein distance, stopping early past `max`. */
function withinEdits(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...current) > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}

/** How many letters OCR may get wrong in a brand of this length and still match it. */
const allowedEdits = (length: number) => (length >= 9 ? 2 : length >= 6 ? 1 : 0);

/** "UT33C", "DCD771", "KSM150", "33-425": letters with digits, or digit groups joined by dashes. */
function looksLikeModel(token: string): boolean {
  if (token.length < 3 || token.length > 15) return false;
  if (!/^[A-Za-z0-9]+(-[A-Za-z0-9]+){0,2}$/.test(token)) return false;
  if (QUANTITY.test(token) || STANDARD.test(token)) return false;
  const digits = (token.match(/\d/g) ?? []).length;
  const letters = (token.match(/[A-Za-z]/g) ?? []).length;
  if (letters === 0) return token.includes('-') && digits >= 4;
  return digits > 0;
}

interface BrandMatch {
  brand: string;
  score: number;
  line: number;
  /** Tokens of the line the brand used, so they are not taken for a model as well. */
  used: Set<number>;
  /** Matched within a letter or two rather than exactly. */
  fuzzy?: boolean;
  /** What followed the brand inside a run-together token ("STANLEYDCD771" -> "DCD771"). */
  rest?: string;
}

/** Brands from the list on one line: whole words, one to three tokens, then run-together prefixes. */
function knownBrandsOn(tokens: string[], text: string, score: number, line: number): BrandMatch[] {
  const found: BrandMatch[] = [];
  for (const brand of BRANDS) {
    const { pattern } = brand;
    if (pattern) {
      if (pattern.test(text) && score >= KNOWN_MIN_SCORE) {
        const used = new Set(tokens.flatMap((token, i) => (pattern.test(token) ? [i] : [])));
        found.push({ brand: brand.name, score, line, used });
      }
      continue;
    }
    for (let start = 0; start < tokens.length; start++) {
      for (let size = 1; size <= 3 && start + size <= tokens.length; size++) {
        const key = keyOf(tokens.slice(start, start + size).join(''));
        const used = new Set(Array.from({ length: size }, (_, i) => start + i));
        if (key === brand.key) {
          if (score >= KNOWN_MIN_SCORE) found.push({ brand: brand.name, score, line, used });
          continue;
        }
        if (size > 1) continue;
        const token = tokens[start]!;
        const edits = allowedEdits(brand.key.length);
        if (/^\p{L}+$/u.test(token)) {
          if (edits > 0 && score >= FUZZY_MIN_SCORE && withinEdits(key, brand.key, edits)) {
            found.push({ brand: brand.name, score, line, used, fuzzy: true });
          }
        } else if (brand.key.length >= 5 && key.startsWith(brand.key) && score >= KNOWN_MIN_SCORE) {
          // Spaces lost inside a line: accept the brand as a prefix only when a model number follows it.
          const rest = /^[A-Za-z0-9]+$/.test(token) ? token.slice(brand.key.length) : '';
          if (looksLikeModel(rest)) found.push({ brand: brand.name, score, line, used, rest });
        }
      }
    }
  }
  return found;
}

/**
 * A maker not on the list: the line's only word apart from a model number, 3-20 letters (an inner "-",
 * "&", "'" or "." allowed), written as a name (ALL CAPS or Capitalised, not lower case), not a common
 * label word, on a line read with at least UNKNOWN_MIN_SCORE. "FOLICRAFT VC160" passes; "GENUINE LEATHER"
 * (two words), "COM" (a label word) and "hFe" (not a name) do not.
 */
function unknownBrandOn(tokens: string[], score: number, line: number): BrandMatch | undefined {
  if (score < UNKNOWN_MIN_SCORE) return undefined;
  const words = tokens.map((token, i) => ({ token, i })).filter(({ token }) => !looksLikeModel(token));
  if (words.length !== 1 || tokens.length - words.length > 1) return undefined;
  const { token, i } = words[0]!;
  if (token.length > 20 || (token.match(/\p{L}/gu) ?? []).length < 3) return undefined;
  if (!/^\p{L}+(?:[-&'.]\p{L}+)?$/u.test(token)) return undefined;
  if (!/^\p{Lu}(\p{Lu}+|\p{Ll}+|\p{L}*\p{Ll}\p{Lu}\p{L}*)$/u.test(token.replace(/[-&'.]/g, ''))) return undefined;
  if (NOT_A_NAME.has(token.toLowerCase())) return undefined;
  return { brand: token, score, line, used: new Set([i]) };
}

interface ModelCandidate {
  model: string;
  rank: number;
  line: number;
}

/** Words of three letters or more on the line that are neither the brand nor model-shaped. */
function wordsBesides(tokens: string[], brandKey: string): number {
  return tokens.filter(
    (token) =>
      (token.match(/\p{L}/gu) ?? []).length >= 3 &&
      !looksLikeModel(token) &&
      !(brandKey !== '' && brandKey.includes(keyOf(token))),
  ).length;
}

/**
 * The line as an attribute: a telling marking ("MADE IN JAPAN", "Pat. No. 2,345,678", "18K"), or a line
 * that reads as words, at least two besides the brand and model ("HAND PAINTED"), rather than a dial's
 * markings or the nameplate the brand and model fields already hold.
 */
function attributeOf(text: string, tokens: string[], brandKey: string): string | undefined {
  const letters = (text.match(/[\p{L} ]/gu) ?? []).length;
  const telling = TELLING.test(text) && (text.match(/[\p{L}\p{N}]/gu) ?? []).length >= 3;
  if (!telling && (wordsBesides(tokens, brandKey) < 2 || letters / text.length < 0.6)) return undefined;
  const room = ATTRIBUTE_MAX_LENGTH - ATTRIBUTE_PREFIX.length - 1;
  const shown = text.length <= room ? text : `${text.slice(0, room - 1).replace(/\s+\S*$/, '')}\u2026`;
  return `${ATTRIBUTE_PREFIX}${shown}"`;
}

/** Whether the maker is one on the list (not a name-shaped word read on the item). */
export function isKnownBrand(brand: string): boolean {
  return BRANDS.some((known) => known.name === brand);
}

/** What the list knows a maker mostly sells, to steer the offline analyzer's category. */
export function brandCategory(brand: string): Category | undefined {
  return BRANDS.find((known) => known.name === brand)?.category;
}

/**
 * A product line of the maker read on the item ("WALKMAN", "OptiPlex 7060"), in the maker's spelling,
 * with the number that follows it on the same line when there is one.
 */
function productLineModel(
  brand: string,
  read: readonly TextLineRead[],
  tokenized: readonly string[][],
): { model: string; line: number } | undefined {
  const lines = BRANDS.find((known) => known.name === brand)?.lines ?? [];
  for (const [i, tokens] of tokenized.entries()) {
    if (read[i]!.score < MODEL_MIN_SCORE) continue;
    for (const name of lines) {
      const size = name.split(' ').length;
      for (let t = 0; t + size <= tokens.length; t++) {
        if (keyOf(tokens.slice(t, t + size).join('')) !== keyOf(name)) continue;
        const next = tokens[t + size];
        const number = next && (/^\d{2,6}[A-Za-z]?$/.test(next) || looksLikeModel(next)) ? ` ${next}` : '';
        return { model: `${name}${number}`, line: i };
      }
    }
  }
  return undefined;
}

export function brandAndModelFromText(lines: readonly TextLineRead[]): BrandAndModel {
  const read = lines
    .map((line) => ({ text: line.text.replace(/\s+/g, ' ').trim(), score: line.score }))
    .filter((line) => line.text !== '' && Number.isFinite(line.score));
  const tokenized = read.map((line) => line.text.split(' ').map(trimToken).filter(Boolean));

  // Brand: the list first, a plausible unknown name only when the list has none.
  const known = read.flatMap((line, i) => knownBrandsOn(tokenized[i]!, line.text, line.score, i));
  // Exact before fuzzy, surer line first, then the earlier line, then the longer name ("CorningWare").
  known.sort(
    (a, b) =>
      Number(a.fuzzy ?? false) - Number(b.fuzzy ?? false) ||
      b.score - a.score ||
      a.line - b.line ||
      b.brand.length - a.brand.length,
  );
  const unknown = read.flatMap((line, i) => unknownBrandOn(tokenized[i]!, line.score, i) ?? []);
  const brand: BrandMatch | undefined = known[0] ?? unknown[0];

  // Model: a model-shaped token, ranked by what announces it (a "Model" label, the brand's own line).
  const candidates: ModelCandidate[] = [];
  read.forEach((line, i) => {
    if (line.score < MODEL_MIN_SCORE) return;
    const onBrandLine = brand?.line === i;
    if (onBrandLine && brand.rest) candidates.push({ model: brand.rest, rank: 3 + line.score, line: i });
    tokenized[i]!.forEach((token, t) => {
      // A series letter printed apart from its number ("M 2012"): the text reader joins a row's boxes with a space.
      const next = tokenized[i]![t + 1];
      if (/^[A-Z]{1,2}$/.test(token) && !NOT_A_SERIES.has(token) && next && /^\d{3,5}$/.test(next)) {
        candidates.push({ model: `${token} ${next}`, rank: line.score, line: i });
      }
      if ((onBrandLine && brand.used.has(t)) || !looksLikeModel(token)) return;
      const labelled = t > 0 && MODEL_LABEL.test(tokenized[i]![t - 1]!);
      const wordLike = /^[A-Za-z]/.test(token) && (token.match(/[A-Za-z]/g) ?? []).length >= 2;
      const rank = (labelled ? 3 : 0) + (onBrandLine ? 2 : 0) + (wordLike ? 1 : 0) + line.score;
      candidates.push({ model: token, rank, line: i });
    });
  });
  const line = brand ? productLineModel(brand.brand, read, tokenized) : undefined;
  if (line) candidates.push({ model: line.model, rank: 10, line: line.line });
  candidates.sort((a, b) => b.rank - a.rank || a.line - b.line);

  // Attributes: telling markings first ("MADE IN USA"), then other readable lines, in reading order.
  const brandKey = brand ? keyOf(brand.brand) : '';
  const readable = read.flatMap((line, i) => (line.score >= ATTRIBUTE_MIN_SCORE ? [{ ...line, i }] : []));
  const attributes = new Map<string, string>();
  for (const line of [...readable.filter((l) => TELLING.test(l.text)), ...readable]) {
    const attribute = attributeOf(line.text, tokenized[line.i]!, brandKey);
    if (attribute && attributes.size < MAX_ATTRIBUTES) attributes.set(attribute.toLowerCase(), attribute);
  }

  return { brand: brand?.brand ?? null, model: candidates[0]?.model ?? null, attributes: [...attributes.values()] };
}
