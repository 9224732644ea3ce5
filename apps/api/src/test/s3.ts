/**
 * A local S3-protocol server for tests (s3rver, in-process, on 127.0.0.1 and a random port) with
 * one empty bucket: the storage config to give apps, and a stop function.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { StorageConfig } from '../config';

export type S3TestServer = {
  storage: Extract<StorageConfig, { driver: 's3' }>;
  stop: () => Promise<void>;
};

export async function startS3(
  options: { bucket?: string; publicUrl?: string } = {},
): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'shop-s3-'));
  const bucket = options.bucket ?? 'shop-images';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    storage: {
      driver: 's3',
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver checks request signatures against these fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      publicUrl: options.publicUrl,
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
