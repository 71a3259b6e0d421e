import { parentPort } from 'node:worker_threads';
import type { VisionRequest, VisionResponse } from './worker-vision.ts';
import { seePhoto, warmAllModels } from './see-photo.ts';
import { createStudioPhoto } from './studio-photo.ts';

// The worker thread's side of worker-vision.ts: the models live here, so their seconds of CPU per photo
// never block the server's event loop. One request at a time (the pool sends one per worker).

async function handle(request: VisionRequest): Promise<{ result: unknown; transfer: ArrayBuffer[] }> {
  switch (request.op) {
    case 'warm':
      await warmAllModels();
      return { result: null, transfer: [] };
    case 'findings':
      return { result: await seePhoto(Buffer.from(request.photo)), transfer: [] };
    case 'studio': {
      const studio = await createStudioPhoto(Buffer.from(request.photo));
      // A copy the worker owns outright, so it can move to the main thread without copying again.
      const bytes = new Uint8Array(studio.photo).buffer;
      return { result: { ...studio, photo: bytes }, transfer: [bytes] };
    }
  }
}

parentPort!.on('message', (request: VisionRequest) => {
  handle(request).then(
    ({ result, transfer }) =>
      parentPort!.postMessage({ id: request.id, ok: true, result } satisfies VisionResponse, transfer),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        ok: false,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies VisionResponse),
  );
});
