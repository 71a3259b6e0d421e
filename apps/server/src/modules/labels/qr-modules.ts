import qrcode from 'qrcode-generator';

/**
 * The dark modules of a QR code for `text`, row by row. Level M (15% of the code may be damaged: a
 * smudged or creased tag still scans); the smallest version that holds it.
 */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  const size = qr.getModuleCount();
  return Array.from({ length: size }, (_, row) => Array.from({ length: size }, (_, col) => qr.isDark(row, col)));
}

/** Modules of white the code needs around it to be read (the standard's quiet zone). */
export const QR_QUIET_MODULES = 4;
