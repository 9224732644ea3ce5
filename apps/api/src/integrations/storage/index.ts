/** One storage for every uploaded and derived image, chosen by config (S3_BUCKET set or not). */
import type { StorageConfig } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

export function createStorage(config: StorageConfig): Storage {
  return config.driver === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}

export * from './storage';

/** Origins the browser must be allowed to load images from (the CDN that images redirect to). */
export const imageOrigins = (config: StorageConfig): string[] =>
  config.driver === 's3' && config.publicUrl ? [new URL(config.publicUrl).origin] : [];
