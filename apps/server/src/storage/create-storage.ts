import path from 'node:path';
import type { Config } from '../config.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The configured photo store: an S3-compatible bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function createStorage(config: Pick<Config, 's3' | 'dataDir'>): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(path.join(config.dataDir, 'media'));
}
