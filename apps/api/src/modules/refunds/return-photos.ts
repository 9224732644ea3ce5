/** A return's photos: checked, re-encoded to WebP and stored under `returns/`; read back by id. */
import type { Db } from '../../db/client';
import { imageKey, type Storage } from '../../integrations/storage';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { removeImages, saveImages, sniffImage, toWebp } from '../../lib/uploaded-images';
import { requireReturn } from './find-return';

const PHOTO_WIDTH = 1600;

/** Checks, encodes and stores the photos; returns their file names. */
export async function saveReturnPhotos(
  storage: Storage,
  orderNumber: string,
  photos: Buffer[],
): Promise<string[]> {
  const encoded: Buffer[] = [];
  for (const photo of photos) {
    if (!sniffImage(photo))
      throw new BadRequestError('Only JPEG, PNG, WebP or GIF images can be uploaded');
    encoded.push(
      (
        await toWebp(photo, PHOTO_WIDTH).catch(() => {
          throw new BadRequestError('This image could not be read');
        })
      ).data,
    );
  }
  return saveImages(storage, 'returns', orderNumber.toLowerCase(), encoded);
}

export const removeReturnPhotos = (storage: Storage, files: string[]) =>
  removeImages(storage, 'returns', files);

export function createReturnPhotoReader({ db, storage }: { db: Db; storage: Storage }) {
  return async function photo(id: string, file: string) {
    const row = await requireReturn(db, id);
    if (!row.photos.includes(file)) throw new NotFoundError('Photo not found');
    const stored = await storage.get(imageKey('returns', file));
    if (!stored) throw new NotFoundError('Photo not found');
    return stored;
  };
}
