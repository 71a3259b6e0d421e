/** The page asks the worker to read a frame: its RGBA pixels, whose buffer is transferred. */
export interface DecodeRequest {
  id: number;
  width: number;
  height: number;
  pixels: ArrayBuffer;
}

/** What the worker says: whether zxing-wasm started, then the texts read from each frame. */
export type DecoderMessage =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'decoded'; id: number; texts: string[] }
  | { type: 'error'; id: number; message: string };
