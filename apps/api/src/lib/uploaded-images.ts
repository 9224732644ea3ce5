/**
 * Uploaded images: the type is read from the bytes (never the name or the declared type), SVG is
 * never accepted, and every image is re-encoded by sharp to WebP, which also drops EXIF and other
 * metadata. Files get names the server chooses.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { imageKey, isImageFile, type ImageFolder, type Storage } from '../integrations/storage';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('ascii', 0, 4) === 'RIFF' &&
    bytes.toString('ascii', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('ascii', 0, 6))) return 'gif';
  return null;
}

/** Re-encodes to WebP at most `maxWidth` wide; throws on an undecodable image. */
export async function toWebp(
  bytes: Buffer,
  maxWidth: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Stores images under folder with fresh names; on any failure, removes what it stored. */
export async function saveImages(
  storage: Storage,
  folder: ImageFolder,
  prefix: string,
  images: Buffer[],
): Promise<string[]> {
  const names: string[] = [];
  try {
    for (const image of images) {
      const name = `${prefix}-${randomBytes(8).toString('hex')}.webp`;
      await storage.put(imageKey(folder, name), image, { contentType: 'image/webp' });
      names.push(name);
    }
    return names;
  } catch (err) {
    await removeImages(storage, folder, names);
    throw err;
  }
}

/** Names come from database rows; anything that is not a plain file name is not ours to delete. */
export async function removeImages(
  storage: Storage,
  folder: ImageFolder,
  names: string[],
): Promise<void> {
  await Promise.all(
    names.filter(isImageFile).map((name) => storage.delete(imageKey(folder, name))),
  );
}
