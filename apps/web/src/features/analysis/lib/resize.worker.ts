import { DecodeError, encodePhoto, type EncodeRequest } from './encode-photo';

export type WorkerRequest = EncodeRequest & { id: number; file: Blob };
export type WorkerResponse =
  { id: number; ok: true; blob: Blob; width: number; height: number } | { id: number; ok: false; decode: boolean };

// Decoding a 12 MP photo takes a few hundred milliseconds: here it does not freeze the page's buttons.
self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const { id, file, ...request } = event.data;
  encodePhoto(file, request).then(
    (photo) => self.postMessage({ id, ok: true, ...photo } satisfies WorkerResponse),
    (error: unknown) =>
      self.postMessage({ id, ok: false, decode: error instanceof DecodeError } satisfies WorkerResponse),
  );
});
