import type { PhotoSignature } from '@tagwise/core/analysis/photo-signature';
import type { StudioPhotoResult } from './studio-photo.ts';

// The offline models behind one interface: the background mask (ISNet), object detection (NanoDet),
// text reading (PaddleOCR) and the colours of the item's pixels. The analyzer and the studio enhancer
// use it; process-vision.ts runs the models in a child process so the API keeps answering while they
// work, and so their memory is given back when there is no work.

/** A COCO-80 object NanoDet found, in the photo or in the cut-out. */
export interface DetectedObject {
  /** The COCO label, as NanoDet names it: "cup", "chair", "potted plant", ... */
  label: string;
  /** The detector's score, 0-1. */
  score: number;
  /** Where, as shares of the photo's width and height: [left, top, width, height], each 0-1. */
  box: [number, number, number, number];
  /** Which pass found it: the full photo, or the item cut out on white. */
  pass: 'photo' | 'cutout';
}

/** One line of text read on the item. */
export interface TextLine {
  text: string;
  /** The recogniser's mean character score, 0-1. */
  score: number;
}

/** A named colour and the share of the item's pixels closest to it. */
export interface ColourShare {
  name: string;
  share: number;
}

/** What the offline models saw in one photo. */
export interface VisionFindings {
  width: number;
  height: number;
  /** Share of the photo the item mask covers, 0-1 (under MIN_ITEM_COVERAGE: no clear single item). */
  itemCoverage: number;
  /** Detections of both passes merged: one entry per object, the better score kept, best first. */
  objects: DetectedObject[];
  /** Text lines, in reading order (top to bottom). */
  text: TextLine[];
  /** The item's main colours, largest share first; shares under 10% are left out. */
  colours: ColourShare[];
  /** What the review screen compares the photo with others by: embedding and hash (photo-signature.ts). */
  signature?: PhotoSignature;
}

export interface LocalVision {
  /** Mask, detection (photo and cut-out), text and colours of one photo. */
  findings(photo: Buffer, signal?: AbortSignal): Promise<VisionFindings>;
  /** The item cut out and centred on white (studio-photo.ts), or the original when no item was found. */
  studioPhoto(photo: Buffer, signal?: AbortSignal): Promise<StudioPhotoResult>;
  /** Loads every model now (LOCAL_AI_WARM_UP: in the background after start, so the first analysis is not slow). */
  warmUp(): Promise<void>;
  /** Ends the model processes and frees the models. */
  close(): Promise<void>;
}

/**
 * The models could not answer: "crashed" when their process ended in the middle of the photo (killed for
 * memory, say; the next photo starts a new one), "failed" when a model threw.
 */
export class LocalVisionError extends Error {
  readonly reason: 'crashed' | 'failed';
  constructor(reason: 'crashed' | 'failed', message: string) {
    super(message);
    this.name = 'LocalVisionError';
    this.reason = reason;
  }
}
