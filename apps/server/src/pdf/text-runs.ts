import bidiModule, { type Bidi } from 'bidi-js';
import { covers, type Face, type Weight } from './pdf-fonts.ts';

/** A stretch of one line drawn in one font, in one direction. */
export interface TextRun {
  /** The characters in the order fontkit lays them out (see `rtl`). */
  text: string;
  face: Face;
  /**
   * Right to left in a script fontkit shapes and reverses itself (Arabic, Hebrew): laid out whole, in
   * logical order. Other runs are already in visual order.
   */
  rtl: boolean;
  /** Characters no font here can draw, each drawn as □. */
  undrawable: boolean;
}

// bidi-js is CommonJS with types written for an ES default export: Node's default import is the factory,
// which the type checker sees as the module's default under the server's settings and as the import itself
// under the benches' (bundler resolution).
type BidiFactory = () => Bidi;
const bidi = ((bidiModule as unknown as { default?: BidiFactory }).default ?? (bidiModule as unknown as BidiFactory))();
const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

// What every font here draws: ASCII, Latin-1 and the punctuation names carry. Such a line is one run in
// the base font, without the work below (nearly every name of an English-speaking sale).
const PLAIN = /^[\x20-\x7e\u00a0-\u017f\u2013\u2014\u2018-\u201e\u2022\u2026\u2032\u2033\u20ac]*$/u;

// Code points a font need not have: joiners, variation selectors, direction marks, soft hyphens. They
// steer shaping; when the chosen font lacks one it is left out rather than drawn as a box.
const IGNORABLE = /[\p{Cc}\p{Cf}\u{fe00}-\u{fe0f}\u{e0100}-\u{e01ef}]/u;
const EMOJI_STYLE =
  /\u{fe0f}|\u{20e3}|\p{Emoji_Modifier}|\p{Regional_Indicator}|^\p{Emoji_Presentation}|\p{Extended_Pictographic}\u{200d}/u;
const TEXT_STYLE = /\u{fe0e}/u;
const ARABIC = /\p{Script=Arabic}/u;
const HANGUL = /\p{Script=Hangul}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303f\u3200-\u33ff\uf900-\ufaff\uff00-\uffef]/u;
const MIRRORED = /\p{Bidi_M}/u;
/** Spaces and punctuation stay in the font of what they follow, so a run is not broken around them. */
const NEUTRAL = /^[\p{Z}\p{P}]+$/u;
const COMMON = /[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
// The scripts fontkit lays out right to left (its own list): a run in one of them comes back reversed.
const FONTKIT_RTL =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Cypriot}\p{Script=Kharoshthi}\p{Script=Phoenician}\p{Script=Nko}\p{Script=Lydian}\p{Script=Avestan}\p{Script=Imperial_Aramaic}\p{Script=Inscriptional_Pahlavi}\p{Script=Inscriptional_Parthian}\p{Script=Old_South_Arabian}\p{Script=Old_Turkic}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Meroitic_Cursive}\p{Script=Meroitic_Hieroglyphs}\p{Script=Manichaean}\p{Script=Mende_Kikakui}\p{Script=Nabataean}\p{Script=Old_North_Arabian}\p{Script=Palmyrene}\p{Script=Psalter_Pahlavi}]/u;

type CjkFace = 'sc' | 'jp' | 'kr';

/**
 * Which CJK font a text's ideographs take: Japanese when it has kana, Korean when it has Hangul,
 * else Chinese. The same character has different shapes in each (Han unification), so a Japanese
 * name gets Japanese forms.
 */
function cjkOrder(text: string): CjkFace[] {
  if (KANA.test(text)) return ['jp', 'sc', 'kr'];
  if (HANGUL.test(text)) return ['kr', 'sc', 'jp'];
  return ['sc', 'jp', 'kr'];
}

/** The fonts to try for a character cluster, best first. */
function candidates(cluster: string, cjk: CjkFace[]): Face[] {
  if (!TEXT_STYLE.test(cluster) && EMOJI_STYLE.test(cluster)) return ['emoji', 'latin'];
  if (ARABIC.test(cluster)) return ['arabic', 'latin'];
  if (HANGUL.test(cluster)) return ['kr', 'sc', 'jp'];
  if (CJK.test(cluster)) return [...cjk, 'latin'];
  return ['latin', ...cjk, 'arabic', 'emoji'];
}

const codePoints = (text: string) => [...text].map((c) => c.codePointAt(0)!);
const drawn = (cluster: string) => codePoints(cluster).filter((cp) => !IGNORABLE.test(String.fromCodePoint(cp)));

interface Cluster {
  /** As written. */
  source: string;
  /** As drawn: mirrored in a right-to-left stretch. */
  text: string;
  face: Face;
  level: number;
  undrawable: boolean;
}

// bidi-js reads a string a UTF-16 unit at a time, so it would take both halves of an emoji for strong
// left-to-right letters and turn "🪑 كرسي" into a left-to-right line. Each character beyond the first
// 65,536 is replaced, both halves, by one of the same bidirectional class: a right-to-left letter, a
// neutral (emoji and symbols) or a left-to-right letter.
const ASTRAL = /[\u{10000}-\u{10ffff}]/gu;
const ASTRAL_NEUTRAL = /[\p{Extended_Pictographic}\p{Emoji_Component}\p{S}\p{P}\p{Z}\p{M}\p{Cf}]/u;
function bidiStandIns(text: string): string {
  return text.replace(ASTRAL, (c) => {
    if (FONTKIT_RTL.test(c) || /[\p{Script=Adlam}\p{Script=Hanifi_Rohingya}\p{Script=Yezidi}]/u.test(c))
      return '\u05d0\u05d0';
    return ASTRAL_NEUTRAL.test(c) ? '!!' : 'aa';
  });
}

function clusters(text: string, weight: Weight): Cluster[] {
  const cjk = cjkOrder(text);
  const { levels } = bidi.getEmbeddingLevels(bidiStandIns(text));
  const out: Cluster[] = [];
  for (const { segment, index } of graphemes.segment(text)) {
    const needed = drawn(segment);
    const previous = out.at(-1);
    let face: Face | undefined;
    if (previous && !previous.undrawable && previous.face !== 'emoji' && NEUTRAL.test(segment)) {
      if (covers(previous.face, weight, needed)) face = previous.face;
    }
    face ??= candidates(segment, cjk).find((f) => covers(f, weight, needed));
    const level = levels[index] ?? 0;
    // In a right-to-left stretch, brackets and the like take their mirror image: "(" reads as ")".
    const mirrored =
      level % 2 === 1 && MIRRORED.test(segment)
        ? [...segment].map((c) => bidi.getMirroredCharacter(c) ?? c).join('')
        : segment;
    out.push({ source: segment, text: mirrored, face: face ?? 'latin', level, undrawable: face === undefined });
  }
  return out;
}

// What stands for a character no font draws. pdfkit gives a font's own empty-box glyph (.notdef) the
// wrong width in the PDF, so it overprints what follows; this one is a real glyph of the base font.
const PLACEHOLDER = '\u25a1';

/** The cluster without the invisible code points its font has no glyph for. */
function visible(cluster: Cluster, weight: Weight): string {
  if (cluster.undrawable) return PLACEHOLDER;
  return [...cluster.text]
    .filter((c) => !IGNORABLE.test(c) || covers(cluster.face, weight, [c.codePointAt(0)!]))
    .join('');
}

/**
 * One line of text as runs in visual order (left to right on the page): each cluster in the first font
 * that draws it, the Unicode bidirectional algorithm's levels and reordering (UAX #9, rule L2), and
 * mirrored brackets in right-to-left stretches.
 */
export function textRuns(text: string, weight: Weight): TextRun[] {
  if (PLAIN.test(text)) return text ? [{ text, face: 'latin', rtl: false, undrawable: false }] : [];
  const groups: { parts: Cluster[]; level: number }[] = [];
  for (const cluster of clusters(text, weight)) {
    const last = groups.at(-1);
    const head = last?.parts[0];
    if (
      last &&
      head &&
      head.face === cluster.face &&
      head.undrawable === cluster.undrawable &&
      last.level === cluster.level
    ) {
      last.parts.push(cluster);
    } else groups.push({ parts: [cluster], level: cluster.level });
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch at that level or above.
  const highest = Math.max(0, ...groups.map((g) => g.level));
  const lowestOdd = Math.min(...groups.map((g) => (g.level % 2 ? g.level : g.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let start = 0; start < groups.length; start++) {
      if (groups[start]!.level < level) continue;
      let end = start;
      while (end + 1 < groups.length && groups[end + 1]!.level >= level) end++;
      groups.splice(start, end - start + 1, ...groups.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return groups.map(({ parts, level }) => {
    const logical = parts.map((p) => visible(p, weight)).join('');
    const firstScript = [...logical].find((c) => !COMMON.test(c));
    const rtl = level % 2 === 1 && firstScript !== undefined && FONTKIT_RTL.test(firstScript);
    // A right-to-left stretch fontkit would not reverse (digits, symbols): reversed here, cluster by cluster.
    const text =
      level % 2 === 1 && !rtl
        ? parts
            .map((p) => visible(p, weight))
            .reverse()
            .join('')
        : logical;
    return { text, face: parts[0]!.face, rtl, undrawable: parts[0]!.undrawable };
  });
}

/** The characters of a text that no font here can draw, each once, in the order they first appear. */
export function undrawableCharacters(text: string): string[] {
  if (PLAIN.test(text)) return [];
  const found = new Set<string>();
  for (const weight of ['regular', 'bold'] as const) {
    for (const cluster of clusters(text, weight)) if (cluster.undrawable) found.add(cluster.source);
  }
  return [...found];
}
