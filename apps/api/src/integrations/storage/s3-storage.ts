/** S3-compatible object storage (AWS S3, Cloudflare R2, MinIO): one bucket every instance shares. */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createHash } from 'node:crypto';
import type { StorageConfig } from '../../config';
import {
  KeyExistsError,
  type PutOptions,
  type Storage,
  type StorageKey,
  type StoredObject,
} from './storage';

export type S3StorageConfig = Extract<StorageConfig, { driver: 's3' }>;

const statusOf = (err: unknown) =>
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** Keys never change content (uploads get fresh names), so caches may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Newer SDKs add CRC checksums to every request by default, which some S3-compatible
    // services reject; the checksums S3 itself requires are still sent.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function exists(key: StorageKey): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return true;
    } catch (err) {
      if (statusOf(err) === 404) return false;
      throw err;
    }
  }

  return {
    driver: 's3',

    async put(key: StorageKey, data: Buffer, { contentType, overwrite = false }: PutOptions) {
      // If-None-Match makes the write conditional where the service supports it (S3, R2, MinIO);
      // the HEAD first also covers services that ignore it.
      if (!overwrite && (await exists(key))) throw new KeyExistsError(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentType: contentType,
            CacheControl: IMMUTABLE,
            IfNoneMatch: overwrite ? undefined : '*',
          }),
        );
      } catch (err) {
        const status = statusOf(err);
        if (!overwrite && (status === 412 || status === 409)) throw new KeyExistsError(key);
        throw err;
      }
    },

    async get(key: StorageKey): Promise<StoredObject | null> {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const data = Buffer.from((await res.Body?.transformToByteArray()) ?? []);
        return {
          data,
          size: data.length,
          contentType: res.ContentType ?? 'application/octet-stream',
          etag: res.ETag ?? `"${createHash('sha1').update(data).digest('hex')}"`,
        };
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw err;
      }
    },

    exists,

    async delete(key: StorageKey) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    publicUrl: (key) => (config.publicUrl ? `${config.publicUrl}/${key}` : undefined),
    close: () => client.destroy(),
  };
}
