import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts tags and reports draw with, all from npm packages so a fresh install draws every name the
 * same on any machine (no system fonts). DejaVu Sans Condensed draws Latin, Greek, Cyrillic, Hebrew and
 * the symbols item names carry (é, ½, ″, ·), narrow enough for a name on a 1-inch label; the others draw
 * what it cannot: Noto Naskh Arabic (Arabic, Persian and Urdu letters DejaVu lacks, so a word never
 * mixes two designs), Noto Sans Hans, JP and KR (Chinese, Japanese with its own glyph forms, Korean), and
 * Noto Emoji (monochrome: a tag is printed in black). Licences: THIRD_PARTY.md; choice: decision 0024.
 *
 * A file is read the first time a text needs it and then kept: a sale of English names never reads the
 * 30 MB of CJK fonts, and pdfkit embeds only the glyphs a document uses.
 */
export const FACES = ['latin', 'arabic', 'sc', 'jp', 'kr', 'emoji'] as const;
export type Face = (typeof FACES)[number];
export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
/** A file inside a package whose `exports` hide it: found from the package's entry point. */
const inPackage = (pkg: string, entryToFile: string) => path.join(path.dirname(require.resolve(pkg)), entryToFile);

const FILES: Record<Face, Record<Weight, () => string>> = {
  latin: {
    regular: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf'),
    bold: () => require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf'),
  },
  arabic: {
    regular: () => inPackage('@embedpdf/fonts-arabic', '../fonts/NotoNaskhArabic-Regular.ttf'),
    bold: () => inPackage('@embedpdf/fonts-arabic', '../fonts/NotoNaskhArabic-Bold.ttf'),
  },
  sc: {
    regular: () => inPackage('@embedpdf/fonts-sc', '../fonts/NotoSansHans-Regular.otf'),
    bold: () => inPackage('@embedpdf/fonts-sc', '../fonts/NotoSansHans-Bold.otf'),
  },
  jp: {
    regular: () => inPackage('@embedpdf/fonts-jp', '../fonts/NotoSansJP-Regular.otf'),
    bold: () => inPackage('@embedpdf/fonts-jp', '../fonts/NotoSansJP-Bold.otf'),
  },
  kr: {
    regular: () => inPackage('@embedpdf/fonts-kr', '../fonts/NotoSansKR-Regular.otf'),
    bold: () => inPackage('@embedpdf/fonts-kr', '../fonts/NotoSansKR-Bold.otf'),
  },
  emoji: {
    regular: () => require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-emoji/700Bold/NotoEmoji_700Bold.ttf'),
  },
};

const files = new Map<string, Buffer>();
const parsed = new Map<string, fontkit.Font>();

/** The font file's bytes, read once. */
export function fontFile(face: Face, weight: Weight): Buffer {
  const key = `${face}-${weight}`;
  let file = files.get(key);
  if (!file) {
    file = readFileSync(FILES[face][weight]());
    files.set(key, file);
  }
  return file;
}

/** The font parsed (its tables are read as asked: a cmap look-up reads only the cmap). */
function font(face: Face, weight: Weight): fontkit.Font {
  const key = `${face}-${weight}`;
  let parsedFont = parsed.get(key);
  if (!parsedFont) {
    parsedFont = fontkit.create(fontFile(face, weight)) as fontkit.Font;
    parsed.set(key, parsedFont);
  }
  return parsedFont;
}

/** Whether the font has a glyph of its own for every code point (the ones no font draws are left out). */
export function covers(face: Face, weight: Weight, codePoints: readonly number[]): boolean {
  const f = font(face, weight);
  return codePoints.every((cp) => f.hasGlyphForCodePoint(cp));
}

/** The name pdfkit knows a face by in a document. */
export const pdfFontName = (face: Face, weight: Weight) => `${face}-${weight}`;
