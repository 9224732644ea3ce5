/** Serves the built storefront: hashed assets cached for a year, index.html for client routes. */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import { renderHead, resolvePageMeta, type ProductLookup } from './page-meta';
import { loadRoutePreloads } from './route-preloads';

type Options = { webDist: string; publicUrl: string; db: Db; catalog: ProductLookup };

export async function webPlugin(
  app: FastifyInstance,
  { webDist, publicUrl, db, catalog }: Options,
) {
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const preloadsFor = loadRoutePreloads(webDist);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname.startsWith('/image/')) {
      return reply.status(404).send({ success: false, message: `No route for GET ${pathname}` });
    }
    const meta = await resolvePageMeta(pathname, { db, catalog });
    const html = renderHead(
      indexHtml,
      { ...meta, modulePreloads: preloadsFor(pathname) },
      `${publicUrl}${pathname}`,
    );
    return reply
      .status(meta.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
