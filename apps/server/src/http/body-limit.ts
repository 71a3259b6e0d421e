import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * How much of a body past its limit is read, and dropped, before the 413 goes out. A client sends its whole
 * body before it reads the answer; when the server answers and closes without reading, the client's
 * writes fail (EPIPE, or a reset that also drops the answer it had not read yet), so it never sees the 413.
 * Reading a few MB lets the usual too-large upload finish and get its answer; past this much the
 * connection is closed without waiting, as before.
 */
export const OVER_LIMIT_READ_BYTES = 8 * 1024 * 1024;

/**
 * The request body limit (Hono's bodyLimit, which answers at once without reading): a declared length over
 * `maxSize`, or a streamed body that grows past it, gets `onError`'s answer, once the body is read through
 * (up to OVER_LIMIT_READ_BYTES past the limit). A body within the limit is passed on, a streamed one
 * buffered as Hono's does.
 */
export function bodyLimit({
  maxSize,
  onError,
}: {
  maxSize: number;
  onError: (c: Context<AppEnv>) => Response | Promise<Response>;
}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.raw.headers.has('transfer-encoding') ? null : c.req.raw.headers.get('content-length');
    if (declared !== null) {
      const length = Number.parseInt(declared, 10) || 0;
      if (length <= maxSize) return next();
      // A body far past the limit is not worth reading: the connection closes on it anyway.
      if (length - maxSize <= OVER_LIMIT_READ_BYTES) await drop(body.getReader(), length);
      return onError(c);
    }
    const reader: ReadableStreamDefaultReader<Uint8Array> = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > maxSize) {
        await drop(reader, maxSize + OVER_LIMIT_READ_BYTES - size);
        return onError(c);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

/**
 * Reads and forgets up to `budget` more bytes, or to the body's end. What is left stays unread (the server
 * closes the connection after the 413); the stream is released, not cancelled, which would end the
 * connection before the answer is written.
 */
async function drop(reader: ReadableStreamDefaultReader<Uint8Array>, budget: number) {
  let left = budget;
  try {
    while (left > 0) {
      const { done, value } = await reader.read();
      if (done) return;
      left -= value.length;
    }
  } catch {
    // The client went away: there is nobody to answer, and nothing to read.
  } finally {
    reader.releaseLock();
  }
}
