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
 * a few bits; a second shot of the same item, even from the same spot, moves dozens.
 */
export const SAME_PHOTO_MAX_BITS = 6;

export type DuplicateKind = 'same-photo' | 'same-photo-resized';

/** Whether two photos are one photo: the same size ("same-photo") or another size ("same-photo-resized"). */
export function duplicateKind(
  a: { hash: string; width: number; height: number },
  b: { hash: string; width: number; height: number },
): DuplicateKind | null {
  if (hashDistance(a.hash, b.hash) > SAME_PHOTO_MAX_BITS) return null;
  return a.width === b.width && a.height === b.height ? 'same-photo' : 'same-photo-resized';
}
