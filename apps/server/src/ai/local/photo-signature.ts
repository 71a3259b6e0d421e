import type { PhotoSignature } from '@tagwise/core/analysis/photo-signature';
import sharp from 'sharp';
import type { RawPhoto } from './background-mask.ts';
import { DETECTOR_SIDE, loadDetector, resizeForDetector } from './detect-objects.ts';

// What the review screen compares photos by (decision 0028): NanoDet's backbone features as an embedding,
// and a difference hash for copies of one photo. Both come from models and pixels already in the model
// process, so a photo is decoded once and no other model is shipped.

/**
 * The last stage of NanoDet's ShuffleNetV2 backbone (13 x 13 cells of 512 channels at 416 px), before the
 * detector's neck mixes in the finer scales: what the network has made of the whole image. Averaged over
 * the cells, it describes what is in the photo, not where.
 */
const BACKBONE_NODE = 'PartitionedCall/onnx_tf_prefix_Concat_62';

/** The part of TensorFlow.js used here (human types its `tf` as any). */
interface Tensor {
  shape: number[];
  data(): Promise<Float32Array>;
  dispose(): void;
}
interface Tf {
  tidy<T>(fn: () => T): T;
  tensor4d(values: Float32Array, shape: [number, number, number, number], dtype: 'float32'): Tensor;
  transpose(x: Tensor, perm: number[]): Tensor;
  div(x: Tensor, y: number): Tensor;
  mean(x: Tensor, axes: number[]): Tensor;
}
interface GraphModel {
  execute(input: Tensor, outputs: string): Tensor;
}

/**
 * The photo's embedding: the backbone's features averaged over the image, scaled to length 1. The input is
 * made as human makes NanoDet's (its object/nanodet.ts): the 416 px square, divided by 255, channels first.
 */
export async function photoEmbedding(photo: RawPhoto): Promise<number[]> {
  const human = await loadDetector();
  const tf = human.tf as Tf;
  const model = (human.models as unknown as { models: { nanodet: GraphModel } }).models.nanodet;
  const pixels = resizeForDetector(photo);
  const pooled = tf.tidy(() => {
    const input = tf.transpose(
      tf.div(tf.tensor4d(pixels, [1, DETECTOR_SIDE, DETECTOR_SIDE, 3], 'float32'), 255),
      [0, 3, 1, 2],
    );
    const features = model.execute(input, BACKBONE_NODE);
    // The converted graph keeps ONNX's channels-first layout at this node: [1, channels, 13, 13].
    return tf.mean(features, [2, 3]);
  });
  const values = await pooled.data();
  pooled.dispose();
  const length = Math.hypot(...values) || 1;
  return Array.from(values, (value) => Math.round((value / length) * 1e5) / 1e5);
}

/** The side of the small grey copy a difference hash compares: 9 x 8 gives 8 x 8 left-right comparisons. */
const HASH_WIDTH = 9;
const HASH_HEIGHT = 8;

/**
 * A 64-bit difference hash (dHash) of the whole photo, as 16 hex digits: each bit says whether a cell of a
 * 9 x 8 grey copy is brighter than its right neighbour. Re-encoding or resizing the photo keeps nearly all
 * the bits; another photo, even of the same item, changes many.
 */
export async function differenceHash(photo: RawPhoto): Promise<string> {
  const grey = await sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } })
    .resize(HASH_WIDTH, HASH_HEIGHT, { fit: 'fill', kernel: 'cubic' })
    .greyscale()
    .raw()
    .toBuffer();
  let hex = '';
  for (let y = 0; y < HASH_HEIGHT; y++) {
    let byte = 0;
    for (let x = 0; x < HASH_HEIGHT; x++) {
      const left = grey[y * HASH_WIDTH + x]!;
      const right = grey[y * HASH_WIDTH + x + 1]!;
      byte = (byte << 1) | (left > right ? 1 : 0);
    }
    hex += byte.toString(16).padStart(2, '0');
  }
  return hex;
}

/** Embedding of the item (cut out on white, when the mask found one) and hash of the whole photo. */
export async function photoSignature(photo: RawPhoto, item: RawPhoto): Promise<PhotoSignature> {
  return { embedding: await photoEmbedding(item), hash: await differenceHash(photo) };
}
