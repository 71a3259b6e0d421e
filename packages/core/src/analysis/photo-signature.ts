/**
 * What the offline models keep of one photo for comparing it with the workspace's other photos
 * (decision 0028): an embedding (NanoDet's backbone features, averaged over the image and scaled to length
 * 1, so the dot product of two is their cosine similarity) and a 64-bit difference hash of the whole photo
 * (16 hex digits), which an exact or resized copy of the photo shares almost bit for bit.
 */
export interface PhotoSignature {
  embedding: number[];
  hash: string;
}

/** Cosine similarity of two embeddings of length 1: their dot product (0 when their lengths differ). */
export function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length) return 0;
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i]! * b[i]!;
  return dot;
}

/** Differing bits of two 64-bit hashes written as 16 hex digits. */
export function hashDistance(a: string, b: string): number {
  let distance = 0;
  for (let i = 0; i < 16; i += 4) {
    let bits = (parseInt(a.slice(i, i + 4), 16) ^ parseInt(b.slice(i, i + 4), 16)) >>> 0;
    while (bits) {
      distance += bits & 1;
      bits >>>= 1;
    }
  }
  return distance;
}

/**
 * At most this many of the 64 bits differ between a photo and a copy of it: re-encoding and resizing move
 * a few bits; a second shot of the same item, even from the same spot, moves dozens. Among the fixtures the
 * copies differ by 0-5 bits, and two different photos by 8 or more (a tape measure and scissors on white).
 */
export const SAME_PHOTO_MAX_BITS = 6;

/**
 * And the embeddings of a photo and its copy are this alike at least. Measured on the fixtures: a copy
 * 0.997-0.999 (hammer at 240 px, chair and buffet set at 1600 px against their smaller copies); two
 * different photos at most 0.96, even of the same kind of item. A few bits of hash alone would call two
 * plain items on white one photo.
 */
export const SAME_PHOTO_MIN_SIMILARITY = 0.99;

export type DuplicateKind = 'same-photo' | 'same-photo-resized';

interface ComparedPhoto {
  hash: string;
  width: number;
  height: number;
  embedding: readonly number[];
}

/** Whether two photos are one photo: the same size ("same-photo") or another size ("same-photo-resized"). */
export function duplicateKind(a: ComparedPhoto, b: ComparedPhoto): DuplicateKind | null {
  if (hashDistance(a.hash, b.hash) > SAME_PHOTO_MAX_BITS) return null;
  if (cosineSimilarity(a.embedding, b.embedding) < SAME_PHOTO_MIN_SIMILARITY) return null;
  return a.width === b.width && a.height === b.height ? 'same-photo' : 'same-photo-resized';
}
