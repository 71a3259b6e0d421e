import { describe, expect, it } from 'vitest';
import { nativeQrDecoder, type BarcodeDetectorClass } from './native-tag-decoder';
import type { ScanFrame } from './tag-decoder';

/** A BarcodeDetector as a browser would have it, reading `values` from any image. */
function detectorClass(formats: string[] | Error, values: string[] = []): BarcodeDetectorClass {
  return class {
    static getSupportedFormats = () => (formats instanceof Error ? Promise.reject(formats) : Promise.resolve(formats));
    detect = () => Promise.resolve(values.map((rawValue) => ({ rawValue })));
  };
}

const frame = { canvas: {}, context: {} } as unknown as ScanFrame;

describe('the browser’s own QR reader', () => {
  it('is used where BarcodeDetector reads QR codes, and gives the codes’ texts', async () => {
    const decoder = await nativeQrDecoder(detectorClass(['ean_13', 'qr_code'], ['https://example.org/t/7KQ2MX']));
    expect(decoder?.kind).toBe('barcode-detector');
    expect(await decoder!.decode(frame)).toEqual(['https://example.org/t/7KQ2MX']);
  });

  it('is not used where there is none, it reads no QR codes, or it fails to say (zxing-wasm then reads)', async () => {
    expect(await nativeQrDecoder(undefined)).toBeNull();
    expect(await nativeQrDecoder(detectorClass([]))).toBeNull();
    expect(await nativeQrDecoder(detectorClass(['ean_13', 'code_128']))).toBeNull();
    expect(await nativeQrDecoder(detectorClass(new Error('no platform support')))).toBeNull();
  });
});
