/**
 * Where photos live: local disk by default (DATA_DIR/media), an S3-compatible store when configured.
 * Keys are opaque paths chosen by the server (never from a client); values are whole files.
 */
export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a missing key is not an error. */
  delete(key: string): Promise<void>;
}
