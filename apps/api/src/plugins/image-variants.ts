/**
 * Smaller copies of product images for cards and thumbnails (/image/products/w400/{file}),
 * made once with sharp on first request and kept beside the originals.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const FILE = /^[\w.-]+\.webp$/;
const WIDTHS = new Set([400]);

export async function imageVariantsPlugin(
  app: FastifyInstance,
  { imagesDir }: { imagesDir: string },
) {
  const making = new Map<string, Promise<Buffer>>();

  async function variant(file: string, width: number): Promise<Buffer> {
    const target = path.join(imagesDir, `products-w${width}`, file);
    try {
      return await readFile(target);
    } catch {
      const data = await sharp(path.join(imagesDir, 'products', file))
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, data);
      await rename(temp, target);
      return data;
    }
  }

  app.get<{ Params: { width: string; file: string } }>(
    '/image/products/w:width/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const width = Number(request.params.width);
      const { file } = request.params;
      if (!WIDTHS.has(width) || !FILE.test(file) || file.includes('..')) {
        return reply.status(404).send({ success: false, message: 'Image not found' });
      }
      const key = `${width}/${file}`;
      let pending = making.get(key);
      if (!pending) {
        pending = variant(file, width).finally(() => making.delete(key));
        making.set(key, pending);
      }
      const data = await pending.catch(() => null);
      if (!data) return reply.status(404).send({ success: false, message: 'Image not found' });
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/webp')
        .send(data);
    },
  );
}
