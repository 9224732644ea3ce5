/**
 * Where uploaded and derived images live. Every instance must see the same keys, so nothing an
 * image request needs may sit on one instance's disk unless that disk is the only one.
 */

/** Originals by kind, and the product variants made from them (one folder per width). */
export const IMAGE_FOLDERS = [
  'products',
  'reviews',
  'blogs',
  'products-w400',
  'products-w800',
  'returns',
] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/**
 * The widths made from product originals (up to 1600 px, for the zoomable viewer), each stored in
 * its own folder: 400 for cards and thumbnails, 800 for the product page.
 */
export const PRODUCT_VARIANTS = {
  400: 'products-w400',
  800: 'products-w800',
} as const satisfies Record<number, ImageFolder>;

/** Names the server or the seed chose: no separator, no leading dot (temp files start with one). */
const FILE_NAME = /^[\w-][\w.-]{0,199}$/;

export const isImageFile = (file: string) => FILE_NAME.test(file);

export type StorageKey = `${ImageFolder}/${string}`;

export function imageKey(folder: ImageFolder, file: string): StorageKey {
  if (!isImageFile(file)) throw new Error(`Not an image file name: ${JSON.stringify(file)}`);
  return `${folder}/${file}`;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** For stores that keep only bytes (the local folder): the type follows the name we gave it. */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

export type StoredObject = { data: Buffer; size: number; contentType: string; etag: string };

export type PutOptions = {
  contentType: string;
  /** Replace an existing object; without it an existing key makes put throw KeyExistsError. */
  overwrite?: boolean;
};

export class KeyExistsError extends Error {
  constructor(readonly key: string) {
    super(`${key} already exists`);
    this.name = 'KeyExistsError';
  }
}

export type Storage = {
  readonly driver: 'local' | 's3';
  put(key: StorageKey, data: Buffer, options: PutOptions): Promise<void>;
  /** The object, or null when there is none. */
  get(key: StorageKey): Promise<StoredObject | null>;
  exists(key: StorageKey): Promise<boolean>;
  /** Removing a missing key is not an error. */
  delete(key: StorageKey): Promise<void>;
  /** An address clients may fetch directly (a CDN), or undefined when the API serves it. */
  publicUrl(key: StorageKey): string | undefined;
  close(): void;
};
