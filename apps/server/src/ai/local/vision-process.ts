import type { VisionMessage, VisionRequest } from './process-vision.ts';
import { takeStageTimes } from './stage-times.ts';

// The model process's side of process-vision.ts: the models live here, so their seconds of CPU per photo
// never block the server's event loop, and their memory goes back to the system when this process exits.
// One request at a time (the pool sends one per process).

// The server decides when this process ends: a Ctrl-C in the terminal or a supervisor's SIGTERM reaches
// the whole process group, and the server, stopping gracefully, may still want an analysis in flight to
// finish. It ends this process itself (process-vision.ts), and when the server is gone, so is the channel.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);
process.on('disconnect', () => process.exit(0));

/** Exposed by process-vision.ts (--expose-gc); absent when this file is run some other way. */
const gc = (globalThis as { gc?: (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void }).gc;

async function handle(request: VisionRequest): Promise<unknown> {
  // Loaded on the first request rather than before "ready": the process answers at once, and the models'
  // modules load while the first photo waits anyway.
  const { seePhoto, warmAllModels } = await import('./see-photo.ts');
  const { createStudioPhoto } = await import('./studio-photo.ts');
  // Every photo is another input: libvips' operation cache would only hold up to 50 MB under the mask.
  (await import('sharp')).default.cache(false);
  switch (request.op) {
    case 'warm':
      await warmAllModels();
      return null;
    case 'findings':
      return seePhoto(Buffer.from(request.photo.buffer, request.photo.byteOffset, request.photo.byteLength));
    case 'studio': {
      const studio = await createStudioPhoto(
        Buffer.from(request.photo.buffer, request.photo.byteOffset, request.photo.byteLength),
      );
      return { ...studio, photo: new Uint8Array(studio.photo) };
    }
  }
}

const send = (message: VisionMessage) => process.send!(message);

process.on('message', (request: VisionRequest) => {
  handle(request)
    .then(
      (result) => send({ id: request.id, ok: true, result, stages: takeStageTimes() }),
      (error: unknown) =>
        send({
          id: request.id,
          ok: false,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    )
    .finally(() => {
      // The text reader's JavaScript grows V8's heap by ~150 MB a photo, and V8 keeps the emptied pages
      // for later; a plain collection frees the objects but not the pages. The last-resort kind also hands
      // the pages back, so they are not still resident under the next photo's mask (~140 MB lower).
      gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    });
});
send({ ready: true });
