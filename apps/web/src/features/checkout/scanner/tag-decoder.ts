/** Which decoder reads the frames: the browser's own, or zxing-wasm in a worker. */
export type DecoderKind = 'barcode-detector' | 'zxing';

/** One frame, cropped to the framing box and scaled to the size it is decoded at. */
export interface ScanFrame {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
}

/** Reads the QR codes in a frame: their texts, none when there is no code (never throws for that). */
export interface TagDecoder {
  kind: DecoderKind;
  decode(frame: ScanFrame): Promise<string[]>;
  /** Frees the decoder (ends its worker). */
  close(): void;
}
