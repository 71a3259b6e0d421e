import { mainColours } from '@tagwise/core/analysis/colour-names';
import { photoPassDecides } from '@tagwise/core/analysis/photo-pass-decides';
import sharp from 'sharp';
import {
  computeForegroundMask,
  decodePhoto,
  warmBackgroundMask,
  type ForegroundMask,
  type RawPhoto,
} from './background-mask.ts';
import { detectObjects, mergeDetections, warmObjectDetector } from './detect-objects.ts';
import type { VisionFindings } from './local-vision.ts';
import { photoSignature } from './photo-signature.ts';
import { readText, warmTextReader } from './read-text.ts';
import { timeStage } from './stage-times.ts';
import { MIN_ITEM_COVERAGE } from './studio-photo.ts';

// Everything the offline models see in one photo, run in the calling thread (the models' process). The
// detector looks at the photo as taken, then, unless that look and the text already decide the answer, at
// the item cut out on white by the mask: clutter around an item in a garage is what makes it miss one.

/** Colours are counted on a small copy: a few thousand pixels name colours as well as millions. */
const COLOUR_SAMPLE_SIDE = 96;
/**
 * The mask's input side when it only names the colours (sampled at 96 px): ISNet at 640 px costs about half
 * its 1024 px run.
 */
const COLOUR_MASK_SIDE = 640;
/**
 * The mask's input side for the cut-out the detector looks at: ISNet at 896 px costs about three quarters
 * of its 1024 px run (the studio photo keeps 1024). On the fixtures the bench's whole figures stayed the
 * same at 896 (one tuning photo went to review, one held-back photo was filed right instead); at 640 and
 * 768 px a pencil was filed wrongly (decision 0027).
 */
const CUTOUT_MASK_SIDE = 896;

/** The item on white: each pixel blended with white by the mask's opacity. */
function cutOutOnWhite(photo: RawPhoto, mask: ForegroundMask): RawPhoto {
  const data = Buffer.alloc(photo.data.length);
  for (let i = 0; i < mask.data.length; i++) {
    const alpha = mask.data[i]! / 255;
    for (let c = 0; c < 3; c++) data[i * 3 + c] = Math.round(photo.data[i * 3 + c]! * alpha + 255 * (1 - alpha));
  }
  return { ...photo, data };
}

/** The item's main colours: masked pixels, or the middle of the photo when the mask found no item. */
async function itemColours(photo: RawPhoto, mask: ForegroundMask) {
  const raw = { raw: { width: photo.width, height: photo.height, channels: 3 as const } };
  const resize = { width: COLOUR_SAMPLE_SIDE, height: COLOUR_SAMPLE_SIDE, fit: 'inside' as const };
  if (mask.coverage < MIN_ITEM_COVERAGE) {
    const left = Math.floor(photo.width * 0.25);
    const top = Math.floor(photo.height * 0.25);
    const centre = await sharp(photo.data, raw)
      .extract({ left, top, width: Math.max(1, photo.width - 2 * left), height: Math.max(1, photo.height - 2 * top) })
      .resize(resize)
      .raw()
      .toBuffer();
    return mainColours(centre);
  }
  const [pixels, alpha] = await Promise.all([
    sharp(photo.data, raw).resize(resize).raw().toBuffer(),
    sharp(mask.data, { raw: { width: mask.width, height: mask.height, channels: 1 } })
      .resize(resize)
      .extractChannel(0)
      .raw()
      .toBuffer(),
  ]);
  return mainColours(pixels, alpha);
}

export async function seePhoto(bytes: Buffer): Promise<VisionFindings> {
  const photo = await timeStage('decode', () => decodePhoto(bytes));
  const onPhoto = await timeStage('detect photo', () => detectObjects(photo, 'photo'));
  const text = await readText(photo);
  // When the photo as taken and its text already give the answer at full confidence, the second look cannot
  // change it, and the mask is needed only for the colours (photo-pass-decides.ts).
  const decided = photoPassDecides({ objects: onPhoto, text });
  const mask = await timeStage('mask', () =>
    computeForegroundMask(photo, decided ? COLOUR_MASK_SIDE : CUTOUT_MASK_SIDE),
  );
  const itemFound = mask.coverage >= MIN_ITEM_COVERAGE;
  const cutout = itemFound ? cutOutOnWhite(photo, mask) : null;
  const onCutout = cutout && !decided ? await timeStage('detect cut-out', () => detectObjects(cutout, 'cutout')) : [];
  return {
    width: photo.width,
    height: photo.height,
    itemCoverage: mask.coverage,
    objects: mergeDetections(onPhoto, onCutout),
    text,
    colours: await timeStage('colours', () => itemColours(photo, mask)),
    // What review learning compares (photo-signature.ts): the item cut out where the mask found one.
    signature: await timeStage('signature', () => photoSignature(photo, cutout ?? photo)),
  };
}

/** Loads the three models one after another (together they would peak memory for no gain). */
export async function warmAllModels(): Promise<void> {
  await warmBackgroundMask();
  await warmObjectDetector();
  await warmTextReader();
}
