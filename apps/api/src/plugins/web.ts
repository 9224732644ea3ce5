/**
 * Serves the built storefront: hashed assets cached for a year; for pages, index.html with the
 * page's head tags and, for the public pages, their server-rendered markup and data.
 */
import fastifyStatic from '@fastify/static';
import { matchStorefrontRoute, STOREFRONT_ROUTES, type StorefrontRoute } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client';
import type { CacheBus } from '../lib/cache-bus';
import { loadPageRenderer, rendererFileFor, type RenderedBody } from './page-renderer';
import { renderHead, resolvePageMeta, type ProductLookup } from './page-meta';
import { loadRoutePreloads } from './route-preloads';

type Options = {
  webDist: string;
  publicUrl: string;
  db: Db;
  catalog: ProductLookup;
  cacheBus?: CacheBus;
  /** The server renderer built by the web app; defaults to the one beside `webDist`. */
  rendererFile?: string;
};

/** Pages the server draws: those the route table marks, and the Page Not Found page. */
function isRendered(pathname: string): boolean {
  const id = matchStorefrontRoute(pathname);
  return id === null || Boolean((STOREFRONT_ROUTES[id] as StorefrontRoute).ssr);
}

/** Puts the rendered page into the shell: markup in #root, its data after it, hoisted tags in the head. */
function fillShell(html: string, page: RenderedBody): string {
  return html
    .replace('</head>', `${page.head}</head>`)
    .replace(
      /<div id="root">.*<\/div>\n/,
      () => `<div id="root">${page.root}</div>\n${page.state}\n`,
    );
}

export async function webPlugin(
  app: FastifyInstance,
  { webDist, publicUrl, db, catalog, cacheBus, rendererFile }: Options,
) {
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const preloadsFor = loadRoutePreloads(webDist);
  const renderer = await loadPageRenderer(app, {
    rendererFile: rendererFile ?? rendererFileFor(webDist),
    cacheBus,
    origin: publicUrl,
  });
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
    const head = renderHead(
      indexHtml,
      { ...meta, modulePreloads: preloadsFor(pathname) },
      `${publicUrl}${pathname}`,
    );
    const page = renderer && isRendered(pathname) ? await renderer.render(request, pathname) : null;
    const html = page ? fillShell(head, page) : head;
    return reply
      .status(meta.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
