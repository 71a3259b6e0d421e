// A camera frame read in Node as the tag scanner reads it in the browser: cut to the framing box of a
// square view and scaled to its decode size (framing-crop.ts, as the frame loop's drawImage does), then
// zxing-wasm with the worker's own options (zxing-reader-options.ts). Node has no fetch for a file, so
// the .wasm is handed over as bytes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { frameCrop } from '../../apps/web/src/features/checkout/scanner/framing-crop.ts';
import { ZXING_READER_OPTIONS } from '../../apps/web/src/features/checkout/scanner/zxing-reader-options.ts';
import type { RgbaImage } from './camera-frame.ts';

let prepared = false;
function prepare() {
  if (prepared) return;
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
  });
  prepared = true;
}

/** What the decoder is given for a frame: the framing box's pixels at their decode size. */
export async function scannerInput(frame: RgbaImage): Promise<RgbaImage> {
  const { source, target } = frameCrop(frame, { width: 1, height: 1 });
  const { data, info } = await sharp(Buffer.from(frame.data.buffer, frame.data.byteOffset, frame.data.byteLength), {
    raw: { width: frame.width, height: frame.height, channels: 4 },
  })
    .extract({ left: source.x, top: source.y, width: source.width, height: source.height })
    // Bilinear, as a canvas's drawImage scales.
    .resize(target.width, target.height, { kernel: 'linear' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** zxing-wasm's reading of pixels with the scanner's options: the texts and the milliseconds it took. */
export async function decodeAsTheWorker(pixels: RgbaImage): Promise<{ texts: string[]; ms: number }> {
  prepare();
  const image = { ...pixels, colorSpace: 'srgb' } as unknown as ImageData;
  const started = performance.now();
  const results = await readBarcodes(image, ZXING_READER_OPTIONS);
  const ms = performance.now() - started;
  return { texts: results.filter((r) => r.isValid).map((r) => r.text), ms };
}

/** Where the QR code is in a clean image of a tag: its middle, as fractions of the image's width and height. */
export async function qrCentre(tag: RgbaImage): Promise<{ x: number; y: number }> {
  prepare();
  const [found] = await readBarcodes({ ...tag, colorSpace: 'srgb' } as unknown as ImageData, { formats: ['QRCode'] });
  if (!found) throw new Error('No QR code on the tag');
  const { topLeft, topRight, bottomRight, bottomLeft } = found.position;
  const corners = [topLeft, topRight, bottomRight, bottomLeft];
  return {
    x: corners.reduce((sum, c) => sum + c.x, 0) / corners.length / tag.width,
    y: corners.reduce((sum, c) => sum + c.y, 0) / corners.length / tag.height,
  };
}
