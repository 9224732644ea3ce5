/**
 * Smaller copies of product images for cards and thumbnails (/image/products/w400/{file}), made
 * once with sharp from the original in storage and stored beside it, so every instance shares them.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  imageKey,
  isImageFile,
  PRODUCT_VARIANTS,
  type Storage,
  type StorageKey,
  type StoredObject,
} from '../integrations/storage';
import { imageNotFound, redirectToCdn, sendImage } from './images';

const FILE = /\.webp$/;
type Width = keyof typeof PRODUCT_VARIANTS;
const isWidth = (w: number): w is Width => Object.hasOwn(PRODUCT_VARIANTS, w);

export async function imageVariantsPlugin(app: FastifyInstance, { storage }: { storage: Storage }) {
  // Concurrent first requests for one variant share a single resize.
  const making = new Map<StorageKey, Promise<StoredObject | null>>();

  async function resize(original: Buffer, width: number): Promise<Buffer | null> {
    try {
      return await sharp(original)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
    } catch (err) {
      app.log.warn({ err }, 'a product image could not be resized');
      return null;
    }
  }

  async function load(file: string, width: Width): Promise<StoredObject | null> {
    const key = imageKey(PRODUCT_VARIANTS[width], file);
    const stored = await storage.get(key);
    if (stored) return stored;
    const original = await storage.get(imageKey('products', file));
    const data = original && (await resize(original.data, width));
    if (!data) return null;
    // Another instance may make the same variant at the same moment: same bytes, so overwrite.
    await storage.put(key, data, { contentType: 'image/webp', overwrite: true });
    const etag = `"${createHash('sha1').update(data).digest('hex').slice(0, 27)}"`;
    return { data, size: data.length, contentType: 'image/webp', etag };
  }

  function loadOnce(file: string, width: Width) {
    const key = imageKey(PRODUCT_VARIANTS[width], file);
    let pending = making.get(key);
    if (!pending) {
      pending = load(file, width).finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  }

  app.get<{ Params: { width: string; file: string } }>(
    '/image/products/w:width/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width);
      const { file } = request.params;
      if (!isWidth(width) || !isImageFile(file) || !FILE.test(file)) return imageNotFound(reply);
      const key = imageKey(PRODUCT_VARIANTS[width], file);
      const cdn = storage.publicUrl(key);
      if (cdn && (await storage.exists(key))) return redirectToCdn(reply, cdn);
      const image = await loadOnce(file, width);
      if (!image) return imageNotFound(reply);
      return cdn ? redirectToCdn(reply, cdn) : sendImage(request, reply, image);
    },
  );
}
