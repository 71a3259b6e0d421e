import type PDFDocument from 'pdfkit';
import type { PdfText } from '../../pdf/pdf-text.ts';
import type { Weight } from '../../pdf/pdf-fonts.ts';
import { fitSize, shorten, wrap } from './fit-text.ts';
import type { LabelBox } from './label-slots.ts';
import { QR_QUIET_MODULES, qrModules } from './qr-modules.ts';

/** What one tag says. */
export interface LabelContent {
  name: string;
  /** "$24", or the blank to write a price in. */
  price: string;
  tagCode: string;
  /** The address the QR code opens: the item in Tagwise. */
  url: string;
  businessName: string | null;
  discountLine: string | null;
}

type Doc = InstanceType<typeof PDFDocument>;

/** Sizes in points for a label of this height (1″ labels are cramped; 2″ and 3″ ones are not). */
function scale(height: number) {
  if (height < 100) return { pad: 5, name: 8, nameLines: 2, price: 15, code: 7, small: 6, qr: 62 };
  if (height < 180) return { pad: 10, name: 12, nameLines: 3, price: 28, code: 10, small: 9, qr: 100 };
  return { pad: 10, name: 11, nameLines: 3, price: 24, code: 9, small: 8, qr: 64 };
}

/** The QR code as filled squares (runs of dark modules merged), with its quiet zone inside `size`. */
function drawQr(doc: Doc, url: string, x: number, y: number, size: number) {
  const modules = qrModules(url);
  const unit = size / (modules.length + 2 * QR_QUIET_MODULES);
  const origin = QR_QUIET_MODULES * unit;
  modules.forEach((row, r) => {
    let c = 0;
    while (c < row.length) {
      if (!row[c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < row.length && row[c]) c++;
      doc.rect(x + origin + start * unit, y + origin + r * unit, (c - start) * unit, unit);
    }
  });
  doc.fillColor('black').fill();
}

/** One line of text with its top at (x, y), in any script: the caller measured it to fit. */
function line(
  pdf: PdfText,
  weight: Weight,
  size: number,
  text: string,
  x: number,
  y: number,
  width: number,
  align: 'left' | 'center',
) {
  pdf.line(text, x, y, { weight, size, width, align });
}

/**
 * A rectangular label (Avery 5160, 5163): the text on the left, top to bottom name, price, tag code,
 * business and discount line; the QR code on the right at full height.
 */
function drawRectangular(doc: Doc, pdf: PdfText, box: LabelBox, content: LabelContent) {
  const s = scale(box.height);
  const qr = Math.min(s.qr, box.height - 2 * (s.pad - 3));
  drawQr(doc, content.url, box.x + box.width - qr - (s.pad - 3), box.y + (box.height - qr) / 2, qr);
  const x = box.x + s.pad;
  const width = box.width - qr - s.pad - (s.pad - 3) - 2;
  const bold = pdf.measure('bold');
  const regular = pdf.measure('regular');
  let y = box.y + s.pad - 1;
  for (const text of wrap(content.name, width, s.name, s.nameLines, bold)) {
    line(pdf, 'bold', s.name, text, x, y, width, 'left');
    y += s.name * 1.2;
  }
  const priceSize = fitSize(content.price, width, s.price, s.code, bold);
  line(pdf, 'bold', priceSize, content.price, x, y, width, 'left');
  y += priceSize * 1.15;
  line(pdf, 'regular', s.code, shorten(content.tagCode, width, s.code, regular), x, y, width, 'left');
  y += s.code * 1.2;
  for (const [text, font] of [
    [content.discountLine, 'bold'],
    [content.businessName, 'regular'],
  ] as const) {
    if (!text || y + s.small > box.y + box.height - s.pad + 2) continue;
    line(pdf, font, s.small, shorten(text, width, s.small, pdf.measure(font)), x, y, width, 'left');
    y += s.small * 1.2;
  }
}

/**
 * A 2″ × 3″ hang tag, centred: the hole mark, business, name, price, discount line, QR code and tag code;
 * the dashed cut line around it.
 */
function drawHangTag(doc: Doc, pdf: PdfText, box: LabelBox, content: LabelContent) {
  const s = scale(box.height);
  doc
    .save()
    .lineWidth(0.5)
    .dash(3, { space: 3 })
    .strokeColor('#9ca3af')
    .rect(box.x, box.y, box.width, box.height)
    .stroke()
    .restore();
  const cx = box.x + box.width / 2;
  doc
    .save()
    .lineWidth(0.75)
    .strokeColor('#6b7280')
    .circle(cx, box.y + 14, 5)
    .stroke()
    .restore();
  const x = box.x + s.pad;
  const width = box.width - 2 * s.pad;
  const bold = pdf.measure('bold');
  let y = box.y + 26;
  if (content.businessName) {
    line(
      pdf,
      'regular',
      s.small,
      shorten(content.businessName, width, s.small, pdf.measure('regular')),
      x,
      y,
      width,
      'center',
    );
  }
  y += s.small * 1.5;
  for (const text of wrap(content.name, width, s.name, s.nameLines, bold)) {
    line(pdf, 'bold', s.name, text, x, y, width, 'center');
    y += s.name * 1.2;
  }
  const priceSize = fitSize(content.price, width, s.price, s.code, bold);
  line(pdf, 'bold', priceSize, content.price, x, box.y + 84, width, 'center');
  if (content.discountLine) {
    line(
      pdf,
      'bold',
      s.small,
      shorten(content.discountLine, width, s.small, bold),
      x,
      box.y + 84 + priceSize * 1.2,
      width,
      'center',
    );
  }
  drawQr(doc, content.url, cx - s.qr / 2, box.y + box.height - s.qr - 22, s.qr);
  line(pdf, 'regular', s.code, content.tagCode, x, box.y + box.height - 20, width, 'center');
}

export function drawLabel(doc: Doc, pdf: PdfText, box: LabelBox, content: LabelContent, hangTag: boolean) {
  if (hangTag) drawHangTag(doc, pdf, box, content);
  else drawRectangular(doc, pdf, box, content);
}
