import { PassThrough, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import type { Weight } from '../../pdf/pdf-fonts.ts';
import { PdfText } from '../../pdf/pdf-text.ts';
import { shorten, wrap } from '../labels/fit-text.ts';
import { LETTER } from '../labels/label-slots.ts';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 40;
const FOOTER = 28;
const BOTTOM = LETTER.height - MARGIN - FOOTER;
export const CONTENT_WIDTH = LETTER.width - 2 * MARGIN;
const BACKLOG_BYTES = 1 << 20;
const MUTED = '#4b5563';
const RULE = '#d1d5db';

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export interface Cell {
  text: string;
  bold?: boolean;
}

/**
 * A report on Letter pages, streamed: pdfkit writes a page out when the next one starts, and a new page
 * waits while the reader is more than a megabyte behind, so a 1,000-item report neither sits in memory
 * as one document nor outruns a slow download. Every page carries the running title and a footer; the
 * footer names Tagwise unless the report is white-label (then only the business).
 */
export class ReportDocument {
  readonly doc: Doc;
  private readonly pdfText: PdfText;
  readonly out = new PassThrough();
  y = MARGIN;
  /** The left edge of the content. */
  readonly x = MARGIN;
  private page = 0;
  private repeatHeader: (() => void) | null = null;

  private readonly frame: { title: string; runningTitle: string; footer: string };

  constructor(frame: { title: string; runningTitle: string; footer: string }) {
    this.frame = frame;
    this.doc = new PDFDocument({
      size: [LETTER.width, LETTER.height],
      margin: 0,
      autoFirstPage: false,
      info: { Title: frame.title, Creator: frame.footer },
    });
    this.pdfText = new PdfText(this.doc);
    this.doc.pipe(this.out);
  }

  /** Runs `draw` and ends the document; a failure ends the download with an error, not a cut-off file. */
  stream(draw: (report: this) => Promise<void>): Readable {
    void (async () => {
      await this.newPage();
      await draw(this);
      this.doc.end();
    })().catch((error: unknown) => this.out.destroy(error instanceof Error ? error : new Error(String(error))));
    return this.out;
  }

  /** True when the download was abandoned: the drawing stops. */
  get abandoned(): boolean {
    return this.out.destroyed;
  }

  async newPage(): Promise<void> {
    while (this.doc.readableLength > BACKLOG_BYTES && !this.out.destroyed) await sleep(10);
    this.doc.addPage();
    this.page++;
    this.y = MARGIN;
    if (this.page > 1) {
      this.text(this.frame.runningTitle, { size: 8, color: MUTED });
      this.y += 14;
    }
    this.line(
      `${this.frame.footer} · Page ${this.page}`,
      'regular',
      8,
      MARGIN,
      LETTER.height - MARGIN - 10,
      CONTENT_WIDTH,
      'right',
      MUTED,
    );
    this.repeatHeader?.();
  }

  /** Starts a new page when `height` more points would not fit on this one. */
  async ensure(height: number): Promise<void> {
    if (this.y + height > BOTTOM) await this.newPage();
  }

  measure(weight: Weight) {
    return this.pdfText.measure(weight);
  }

  /** One line at (x, y), shortened to `width`: never wrapped or overflowing by pdfkit's own rules. */
  line(
    text: string,
    weight: Weight,
    size: number,
    x: number,
    y: number,
    width: number,
    align: 'left' | 'right' | 'center' = 'left',
    color = 'black',
  ) {
    this.pdfText.line(shorten(text, width, size, this.measure(weight)), x, y, { weight, size, color, width, align });
  }

  /** Text across the page at the cursor, wrapped to at most `maxLines` lines; moves the cursor below it. */
  text(text: string, { size = 10, bold = false, color = 'black', maxLines = 1, gap = 0.3 } = {}) {
    const font: Weight = bold ? 'bold' : 'regular';
    for (const part of wrap(text, CONTENT_WIDTH, size, maxLines, this.measure(font))) {
      this.line(part, font, size, MARGIN, this.y, CONTENT_WIDTH, 'left', color);
      this.y += size * (1 + gap);
    }
  }

  async heading(text: string) {
    await this.ensure(60);
    this.y += 10;
    this.text(text, { size: 13, bold: true });
    this.y += 4;
  }

  /** Figures side by side, label above value (the cover's summary). */
  figures(entries: [label: string, value: string][]) {
    const width = CONTENT_WIDTH / entries.length;
    entries.forEach(([label, value], n) => {
      const x = MARGIN + n * width;
      this.line(label, 'regular', 8, x, this.y, width - 8, 'left', MUTED);
      this.line(value, 'bold', 16, x, this.y + 11, width - 8);
    });
    this.y += 36;
  }

  /**
   * A table: the header row, then rows added one at a time; a row that does not fit starts a page that
   * repeats the header. `rowHeight` leaves room for an optional picture drawn by `decorate`.
   */
  table(columns: Column[], { rowHeight = 16, size = 9 } = {}) {
    const scale = CONTENT_WIDTH / columns.reduce((sum, c) => sum + c.width, 0);
    const cols = columns.map((c) => ({ ...c, width: c.width * scale }));
    const drawHeader = () => {
      let x = MARGIN;
      for (const c of cols) {
        this.line(c.header, 'bold', 8, x + 4, this.y, c.width - 8, c.align ?? 'left', MUTED);
        x += c.width;
      }
      this.y += 12;
      this.rule();
    };
    drawHeader();
    this.repeatHeader = drawHeader;
    const lineHeight = size * 1.2;
    return {
      /** Adds a row; a cell's text wraps onto as many lines as the row's height holds. */
      row: async (cells: Cell[], decorate?: (x: number, y: number, widths: number[]) => void) => {
        await this.ensure(rowHeight);
        const top = this.y + 3;
        const lines = Math.max(1, Math.floor((rowHeight - 4) / lineHeight));
        let x = MARGIN;
        cells.forEach((cell, n) => {
          const col = cols[n]!;
          const font: Weight = cell.bold ? 'bold' : 'regular';
          wrap(cell.text, col.width - 8, size, col.align === 'right' ? 1 : lines, this.measure(font)).forEach(
            (part, i) => this.line(part, font, size, x + 4, top + i * lineHeight, col.width - 8, col.align ?? 'left'),
          );
          x += col.width;
        });
        decorate?.(
          MARGIN + 4,
          top,
          cols.map((c) => c.width),
        );
        this.y += rowHeight;
        this.rule();
      },
      /** The table is over: later pages do not repeat its header. */
      end: () => {
        this.repeatHeader = null;
        this.y += 6;
      },
    };
  }

  private rule() {
    this.doc
      .save()
      .lineWidth(0.5)
      .strokeColor(RULE)
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + CONTENT_WIDTH, this.y)
      .stroke()
      .restore();
  }
}
