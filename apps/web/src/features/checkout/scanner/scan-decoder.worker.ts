import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
// The .wasm is one of the build's own files (under /assets, kept by the service worker for offline use);
// left to itself, zxing-wasm would fetch it from a CDN.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { DecodeRequest, DecoderMessage } from './scan-decoder-protocol';
import { ZXING_READER_OPTIONS } from './zxing-reader-options';

// Decoding takes tens of milliseconds a frame, many times a second: here it leaves the page's thread free.
const post = (message: DecoderMessage) => self.postMessage(message);

const started = prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? new URL(wasmUrl, self.location.href).href : prefix + path,
  },
  fireImmediately: true,
});
started.then(
  () => post({ type: 'ready' }),
  (error: unknown) => post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
);

self.addEventListener('message', (event: MessageEvent<DecodeRequest>) => {
  const { id, width, height, pixels } = event.data;
  const image = { data: new Uint8ClampedArray(pixels), width, height, colorSpace: 'srgb' } as ImageData;
  started
    .then(() => readBarcodes(image, ZXING_READER_OPTIONS))
    .then(
      (results) => post({ type: 'decoded', id, texts: results.filter((r) => r.isValid).map((r) => r.text) }),
      (error: unknown) => post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) }),
    );
});
