import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import type { Storage } from './storage.ts';

/**
 * Photos in an S3-compatible bucket (AWS, MinIO, R2, ...), for servers whose disk is small or
 * short-lived. The bucket stays private: photos are still served through the API, to their workspace only.
 */
export function createS3Storage(config: S3Config): Storage & { destroy(): void } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums on every request are an AWS extension that several compatible stores reject.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that does not exist, which matches the interface's contract.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    destroy() {
      client.destroy();
    },
  };
}
