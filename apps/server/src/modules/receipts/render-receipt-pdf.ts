import PDFDocument from 'pdfkit';
import type { Receipt, ReceiptFigure } from '@tagwise/core/sale-day/receipt';
import type { ReceiptSize } from '@tagwise/core/sale-day/receipt-schemas';
import type { Weight } from '../../pdf/pdf-fonts.ts';
import { PdfText } from '../../pdf/pdf-text.ts';
import { shorten, wrap } from '../labels/fit-text.ts';
import { LETTER } from '../labels/label-slots.ts';

type Doc = InstanceType<typeof PDFDocument>;

const MM = 72 / 25.4;
const MUTED = '#4b5563';

interface Geometry {
  width: number;
  margin: number;
  /** Text sizes: the heading, body text, small print and the total. */
  sizes: { heading: number; body: number; small: number; total: number };
  logo: { width: number; height: number };
  /** A roll is one page as long as the receipt; a letter receipt runs onto more pages when it must. */
  roll: boolean;
  centred: boolean;
}

/**
 * 80 mm paper: receipt printers print about 72 mm of it, so 4 mm each side stays blank; the page is as long
 * as the receipt. Letter: an inch of margin, the business's heading at the left like the reports' cover.
 */
const GEOMETRY: Record<ReceiptSize, Geometry> = {
  '80mm': {
    width: 80 * MM,
    margin: 4 * MM,
    sizes: { heading: 11, body: 8, small: 6.5, total: 10 },
    logo: { width: 120, height: 45 },
    roll: true,
    centred: true,
  },
  letter: {
    width: LETTER.width,
    margin: 72,
    sizes: { heading: 18, body: 10.5, small: 8.5, total: 13 },
    logo: { width: 160, height: 60 },
    roll: false,
    centred: false,
  },
};

export interface ReceiptPdfInput {
  receipt: Receipt;
  logo: Buffer | null;
  /** A Tagwise line at the foot, unless the plan is white-label (like the reports). */
  whiteLabel: boolean;
  size: ReceiptSize;
  title: string;
}

/**
 * Draws the receipt: walked once without drawing to measure how long the roll is, then drawn. Every text is
 * measured with the fonts it is drawn with (any script), wrapped or shortened to fit, never cut by pdfkit.
 */
class ReceiptDrawing {
  y: number;
  private readonly g: Geometry;
  private readonly content: number;
  private readonly doc: Doc;
  private readonly text: PdfText;
  /** False: only measuring. */
  private readonly drawing: boolean;

  constructor(doc: Doc, text: PdfText, size: ReceiptSize, drawing: boolean) {
    this.doc = doc;
    this.text = text;
    this.drawing = drawing;
    this.g = GEOMETRY[size];
    this.content = this.g.width - 2 * this.g.margin;
    this.y = this.g.margin;
  }

  private newPageIfNeeded(height: number) {
    if (this.g.roll || !this.drawing || this.y + height <= LETTER.height - this.g.margin) return;
    this.doc.addPage({ size: [LETTER.width, LETTER.height], margin: 0 });
    this.y = this.g.margin;
  }

  private put(
    text: string,
    weight: Weight,
    size: number,
    x: number,
    width: number,
    align: 'left' | 'right' | 'center',
    color: string,
  ) {
    if (this.drawing) this.text.line(text, x, this.y, { weight, size, color, width, align });
  }

  /** A paragraph across the width, wrapped to at most `maxLines`; centred on a roll unless `left`. */
  para(
    text: string,
    { size = this.g.sizes.body, bold = false, color = 'black', maxLines = 2, gap = 1.3, left = false } = {},
  ) {
    const weight: Weight = bold ? 'bold' : 'regular';
    const align = this.g.centred && !left ? 'center' : 'left';
    for (const part of wrap(text, this.content, size, maxLines, this.text.measure(weight))) {
      this.newPageIfNeeded(size * gap);
      this.put(part, weight, size, this.g.margin, this.content, align, color);
      this.y += size * gap;
    }
  }

  logo(logo: Buffer | null) {
    if (!logo) return;
    const { width, height } = this.g.logo;
    // A broken file costs the logo, never the receipt.
    try {
      if (this.drawing) {
        const x = this.g.centred ? (this.g.width - width) / 2 : this.g.margin;
        this.doc.image(logo, x, this.y, { fit: [width, height], ...(this.g.centred && { align: 'center' as const }) });
      }
      this.y += height + 6;
    } catch {
      /* the receipt goes on without it */
    }
  }

  /** Text at the left and an amount at the right of one row; the text wraps under itself. */
  row(label: string, amount: string, { size = this.g.sizes.body, bold = false, maxLines = 3, color = 'black' } = {}) {
    const weight: Weight = bold ? 'bold' : 'regular';
    const measure = this.text.measure(weight);
    const amountWidth = Math.min(measure(amount, size) + 6, this.content / 2);
    const parts = wrap(label, this.content - amountWidth, size, maxLines, measure);
    this.newPageIfNeeded(size * 1.3 * parts.length);
    this.put(shorten(amount, amountWidth, size, measure), weight, size, this.g.margin, this.content, 'right', color);
    for (const part of parts) {
      this.put(part, weight, size, this.g.margin, this.content - amountWidth, 'left', color);
      this.y += size * 1.3;
    }
  }

  figures(rows: ReceiptFigure[]) {
    for (const row of rows) {
      this.row(row.label, row.amount, row.strong ? { size: this.g.sizes.total, bold: true } : {});
    }
  }

  rule() {
    this.y += 3;
    this.newPageIfNeeded(6);
    if (this.drawing) {
      this.doc
        .save()
        .lineWidth(0.5)
        .strokeColor('#9ca3af')
        .moveTo(this.g.margin, this.y)
        .lineTo(this.g.width - this.g.margin, this.y)
        .stroke()
        .restore();
    }
    this.y += 5;
  }

  space(points: number) {
    this.y += points;
  }

  draw({ receipt, logo, whiteLabel }: ReceiptPdfInput) {
    const { sizes } = this.g;
    this.logo(logo);
    this.para(receipt.business, { size: sizes.heading, bold: true });
    if (receipt.sale) this.para(receipt.sale, { bold: true });
    if (receipt.address) this.para(receipt.address, { size: sizes.small, color: MUTED });
    this.space(6);
    this.para(receipt.title, { size: sizes.total, bold: true, maxLines: 1 });
    this.para(receipt.when, { maxLines: 1 });
    this.para(receipt.rungBy, { size: sizes.small, color: MUTED });
    if (receipt.customer) this.para(receipt.customer, { size: sizes.small });
    if (receipt.voided) {
      this.space(4);
      this.para('VOID', { size: sizes.total, bold: true, maxLines: 1 });
      this.para(receipt.voided, { bold: true, maxLines: 6 });
    }
    this.rule();
    for (const line of receipt.lines) {
      this.row(line.description, line.amount);
      if (line.detail) this.para(line.detail, { size: sizes.small, color: MUTED, left: true });
      if (line.refunded) this.para(line.refunded, { size: sizes.small, bold: true, maxLines: 4, left: true });
      this.space(2);
    }
    this.rule();
    this.figures(receipt.figures);
    if (receipt.payments.length > 0) {
      this.rule();
      this.figures(receipt.payments);
    }
    if (receipt.after.length > 0) {
      this.rule();
      this.figures(receipt.after);
    }
    for (const note of receipt.notes) this.para(note, { bold: true, left: true });
    this.space(8);
    this.para('Thank you!', { maxLines: 1 });
    if (!whiteLabel) this.para('Made with Tagwise', { size: sizes.small, color: MUTED, maxLines: 1 });
    this.y += this.g.margin;
  }
}

/** The receipt as a PDF (a Buffer: a receipt is a page or two, never worth streaming). */
export function renderReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const g = GEOMETRY[input.size];
  const doc = new PDFDocument({ autoFirstPage: false, margin: 0, info: { Title: input.title, Creator: 'Tagwise' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = new PdfText(doc);
  let height = LETTER.height;
  if (g.roll) {
    const measuring = new ReceiptDrawing(doc, text, input.size, false);
    measuring.draw(input);
    height = Math.ceil(measuring.y);
  }
  doc.addPage({ size: [g.width, height], margin: 0 });
  new ReceiptDrawing(doc, text, input.size, true).draw(input);
  doc.end();
  return done;
}
