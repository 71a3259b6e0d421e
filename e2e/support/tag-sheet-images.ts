// Tags cut from a tag sheet as printed: the PDF's first page rendered by poppler (pdftoppm, a Debian
// package, as the labels tests do), each label cut out at its place on the stock.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { LABEL_STOCKS, type LabelStockId } from '@tagwise/core/values/labels';
import { POINTS_PER_INCH, labelBox } from '../../apps/server/src/modules/labels/label-slots.ts';

/** The first page of a PDF as a PNG at `dpi`. */
export function renderFirstPage(pdf: Buffer, dpi = 300): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tagwise-sheet-'));
  try {
    writeFileSync(path.join(dir, 'sheet.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', String(dpi), '-png', '-f', '1', '-l', '1', '-singlefile', 'sheet.pdf', 'page'], {
      cwd: dir,
    });
    return readFileSync(path.join(dir, 'page.png'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The first `count` tags of a sheet printed from label 1, as PNGs (a page rendered at `dpi`). */
export async function cutTags(page: Buffer, stockId: LabelStockId, count: number, dpi = 300): Promise<Buffer[]> {
  const scale = dpi / POINTS_PER_INCH;
  return Promise.all(
    Array.from({ length: count }, (_, n) => {
      const box = labelBox(LABEL_STOCKS[stockId], 1, n);
      return sharp(page)
        .extract({
          left: Math.round(box.x * scale),
          top: Math.round(box.y * scale),
          width: Math.round(box.width * scale),
          height: Math.round(box.height * scale),
        })
        .png()
        .toBuffer();
    }),
  );
}
