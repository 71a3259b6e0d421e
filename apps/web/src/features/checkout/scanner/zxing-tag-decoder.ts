import type { DecodeRequest, DecoderMessage } from './scan-decoder-protocol';
import type { ScanFrame, TagDecoder } from './tag-decoder';

/**
 * zxing-wasm in a worker. Resolves once the worker has compiled the .wasm (so a scanner that cannot read
 * says so at once, not at the first tag); rejects when it cannot start (no workers, the .wasm missing).
 */
export function startZxingDecoder(): Promise<TagDecoder> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./scan-decoder.worker.ts', import.meta.url), { type: 'module' });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    let nextId = 1;
    const pending = new Map<number, { resolve: (texts: string[]) => void; reject: (error: Error) => void }>();
    const fail = (error: Error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      reject(error);
    };
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      fail(new Error(event.message || 'The tag reader stopped'));
    });
    worker.addEventListener('message', (event: MessageEvent<DecoderMessage>) => {
      const message = event.data;
      if (message.type === 'ready') resolve(decoder);
      else if (message.type === 'failed') fail(new Error(message.message));
      else {
        const waiting = pending.get(message.id);
        pending.delete(message.id);
        if (message.type === 'decoded') waiting?.resolve(message.texts);
        else waiting?.reject(new Error(message.message));
      }
    });
    const decoder: TagDecoder = {
      kind: 'zxing',
      decode({ canvas, context }: ScanFrame) {
        const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
        const id = nextId++;
        return new Promise<string[]>((resolveTexts, rejectTexts) => {
          pending.set(id, { resolve: resolveTexts, reject: rejectTexts });
          const request: DecodeRequest = { id, width, height, pixels: data.buffer };
          worker.postMessage(request, [data.buffer]);
        });
      },
      close() {
        worker.terminate();
        fail(new Error('The tag reader was closed'));
      },
    };
  });
}
