import type { ScanFrame, TagDecoder } from './tag-decoder';

// The Barcode Detection API (Chrome on Android and ChromeOS, Safari on macOS and iOS 17+): not in
// TypeScript's DOM types yet.
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(image: CanvasImageSource): Promise<DetectedBarcode[]>;
}
export interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own QR reader where it has one that reads QR codes: it runs natively, off the page's
 * thread, and costs no download. Null where there is none (the caller then starts zxing-wasm).
 */
export async function nativeQrDecoder(
  Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector,
): Promise<TagDecoder | null> {
  if (!Detector) return null;
  try {
    // Some builds have the class but no platform reader behind it: the list is then empty.
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'barcode-detector',
      decode: async ({ canvas }: ScanFrame) => (await detector.detect(canvas)).map((code) => code.rawValue),
      close() {},
    };
  } catch {
    return null;
  }
}
