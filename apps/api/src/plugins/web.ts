/**
 * Serves the built storefront: hashed assets cached for a year; for pages, index.html with the
 * page's head tags and, for the public pages, their server-rendered markup and data.
 */
import fastifyStatic from '@fastify/static';
import { matchStorefrontRoute, STOREFRONT_ROUTES, type StorefrontRoute } from '@shop/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { Db } from '../db/client';
import type { CacheBus } from '../lib/cache-bus';
import { currencyOf, loadPageRenderer, rendererFileFor, type RenderedBody } from './page-renderer';

/**
 * Rendered pages, whole, per display currency and URL: they change with the catalogue (cleared
 * with its caches on every instance); a short life bounds how stale exchange rates can be, and
 * the entry count bounds memory whatever query strings visitors send.
 */
const PAGE_CACHE_TTL_MS = 60_000;
const PAGE_CACHE_ENTRIES = 200;
/** A page to send; a cached one keeps its bytes (plain, br, gzip), made once for every visitor. */
type ServedPage = { status: number; html: string; raw?: Buffer; br?: Buffer; gzip?: Buffer };

/** A cached page is compressed once, not for every visitor (the compress plugin skips it then). */
function encodedFor(request: FastifyRequest, page: ServedPage) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts))
    return {
      encoding: 'br',
      body: (page.br ??= brotliCompressSync(page.html, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
      })),
    };
  if (/\bgzip\b/.test(accepts))
    return { encoding: 'gzip', body: (page.gzip ??= gzipSync(page.html, { level: 6 })) };
  return null;
}
import { renderHead, resolvePageMeta, type ProductLookup } from './page-meta';
import { loadRoutePreloads } from './route-preloads';
import { pageFormsPlugin } from './web-forms';

type Options = {
  webDist: string;
  publicUrl: string;
  db: Db;
  catalog: ProductLookup;
  /** The currency the catalogue's prices are in (the product pages' structured data says it). */
  shopCurrency?: string;
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
  { webDist, publicUrl, db, catalog, shopCurrency, cacheBus, rendererFile }: Options,
) {
  const indexHtml = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const preloadsFor = loadRoutePreloads(webDist);
  const renderer = await loadPageRenderer(app, {
    rendererFile: rendererFile ?? rendererFileFor(webDist),
    origin: publicUrl,
  });
  const pages = new LRUCache<string, ServedPage>({
    max: PAGE_CACHE_ENTRIES,
    ttl: PAGE_CACHE_TTL_MS,
  });
  // Visitors asking for the same page at once share one render.
  const rendering = new Map<string, Promise<ServedPage>>();
  // Pages show the catalogue, posts and (the Shipping policy) the rate table.
  cacheBus?.subscribe('catalog', () => pages.clear());
  cacheBus?.subscribe('shipping', () => pages.clear());

  const send = (reply: FastifyReply, page: ServedPage) =>
    reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send((page.raw ??= Buffer.from(page.html)));

  const sendCached = (request: FastifyRequest, reply: FastifyReply, page: ServedPage) => {
    const encoded = encodedFor(request, page);
    if (!encoded) return send(reply, page);
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-encoding', encoded.encoding)
      .type('text/html; charset=utf-8')
      .send(encoded.body);
  };

  /** index.html with the page's head tags. */
  async function shellFor(pathname: string, variantId?: string | null) {
    const meta = await resolvePageMeta(pathname, { db, catalog, shopCurrency }, variantId);
    const html = renderHead(
      indexHtml,
      { ...meta, modulePreloads: preloadsFor(pathname) },
      `${publicUrl}${pathname}`,
    );
    return { status: meta.status, html };
  }

  /** The shell and, when it can be drawn here, the page's markup. */
  async function pageFor(
    request: FastifyRequest,
    pathname: string,
    draw: boolean,
  ): Promise<ServedPage & { rendered: boolean }> {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const shell = await shellFor(pathname, query.get('variant'));
    const page = draw && renderer ? await renderer.render(request, pathname) : null;
    if (page?.kind !== 'page') return { ...shell, rendered: false };
    return { status: shell.status, html: fillShell(shell.html, page), rendered: true };
  }
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

  // Unknown pages count against the same per-address limit as unknown API paths (errors.ts), so a
  // scanner walking paths gets 429s, not a rendered shell per guess.
  async function refusedUnknown(request: FastifyRequest, reply: FastifyReply, page: ServedPage) {
    if (page.status !== 404) return false;
    await app.limitNotFound.call(app, request, reply);
    return reply.sent;
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Unknown API and image paths answer as every unknown route does (JSON 404, rate-limited).
    if (pathname.startsWith('/api/') || pathname.startsWith('/image/')) return reply.callNotFound();
    if (!renderer || !isRendered(pathname)) {
      const page = await pageFor(request, pathname, false);
      return (await refusedUnknown(request, reply, page)) ? reply : send(reply, page);
    }
    const key = `${currencyOf(request)} ${request.url}`;
    const cached = pages.get(key);
    if (cached)
      return (await refusedUnknown(request, reply, cached))
        ? reply
        : sendCached(request, reply, cached);
    let pending = rendering.get(key);
    if (!pending) {
      pending = pageFor(request, pathname, true)
        .then(({ rendered, ...page }) => {
          // A page that could not be drawn is not kept: the next visitor tries again.
          if (rendered) pages.set(key, page);
          return page;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    const page = await pending;
    return (await refusedUnknown(request, reply, page)) ? reply : send(reply, page);
  });

  await app.register(pageFormsPlugin, { renderer, publicUrl, pageWith: shellFor, fillShell });
}
