import { PassThrough, type Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import type { LabelStock } from '@tagwise/core/values/labels';
import { PdfText } from '../../pdf/pdf-text.ts';
import { drawLabel, type LabelContent } from './draw-label.ts';
import { LETTER, labelBox } from './label-slots.ts';

/**
 * The tags as a PDF on Letter sheets of the stock, streamed as pages are made (pdfkit writes a page out
 * when the next one starts), so 5,000 tags never sit in memory as one document. Printed at 100% ("actual
 * size"): the positions are the stock's own template.
 */
const BACKLOG_BYTES = 1 << 20;

export function renderLabelSheet({
  stock,
  startAt,
  labels,
  title,
}: {
  stock: LabelStock;
  startAt: number;
  labels: LabelContent[];
  title: string;
}): Readable {
  const doc = new PDFDocument({
    size: [LETTER.width, LETTER.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Creator: 'Tagwise' },
  });
  const text = new PdfText(doc);
  const out = new PassThrough();
  doc.pipe(out);
  void (async () => {
    let sheet = -1;
    for (let n = 0; n < labels.length; n++) {
      const box = labelBox(stock, startAt, n);
      if (box.sheet > sheet) {
        // A slow download holds the next pages back instead of piling them up here.
        while (doc.readableLength > BACKLOG_BYTES && !out.destroyed) await sleep(10);
        if (out.destroyed) return;
        doc.addPage();
        sheet = box.sheet;
      }
      drawLabel(doc, text, box, labels[n]!, stock.cutLines);
    }
    doc.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
