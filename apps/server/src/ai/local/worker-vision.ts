import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LocalVision, VisionFindings } from './local-vision.ts';
import type { StudioPhotoResult } from './studio-photo.ts';

// The offline models in worker threads, so a photo's seconds of inference never stall the API: other
// people's pages, uploads and saves are answered while an analysis runs. Jobs queue here and go to the
// first idle worker; each worker holds its own copy of the models (about 1.5 GB at the peak of a mask),
// which is why the pool is small: one worker by default, whose models already use every core through
// onnxruntime's own threads. A worker that crashes is replaced on the next job; its job fails.

type VisionWork = { op: 'warm' } | { op: 'findings'; photo: ArrayBuffer } | { op: 'studio'; photo: ArrayBuffer };
export type VisionRequest = VisionWork & { id: number };

export type VisionResponse = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };

interface Job {
  request: VisionRequest;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
}

interface Slot {
  worker: Worker;
  job?: Job;
  /** Called when the running job's answer arrives or the worker ends (close waits for it). */
  settled?: () => void;
}

/**
 * How long closing waits for a job that is already running. Ending a worker while onnxruntime is inside
 * native code (loading a model, running a mask) aborts the whole process (Napi::Error, SIGABRT), so a stop
 * lets the running step finish; a photo's step takes seconds, this bound only guards against a hang.
 */
const CLOSE_WAIT_MS = 20_000;

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted', 'AbortError');

/** A copy of the photo's bytes the worker can own (a Buffer may share a larger pooled ArrayBuffer). */
const ownBytes = (photo: Buffer) => new Uint8Array(photo).buffer;

export function createWorkerVision({ workers: wanted = 1 }: { workers?: number } = {}): LocalVision {
  // More workers than cores would only queue inside the CPU, each holding its own copy of the models.
  const workers = Math.max(1, Math.min(wanted, availableParallelism()));
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = { worker: new Worker(new URL('./vision-worker.ts', import.meta.url)) };
    slot.worker.on('message', (response: VisionResponse) => {
      const job = slot.job;
      if (!job || job.request.id !== response.id) return;
      slot.job = undefined;
      slot.settled?.();
      if (response.ok) job.resolve(response.result);
      else job.reject(new Error(`offline vision failed: ${response.error}`));
      dispatch();
    });
    const fail = (error: Error) => {
      slots.splice(slots.indexOf(slot), 1);
      slot.job?.reject(error);
      slot.job = undefined;
      dispatch();
    };
    slot.worker.on('error', fail);
    slot.worker.on('exit', (code) => {
      slot.settled?.();
      if (slots.includes(slot)) fail(new Error(`offline vision worker exited (code ${code})`));
    });
    slots.push(slot);
    return slot;
  }

  function dispatch() {
    while (queue.length > 0 && !closed) {
      const idle = slots.find((slot) => !slot.job) ?? (slots.length < workers ? spawn() : undefined);
      if (!idle) return;
      const job = queue.shift()!;
      idle.job = job;
      const transfer = 'photo' in job.request ? [job.request.photo] : [];
      idle.worker.postMessage(job.request, transfer);
    }
  }

  function run<T>(request: VisionWork, signal?: AbortSignal): Promise<T> {
    if (closed) return Promise.reject(new Error('offline vision is closed'));
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        request: { ...request, id: nextId++ },
        resolve: (result) => resolve(result as T),
        reject,
        signal,
      };
      // A job still waiting is dropped; one already running finishes in its worker (inference cannot be
      // interrupted) and its answer is ignored.
      signal?.addEventListener(
        'abort',
        () => {
          const waiting = queue.indexOf(job);
          if (waiting >= 0) queue.splice(waiting, 1);
          reject(abortError(signal));
        },
        { once: true },
      );
      queue.push(job);
      dispatch();
    });
  }

  return {
    findings: (photo, signal) => run<VisionFindings>({ op: 'findings', photo: ownBytes(photo) }, signal),
    async studioPhoto(photo, signal) {
      const result = await run<Omit<StudioPhotoResult, 'photo'> & { photo: ArrayBuffer }>(
        { op: 'studio', photo: ownBytes(photo) },
        signal,
      );
      // The original is handed back untouched when no item was found (the caller's own buffer).
      return (
        result.itemFound ? { ...result, photo: Buffer.from(result.photo) } : { ...result, photo }
      ) as StudioPhotoResult;
    },
    // Each worker loads its models; with one worker this is one job.
    warmUp: async () => {
      await Promise.all(Array.from({ length: workers }, () => run<null>({ op: 'warm' })));
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('offline vision is closed'));
      const running = slots.splice(0);
      await Promise.all(
        running.map(async (slot) => {
          if (slot.job) {
            slot.job.reject(new Error('offline vision is closed'));
            // Its answer is ignored; the wait is only so the worker is not ended mid native call.
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, CLOSE_WAIT_MS);
              slot.settled = () => {
                clearTimeout(timer);
                resolve();
              };
            });
          }
          await slot.worker.terminate();
        }),
      );
    },
  };
}
