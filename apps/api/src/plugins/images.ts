/**
 * Serves product, review and blog images from the shared storage at their historic URLs, with
 * long-lived immutable caching; with a CDN configured, sends the browser there instead.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { imageKey, isImageFile, type Storage, type StoredObject } from '../integrations/storage';

// File names never change content (uploads get new names), so browsers may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SERVED = new Set(['products', 'reviews', 'blogs'] as const);
type ServedFolder = typeof SERVED extends Set<infer T> ? T : never;

export const imageNotFound = (reply: FastifyReply) =>
  reply.status(404).send({ success: false, message: 'Image not found' });

export function sendImage(request: FastifyRequest, reply: FastifyReply, image: StoredObject) {
  reply.header('cache-control', IMMUTABLE).header('etag', image.etag);
  if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
  return reply.type(image.contentType).header('content-length', image.size).send(image.data);
}

export const redirectToCdn = (reply: FastifyReply, url: string) =>
  reply.header('cache-control', IMMUTABLE).redirect(url, 301);

export async function imagesPlugin(app: FastifyInstance, { storage }: { storage: Storage }) {
  app.get<{ Params: { folder: string; file: string } }>(
    '/image/:folder/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { folder, file } = request.params;
      if (!SERVED.has(folder as ServedFolder) || !isImageFile(file)) return imageNotFound(reply);
      const key = imageKey(folder as ServedFolder, file);
      const cdn = storage.publicUrl(key);
      if (cdn) return redirectToCdn(reply, cdn);
      const image = await storage.get(key);
      return image ? sendImage(request, reply, image) : imageNotFound(reply);
    },
  );
}
