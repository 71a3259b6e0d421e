import type { ReaderOptions } from 'zxing-wasm/reader';

/**
 * How zxing-wasm reads a frame, in the browser's worker and in bench/scan-decode.ts alike (Node runs this
 * file as it is, so it imports nothing but types). QR codes only; tags are printed dark on light, so no
 * inverted pass; a QR code's finder patterns work at any angle, so no rotated passes (those are for
 * linear barcodes). `tryHarder` keeps the rate of frames read up on blurred, tilted tags; two codes at
 * most, for two tags in the box at once.
 */
export const ZXING_READER_OPTIONS = {
  formats: ['QRCode'],
  tryHarder: true,
  tryRotate: false,
  tryInvert: false,
  tryDownscale: true,
  maxNumberOfSymbols: 2,
} satisfies ReaderOptions;
