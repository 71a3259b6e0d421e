import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Storage } from './storage.ts';

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** Files under one directory. Writes go to a temporary name first, so a crash never leaves half a photo. */
export function createLocalDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    // Read synchronously: photos are tens to hundreds of KB, in the page cache right after they were
    // written, and read in well under a millisecond. The asynchronous open waited about 55 ms on average
    // while the embedded database's queries of other jobs held the event loop (bench/bulk-queue.ts:
    // 200 jobs 28.7 s async, 26.6 s sync); the queue reads one per job, the item pages one per photo.
    // eslint-disable-next-line @typescript-eslint/require-await -- the Storage interface is asynchronous
    async get(key) {
      try {
        return readFileSync(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
