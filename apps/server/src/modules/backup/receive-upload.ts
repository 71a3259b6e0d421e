import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@tagwise/core/errors';
import { BACKUP_MESSAGES } from '@tagwise/core/values/backup';

/**
 * Streams a request body to a temporary file (TMPDIR), never holding it in memory: a backup can be GBs.
 * More than maxBytes stops the upload with 413 and removes what was written. The caller removes the file
 * when it is done with it (`using`-style: call dispose in a finally).
 */
export async function receiveUpload(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<{ path: string; bytes: number; dispose: () => Promise<void> }> {
  if (!body) throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.noFile);
  const file = path.join(tmpdir(), `tagwise-restore-${randomUUID()}.zip`);
  const dispose = () => rm(file, { force: true });
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > maxBytes) callback(new AppError('PAYLOAD_TOO_LARGE', BACKUP_MESSAGES.tooLarge(maxBytes)));
      else callback(null, chunk);
    },
  });
  try {
    // The request's stream is a web stream either way; the root project's DOM types name it differently
    // (there the assertion is needed, in the server's own project it is not).
    await pipeline(
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
      Readable.fromWeb(body as NodeReadableStream<Uint8Array>),
      counter,
      createWriteStream(file, { mode: 0o600 }),
    );
  } catch (error) {
    await dispose();
    throw error;
  }
  if (bytes === 0) {
    await dispose();
    throw new AppError('BAD_REQUEST', BACKUP_MESSAGES.noFile);
  }
  return { path: file, bytes, dispose };
}
