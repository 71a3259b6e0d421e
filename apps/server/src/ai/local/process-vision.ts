import { fork, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../../logger.ts';
import { LocalVisionError, type LocalVision, type VisionFindings } from './local-vision.ts';
import { addStageTimes, type StageTimes } from './stage-times.ts';
import type { StudioPhotoResult } from './studio-photo.ts';

// The offline models in child processes, started when there is work and ended after a quiet spell, so
// a server nobody is analysing with holds no model memory (DESIGN section 8: <= 300 MB idle on 1-2 GB
// machines). A process, not a worker thread: a worker that ends leaves ~250 MB of the models' native
// memory (glibc's heaps, onnxruntime's) resident in the server for good, while a process that exits
// gives back everything, and killing one mid-inference cannot take the server down with it (ending a
// worker inside onnxruntime's native code aborted the whole server). Jobs queue here and go to the first
// idle process; each holds its own copy of the models (~0.4 GB between photos, ~0.6 GB at the peak of one:
// bench/analyzer-memory.ts), which is why the pool is small: one process by default, whose models already use every core. A
// process that crashes fails its job with a typed error, and the next job starts a new one.

type VisionWork = { op: 'warm' } | { op: 'findings'; photo: Uint8Array } | { op: 'studio'; photo: Uint8Array };
export type VisionRequest = VisionWork & { id: number };

export type VisionResponse =
  { id: number; ok: true; result: unknown; stages: StageTimes } | { id: number; ok: false; error: string };
/** What the model process sends: "ready" once it listens for work, then one answer per request. */
export type VisionMessage = { ready: true } | VisionResponse;

/** Why a model process ended: no work for the idle time, the pool closed, or anything else (a crash). */
export type ModelProcessExit = {
  pid: number;
  reason: 'idle' | 'close' | 'crash';
  code: number | null;
  signal: string | null;
};

export interface ProcessVisionOptions {
  /** Model processes working at once (LOCAL_AI_WORKERS); never more than the cores. */
  processes?: number;
  /** Seconds without work after which a model process exits (LOCAL_AI_IDLE_SECONDS); 0 keeps it for good. */
  idleSeconds?: number;
  logger?: Logger;
}

export interface ProcessVision extends LocalVision {
  /** "spawn" (pid) and "exit" (ModelProcessExit) of the model processes, for logs, tests and benches. */
  readonly events: EventEmitter<{ spawn: [pid: number]; exit: [ModelProcessExit] }>;
  /** The steps the photos ran since the last call, summed over the processes (stage-times.ts). */
  takeStageTimes(): StageTimes;
}

interface Job {
  request: VisionRequest;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  child: ChildProcess;
  /** True once the process listens for work (messages sent before that could be lost). */
  ready: boolean;
  job?: Job;
  idleTimer?: NodeJS.Timeout;
  /** Set when the pool asked it to leave (idle or close), so its exit is not taken for a crash. */
  leaving?: 'idle' | 'close';
}

const ENTRY = fileURLToPath(new URL('./vision-process.ts', import.meta.url));

/**
 * glibc's malloc, tuned for the models; it reads these only at process start, hence set from the outside.
 * It keeps freed blocks under its dynamic mmap threshold (up to 32 MB) in the heap: after one photo the
 * mask and text models left ~0.5 GB resident that the next photo's mask then stacked on. Serving 1 MB and
 * larger from mmap returns them to the system on free, but then every tensor of every run is fresh memory
 * the kernel faults in 4 KB at a time: a mask run without onnxruntime's memory pattern (background-mask.ts)
 * spent more time in page faults than computing, 9 s of CPU instead of 3.5 s. hugetlb=1 asks for
 * transparent huge pages on those mappings (where the system leaves them to madvise, as Debian does),
 * 2 MB a fault. The same resident memory, either way. arena_max=2: glibc gives each thread that allocates
 * a heap of its own, up to 8 per core (onnxruntime's pools of three sessions, libvips', V8's), and each
 * keeps what it freed; two shared ones held ~20 MB less between photos and at a photo's peak (the same
 * CPU time over 12 photos, measured in one process, 2026-11-27).
 */
export function modelProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  // The operator's own GLIBC_TUNABLES come last: glibc takes the last value of a tunable.
  const tunables = ['glibc.malloc.hugetlb=1:glibc.malloc.arena_max=2', env.GLIBC_TUNABLES].filter(Boolean).join(':');
  return { ...env, MALLOC_MMAP_THRESHOLD_: '1048576', GLIBC_TUNABLES: tunables };
}

const abortError = (signal: AbortSignal) =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted', 'AbortError');

export function createProcessVision({
  processes: wanted = 1,
  idleSeconds = 60,
  logger,
}: ProcessVisionOptions = {}): ProcessVision {
  // More processes than cores would only queue inside the CPU, each holding its own copy of the models.
  const processes = Math.max(1, Math.min(wanted, availableParallelism()));
  const events = new EventEmitter<{ spawn: [pid: number]; exit: [ModelProcessExit] }>();
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;
  let stages: StageTimes = {};

  function spawn(): Slot {
    const child = fork(ENTRY, [], {
      // The server's own flags (a test runner's conditions, say) minus a debugger port it already holds;
      // gc exposed so the process can free a photo's garbage before the next photo's mask (vision-process.ts).
      execArgv: [...process.execArgv.filter((arg) => !arg.startsWith('--inspect')), '--expose-gc'],
      env: modelProcessEnv(process.env),
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const slot: Slot = { child, ready: false };
    slots.push(slot);
    const started = performance.now();
    child.on('message', (message: VisionMessage) => {
      if ('ready' in message) {
        slot.ready = true;
        logger?.info('offline models process started', { pid: child.pid, ms: Math.round(performance.now() - started) });
        dispatch();
        return;
      }
      const job = slot.job;
      if (!job || job.request.id !== message.id) return;
      slot.job = undefined;
      if (message.ok) {
        addStageTimes(stages, message.stages);
        job.resolve(message.result);
      } else job.reject(new LocalVisionError('failed', `offline vision failed: ${message.error}`));
      dispatch();
    });
    let ended = false;
    const end = (code: number | null, signal: string | null) => {
      if (ended) return;
      ended = true;
      clearTimeout(slot.idleTimer);
      slots.splice(slots.indexOf(slot), 1);
      const reason = slot.leaving ?? 'crash';
      if (reason === 'crash') {
        logger?.warn('the offline models process ended unexpectedly', { pid: child.pid, code, signal });
      } else if (reason === 'idle') {
        logger?.info('offline models unloaded after a quiet spell', { pid: child.pid, idleSeconds });
      }
      const failure = () =>
        reason === 'close'
          ? new Error('offline vision is closed')
          : new LocalVisionError('crashed', `the offline models process ended (${signal ?? `code ${code}`})`);
      slot.job?.reject(failure());
      slot.job = undefined;
      // One that never got as far as listening would fail the same way again: the job that started it
      // fails instead of starting process after process.
      if (!slot.ready && reason === 'crash') queue.shift()?.reject(failure());
      events.emit('exit', { pid: child.pid ?? 0, reason, code, signal });
      dispatch();
    };
    child.once('exit', end);
    // A process that could not start (no memory for it) has no exit to wait for.
    child.on('error', (error) => {
      logger?.warn('the offline models process failed', { pid: child.pid, err: error });
      if (child.pid === undefined) end(null, null);
      else if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    if (child.pid !== undefined) events.emit('spawn', child.pid);
    return slot;
  }

  /** An idle process neither keeps the server's event loop alive nor stays past the idle time. */
  function rest(slot: Slot) {
    slot.child.unref();
    slot.child.channel?.unref();
    if (idleSeconds <= 0 || slot.idleTimer) return;
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = undefined;
      if (slot.job || slot.leaving) return;
      slot.leaving = 'idle';
      // It has nothing running: closing its channel lets it exit on its own (vision-process.ts).
      slot.child.disconnect();
    }, idleSeconds * 1000);
    slot.idleTimer.unref();
  }

  function dispatch() {
    if (closed) return;
    while (queue.length > 0) {
      const free = slots.find((slot) => slot.ready && !slot.job && !slot.leaving);
      if (!free) {
        // A process still starting takes the next job when it is ready; start one more if allowed.
        const starting = slots.filter((slot) => !slot.ready && !slot.leaving).length;
        const active = slots.filter((slot) => !slot.leaving).length;
        if (starting < queue.length && active < processes) {
          spawn();
          continue;
        }
        return;
      }
      const job = queue.shift()!;
      free.job = job;
      clearTimeout(free.idleTimer);
      free.idleTimer = undefined;
      free.child.ref();
      free.child.channel?.ref();
      free.child.send(job.request);
    }
    for (const slot of slots) if (slot.ready && !slot.job && !slot.leaving) rest(slot);
  }

  function run<T>(request: VisionWork, signal?: AbortSignal): Promise<T> {
    if (closed) return Promise.reject(new Error('offline vision is closed'));
    if (signal?.aborted) return Promise.reject(abortError(signal));
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        request: { ...request, id: nextId++ },
        resolve: (result) => resolve(result as T),
        reject,
      };
      // A job still waiting is dropped; one already running finishes in its process (inference cannot be
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
    events,
    takeStageTimes() {
      const taken = stages;
      stages = {};
      return taken;
    },
    findings: (photo, signal) => run<VisionFindings>({ op: 'findings', photo }, signal),
    async studioPhoto(photo, signal) {
      const result = await run<Omit<StudioPhotoResult, 'photo'> & { photo: Uint8Array }>(
        { op: 'studio', photo },
        signal,
      );
      // The original is handed back untouched when no item was found (the caller's own buffer).
      return (
        result.itemFound
          ? { ...result, photo: Buffer.from(result.photo.buffer, result.photo.byteOffset, result.photo.byteLength) }
          : { ...result, photo }
      ) as StudioPhotoResult;
    },
    // Each process loads its models; with one process this is one job.
    warmUp: async () => {
      await Promise.all(Array.from({ length: processes }, () => run<null>({ op: 'warm' })));
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('offline vision is closed'));
      // Killing a model process mid-inference is safe for the server (it is another process), and it
      // holds nothing to save: no need to wait for its running step.
      await Promise.all(
        slots.map(async (slot) => {
          slot.leaving ??= 'close';
          if (slot.child.exitCode !== null || slot.child.signalCode !== null) return;
          const exited = new Promise((resolve) => slot.child.once('exit', resolve));
          // An idle process no longer holds the event loop (rest): this wait must.
          slot.child.ref();
          slot.child.kill('SIGKILL');
          await exited;
        }),
      );
    },
  };
}
