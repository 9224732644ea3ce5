/** HTTP routes of the catalogue (spec section 7). */
import {
  productListQuerySchema,
  productListResponse,
  productResponse,
  searchQuerySchema,
  searchResponse,
  suggestQuerySchema,
  suggestResponse,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { CacheBus } from '../../lib/cache-bus';
import { NotFoundError } from '../../lib/errors';
import { TtlCache } from '../../lib/ttl-cache';
import type { CatalogService } from './service';

/** Longer than any product id (a UUID) or slug the shop makes. */
const PRODUCT_KEY_MAX = 200;

const CACHE_MS = 5_000;

type CachedBody = { body: Buffer; etag: string };

/**
 * Serialized catalogue answers (the list and single products), kept for a few seconds: they are
 * the hottest public reads. Stored as bytes with an ETag, so a hit costs neither JSON nor UTF-8
 * encoding, and browsers can revalidate with 304s. Every catalogue change published on the bus
 * (back office, reviews, stock) clears it on every instance.
 */
export function createProductListCache(bus: CacheBus) {
  const cache = new TtlCache<CachedBody>(CACHE_MS, 2_000);
  bus.subscribe('catalog', () => cache.clear());
  return cache;
}

/** The bytes the route's serializer would produce: encoded through its response schema once. */
function toCached<S extends z.ZodType>(schema: S, value: z.output<S>): CachedBody {
  const body = Buffer.from(JSON.stringify(z.encode(schema, value)));
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"` };
}

function sendCached(request: FastifyRequest, reply: FastifyReply, { body, etag }: CachedBody) {
  // Browsers revalidate every time (a 304 is cheap); the server's copy lives a few seconds at most.
  reply.header('cache-control', 'no-cache').header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  // Already JSON bytes: Fastify sends a Buffer as it is, skipping the serializer.
  return reply.type('application/json').send(body as never);
}

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  listCache: TtlCache<CachedBody>;
}> = async (app, { catalog, listCache }) => {
  app.get(
    '/api/products/get-products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'List products: all, by category, featured, by ids, or matching a search',
        description:
          "The spec's list, for clients that want every product at once: at most 500 products (the storefront pages through /api/products/search instead). With `q`, the 500 best matches, most relevant first.",
        querystring: productListQuerySchema,
        response: { 200: productListResponse },
      },
    },
    async (request, reply) => {
      const cached = await listCache.get(`list:${JSON.stringify(request.query)}`, async () =>
        toCached(productListResponse, {
          success: true,
          products: await catalog.getProducts(request.query),
        }),
      );
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/api/products/get-products/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by id (or slug)',
        params: z.object({ id: z.string() }),
        response: { 200: productResponse },
      },
    },
    async (request, reply) => {
      // No product has an id or slug this long (or empty): the same 404 as any unknown one.
      if (request.params.id.length === 0 || request.params.id.length > PRODUCT_KEY_MAX)
        throw new NotFoundError('Product not found');
      const cached = await listCache.get(`product:${request.params.id}`, async () =>
        toCached(productResponse, {
          success: true,
          products: await catalog.getProduct(request.params.id),
        }),
      );
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/api/products/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Search with filters, sorting, pagination and facet counts',
        querystring: searchQuerySchema,
        response: { 200: searchResponse },
      },
    },
    async (request, reply) => {
      const cached = await listCache.get(`search:${JSON.stringify(request.query)}`, async () =>
        toCached(searchResponse, {
          success: true as const,
          ...(await catalog.searchProducts(request.query)),
          page: request.query.page,
          pageSize: request.query.pageSize,
        }),
      );
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/api/products/suggest',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Header search suggestions while typing: up to 6 products and their categories',
        querystring: suggestQuerySchema,
        response: { 200: suggestResponse },
      },
    },
    async (request, reply) => {
      const q = request.query.q;
      if (!q) return { success: true as const, products: [], categories: [] };
      const cached = await listCache.get(`suggest:${q.toLowerCase()}`, async () =>
        toCached(suggestResponse, { success: true as const, ...(await catalog.suggest(q)) }),
      );
      return sendCached(request, reply, cached);
    },
  );
};
