import type PDFDocument from 'pdfkit';
import { fontFile, pdfFontName, type Face, type Weight } from './pdf-fonts.ts';
import { textRuns, type TextRun } from './text-runs.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** How wide a text is at a size, in points: the PDF's own measure, so what fits here fits on paper. */
export type Measure = (text: string, size: number) => number;

export interface LineStyle {
  weight: Weight;
  size: number;
  color?: string;
  /** Where the line starts and how wide its box is; `align` places it in the box. */
  width: number;
  align?: 'left' | 'center' | 'right';
}

// Runs and their widths at 1 pt (widths scale with the size) are kept per text: a tag sheet measures the
// same business name and prices again and again while fitting them. Bounded, so one long report cannot
// grow them forever.
const CACHE_LIMIT = 20_000;

/**
 * Text on a pdfkit document in every script the fonts cover: each line split into runs of one font and
 * one direction (text-runs.ts), measured and drawn run by run on one baseline.
 */
export class PdfText {
  private readonly doc: Doc;
  private readonly registered = new Set<string>();
  private readonly widths = new Map<string, number>();
  private readonly runs = new Map<string, TextRun[]>();
  /** The base font's ascent at 1 pt: a line is placed by its top, as pdfkit places its own text. */
  private readonly ascent: Record<Weight, number>;

  constructor(doc: Doc) {
    this.doc = doc;
    this.ascent = { regular: this.use('latin', 'regular').ascent, bold: this.use('latin', 'bold').ascent };
  }

  /** Registers a face with the document the first time it is needed; returns pdfkit's font. */
  private use(face: Face, weight: Weight) {
    const name = pdfFontName(face, weight);
    if (!this.registered.has(name)) {
      this.doc.registerFont(name, fontFile(face, weight));
      this.registered.add(name);
    }
    this.doc.font(name);
    // pdfkit keeps the current font's metrics on `_font` (ascender in 1/1000 em); its types leave it out.
    const font = (this.doc as unknown as { _font: { ascender: number } })._font;
    return { name, ascent: font.ascender / 1000 };
  }

  private runWidth(run: TextRun, weight: Weight): number {
    const key = `${run.face}-${weight}-${run.rtl ? 'r' : 'l'}:${run.text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      this.use(run.face, weight);
      width = this.doc.fontSize(1).widthOfString(run.text, run.rtl ? { features: [] } : {});
      if (this.widths.size >= CACHE_LIMIT) this.widths.clear();
      this.widths.set(key, width);
    }
    return width;
  }

  /** The line's runs, worked out once per text (fitting a name measures it again and again). */
  private runsOf(text: string, weight: Weight): TextRun[] {
    const key = `${weight}:${text}`;
    let runs = this.runs.get(key);
    if (!runs) {
      runs = textRuns(text, weight);
      if (this.runs.size >= CACHE_LIMIT) this.runs.clear();
      this.runs.set(key, runs);
    }
    return runs;
  }

  /** The width of a line at a size, in points. */
  width(text: string, weight: Weight, size: number): number {
    return this.runsOf(text, weight).reduce((sum, run) => sum + this.runWidth(run, weight), 0) * size;
  }

  /** A measure for the fitting functions (fit-text.ts) at one weight. */
  measure(weight: Weight): Measure {
    return (text, size) => this.width(text, weight, size);
  }

  /** One line with its top at `y`, never wrapped by pdfkit: the caller measured it to fit. */
  line(text: string, x: number, y: number, { weight, size, color = 'black', width, align = 'left' }: LineStyle) {
    const runs = this.runsOf(text, weight);
    const widths = runs.map((run) => this.runWidth(run, weight) * size);
    const total = widths.reduce((a, b) => a + b, 0);
    let at = x + (align === 'center' ? (width - total) / 2 : align === 'right' ? width - total : 0);
    const baseline = y + this.ascent[weight] * size;
    runs.forEach((run, n) => {
      this.use(run.face, weight);
      this.doc
        .fontSize(size)
        .fillColor(color)
        // An empty feature list makes pdfkit lay a right-to-left run out whole: its own word-by-word layout
        // reverses each word on its own and loses the spaces between Arabic or Hebrew words.
        .text(run.text, at, baseline, { lineBreak: false, baseline: 'alphabetic', ...(run.rtl && { features: [] }) });
      at += widths[n]!;
    });
  }
}
