import { nativeQrDecoder } from './native-tag-decoder';
import type { TagDecoder } from './tag-decoder';
import { startZxingDecoder } from './zxing-tag-decoder';

/** The browser's BarcodeDetector where it reads QR codes, else zxing-wasm in a worker. */
export async function startTagDecoder(): Promise<TagDecoder> {
  return (await nativeQrDecoder()) ?? startZxingDecoder();
}
