import type { S3Config } from '../config.ts';
import type { Storage } from './storage.ts';

/**
 * Photos in an S3-compatible bucket (AWS, MinIO, R2, ...), for servers whose disk is small or
 * short-lived. The bucket stays private: photos are still served through the API, to their workspace only.
 */
export function createS3Storage(config: S3Config): Storage & { destroy(): void } {
  // The AWS SDK (~6 MB of heap) is imported only when a bucket is configured, so a server on local disk
  // never holds it (DESIGN section 8: <= 300 MB idle).
  const loaded = import('@aws-sdk/client-s3').then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums on every request are an AWS extension that several compatible stores reject.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  }));
  loaded.catch(() => undefined); // a failed load is the first photo's error
  const Bucket = config.bucket;
  return {
    async put(key, data, contentType) {
      const { sdk, client } = await loaded;
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async get(key) {
      const { sdk, client } = await loaded;
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NotFound') return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await loaded;
      // S3 answers 204 for a key that does not exist, which matches the interface's contract.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    destroy() {
      void loaded.then(
        ({ client }) => client.destroy(),
        () => undefined,
      );
    },
  };
}
