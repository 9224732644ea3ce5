/** Serves product, review and blog images from the data folder with long-lived immutable caching. */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export async function imagesPlugin(app: FastifyInstance, { imagesDir }: { imagesDir: string }) {
  for (const folder of ['products', 'reviews', 'blogs'])
    mkdirSync(path.join(imagesDir, folder), { recursive: true });
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/image/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // File names never change content (uploads get new names), so browsers may keep them for a year.
    maxAge: '365d',
    immutable: true,
    allowedPath: (pathName) => /^\/(products|reviews|blogs)\/[\w.-]+$/.test(pathName),
  });
}
